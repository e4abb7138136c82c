import { accountRoutes } from '@aula/contracts';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { setTokens } from '@/lib/session';

/** The server closes every other session and answers with a new pair for this one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (values: { old_password: string; new_password: string }) =>
      callRoute(accountRoutes.changePassword, { body: values }),
    onSuccess: (pair) => setTokens(pair),
  });
}
