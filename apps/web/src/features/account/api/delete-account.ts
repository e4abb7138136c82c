import { accountRoutes } from '@aula/contracts';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';

/** The caller logs out once it has moved away, so the page does not unmount under the dialog. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: { password: string; refund: boolean }) =>
      callRoute(accountRoutes.deleteAccount, { body }),
  });
}
