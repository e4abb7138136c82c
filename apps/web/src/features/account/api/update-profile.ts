import { type ProfileUpdate, meRoutes } from '@aula/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/profile';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileUpdate) => callRoute(meRoutes.update, { body: values }),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
