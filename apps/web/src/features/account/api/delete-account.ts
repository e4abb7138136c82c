import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const DELETE_ACCOUNT_PATH = '/api/accounts/delete-account/';

/** The caller logs out once it has moved away, so the page does not unmount under the dialog. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => apiRequest(DELETE_ACCOUNT_PATH, { method: 'POST', body: { password } }),
  });
}
