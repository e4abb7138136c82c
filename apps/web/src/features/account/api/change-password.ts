import { tokenPairSchema } from '@aula/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setTokens } from '@/lib/session';

const CHANGE_PASSWORD_PATH = '/api/accounts/change-password/';

/** The server closes every other session and answers with a new pair for this one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (values: { old_password: string; new_password: string }) =>
      apiRequest(CHANGE_PASSWORD_PATH, { method: 'PUT', body: values, schema: tokenPairSchema }),
    onSuccess: (pair) => setTokens(pair),
  });
}
