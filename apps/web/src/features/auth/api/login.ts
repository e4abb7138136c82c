import { accountRoutes } from '@aula/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { startSession, takePathAfterLogin } from '@/lib/auth';
import { getRecaptchaToken } from '@/lib/recaptcha';
import type { Roles } from '@/lib/session';

export type LoginKind = 'teacher' | 'student';

const loginRoutes = {
  teacher: accountRoutes.login,
  student: accountRoutes.studentLogin,
} satisfies Record<LoginKind, unknown>;

/** Used only if the profile is refused because a temporary password must be replaced first. */
const rolesByKind: Record<LoginKind, Roles> = {
  teacher: { isTeacher: true, isStudent: false, isStaff: false },
  student: { isTeacher: false, isStudent: true, isStaff: false },
};

export interface Credentials {
  username: string;
  password: string;
}

async function login(kind: LoginKind, credentials: Credentials) {
  return callRoute(loginRoutes[kind], {
    body: { ...credentials, recaptcha: await getRecaptchaToken('login') },
    // Here a 401 means wrong credentials, not an expired token.
    refreshOnUnauthorized: false,
  });
}

/** Logs in, loads the profile, and resolves with where to go next. */
export function useLogin(kind: LoginKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: Credentials) => {
      const pair = await login(kind, credentials);
      const { roles } = await startSession(queryClient, pair, rolesByKind[kind]);
      return takePathAfterLogin(roles);
    },
  });
}
