import { statusOkSchema } from '@aula/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { markPasswordChangeRequired } from '@/lib/session';

const FIRST_PASSWORD_PATH = '/api/accounts/change-password-first-time/';

/** Replaces the temporary password a teacher gave the student; then everything else unlocks. */
export function useSetFirstPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest(FIRST_PASSWORD_PATH, { method: 'POST', body: { password }, schema: statusOkSchema }),
    onSuccess: async () => {
      markPasswordChangeRequired(false);
      await queryClient.invalidateQueries();
    },
  });
}
