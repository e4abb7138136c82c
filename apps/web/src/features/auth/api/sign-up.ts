import { accountRoutes, type TeacherSignUpRequest } from '@aula/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { pathAfterLogin } from '@/lib/access';
import { startSession } from '@/lib/auth';
import { getRecaptchaToken } from '@/lib/recaptcha';
import { takeSignupDestination } from '@/lib/session';

export type SignUpValues = Omit<TeacherSignUpRequest, 'recaptcha'>;

/** Creates the teacher account; the answer is a token pair, so the teacher is logged in at once. */
export function useTeacherSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: SignUpValues) => {
      const pair = await callRoute(accountRoutes.signUp, {
        body: { ...values, recaptcha: await getRecaptchaToken('signup') },
        refreshOnUnauthorized: false,
      });
      const { roles } = await startSession(queryClient, pair, {
        isTeacher: true,
        isStudent: false,
        isStaff: false,
      });
      return pathAfterLogin(roles, takeSignupDestination());
    },
  });
}
