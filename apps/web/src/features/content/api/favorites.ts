import { favoriteSchema, paginatedSchema } from '@aula/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contentKeys } from './catalogue';
import { lessonSourceKeys } from '@/lib/shared-query-keys';

const FAVORITES_PATH = '/api/profile/my-favorites/';
const favoritePageSchema = paginatedSchema(favoriteSchema);

export function useFavorites(page: number) {
  return useQuery({
    queryKey: [...contentKeys.favorites(), page],
    queryFn: ({ signal }) =>
      apiRequest(`${FAVORITES_PATH}?page=${page}&page_size=20`, { schema: favoritePageSchema, signal }),
  });
}

/** Favourite ids show on plans and lessons too, so all of them follow a change. */
function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: contentKeys.favorites() });
  void queryClient.invalidateQueries({ queryKey: [...contentKeys.all, 'plan'] });
  void queryClient.invalidateQueries({ queryKey: [...contentKeys.all, 'plan-lessons'] });
  void queryClient.invalidateQueries({ queryKey: lessonSourceKeys.favorites() });
}

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lesson: number) =>
      apiRequest(FAVORITES_PATH, { method: 'POST', body: { lesson }, schema: favoriteSchema }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favoriteId: number) => apiRequest(`${FAVORITES_PATH}${favoriteId}`, { method: 'DELETE' }),
    onSuccess: () => refresh(queryClient),
  });
}
