import { accountRoutes } from '@aula/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';

/** Always "OK" (the server never says whether the e-mail has an account). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      callRoute(accountRoutes.requestPasswordReset, { body: { email }, refreshOnUnauthorized: false }),
  });
}

/** Whether the link from the e-mail still works; a 404 means invalid, used or expired. */
export function useResetTokenCheck(token: string) {
  return useQuery({
    queryKey: ['password-reset-token', token],
    queryFn: () =>
      callRoute(accountRoutes.validateResetToken, { body: { token }, refreshOnUnauthorized: false }),
    staleTime: Infinity,
    retry: false,
  });
}

/** Sets the new password; it does not log in. */
export function useConfirmPasswordReset(token: string) {
  return useMutation({
    mutationFn: (password: string) =>
      callRoute(accountRoutes.confirmPasswordReset, {
        body: { token, password },
        refreshOnUnauthorized: false,
      }),
  });
}
