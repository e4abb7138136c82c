import { statusOkSchema } from '@aula/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const PASSWORD_RESET_PATH = '/api/accounts/password-reset/';
const VALIDATE_RESET_TOKEN_PATH = '/api/accounts/password-reset/validate_token/';
const CONFIRM_RESET_PATH = '/api/accounts/password-reset/confirm/';

const anonymous = { method: 'POST', schema: statusOkSchema, refreshOnUnauthorized: false } as const;

/** Always "OK" (the server never says whether the e-mail has an account). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => apiRequest(PASSWORD_RESET_PATH, { ...anonymous, body: { email } }),
  });
}

/** Whether the link from the e-mail still works; a 404 means invalid, used or expired. */
export function useResetTokenCheck(token: string) {
  return useQuery({
    queryKey: ['password-reset-token', token],
    queryFn: () => apiRequest(VALIDATE_RESET_TOKEN_PATH, { ...anonymous, body: { token } }),
    staleTime: Infinity,
    retry: false,
  });
}

/** Sets the new password; it does not log in. */
export function useConfirmPasswordReset(token: string) {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest(CONFIRM_RESET_PATH, { ...anonymous, body: { token, password } }),
  });
}
