import { profileSchema, type ProfileUpdate } from '@aula/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PROFILE_PATH, profileQueryKey } from '@/lib/profile';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileUpdate) =>
      apiRequest(PROFILE_PATH, { method: 'PUT', body: values, schema: profileSchema }),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
