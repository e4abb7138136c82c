import { accountRoutes } from '@aula/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from './api-client';
import { profileQueryKey } from './profile';
import { markPasswordChangeRequired } from './session';

/** Replaces the temporary password a teacher gave the student; then everything else unlocks. */
export function useSetFirstPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => callRoute(accountRoutes.setFirstPassword, { body: { password } }),
    onSuccess: async () => {
      markPasswordChangeRequired(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        // The server refused every other route while the temporary password stood; ask those again.
        queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' }),
      ]);
    },
  });
}
