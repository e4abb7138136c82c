import { profileRoutes } from '@aula/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { contentKeys } from './catalogue';
import { lessonSourceKeys } from './lesson-sources';

export function useFavorites(page: number) {
  return useQuery({
    queryKey: [...contentKeys.favorites(), page],
    queryFn: ({ signal }) =>
      callRoute(profileRoutes.listFavorites, { query: { page, page_size: 20 }, signal }),
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
    mutationFn: (lesson: number) => callRoute(profileRoutes.addFavorite, { body: { lesson } }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favoriteId: number) =>
      callRoute(profileRoutes.removeFavorite, { params: { id: favoriteId } }),
    onSuccess: () => refresh(queryClient),
  });
}
