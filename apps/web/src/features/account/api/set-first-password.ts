import { accountRoutes } from '@aula/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { markPasswordChangeRequired } from '@/lib/session';

/** Replaces the temporary password a teacher gave the student; then everything else unlocks. */
export function useSetFirstPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => callRoute(accountRoutes.setFirstPassword, { body: { password } }),
    onSuccess: async () => {
      markPasswordChangeRequired(false);
      await queryClient.invalidateQueries();
    },
  });
}
