import {
  accountRoutes,
  classroomRoutes,
  INVITATION_TEMPLATE,
  meRoutes,
  publicClassroomSchema,
  type ProfileUpdate,
  type PublicClassroom,
} from '@aula/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { startSession } from '@/lib/auth';
import { profileQueryKey } from '@/lib/profile';
import { getRecaptchaToken } from '@/lib/recaptcha';
import type { Roles } from '@/lib/session';
import { studentClassroomKeys } from '@/lib/student-classrooms';

export const publicClassroomKey = (code: string) => ['public-classroom', code] as const;

/** The classroom the server wrote into a prerendered invitation (/code/{code}), so it is not asked again. */
function classroomOnPage(code: string): PublicClassroom | undefined {
  const element = globalThis.document?.getElementById(INVITATION_TEMPLATE.dataElementId);
  if (!element) return undefined;
  try {
    const page = JSON.parse(element.textContent ?? '') as { code?: unknown; classroom?: unknown };
    const classroom = publicClassroomSchema.safeParse(page.classroom);
    return page.code === code && classroom.success ? classroom.data : undefined;
  } catch {
    return undefined;
  }
}

/** Public data of a classroom by its join code (no login): name and teacher. 404 when unknown or disabled. */
export function usePublicClassroom(code: string) {
  return useQuery({
    queryKey: publicClassroomKey(code),
    queryFn: ({ signal }) =>
      callRoute(classroomRoutes.byCode, { params: { code }, signal, refreshOnUnauthorized: false }),
    staleTime: 5 * 60_000,
    initialData: () => classroomOnPage(code),
    initialDataUpdatedAt: Date.now,
  });
}

const studentRoles: Roles = { isTeacher: false, isStudent: true, isStaff: false };

export function useSelfLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classroomId, code }: { classroomId: number; code: string }) =>
      callRoute(classroomRoutes.selfLink, { params: { id: classroomId }, body: { code } }),
    onSuccess: (classroom) => {
      queryClient.setQueryData(studentClassroomKeys.detail(classroom.id), classroom);
      void queryClient.invalidateQueries({ queryKey: studentClassroomKeys.list() });
    },
  });
}

/** Student login, stored the way the login screen stores it; `profile` is null while a new password is due. */
export function useStudentLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: { username: string; password: string }) => {
      const pair = await callRoute(accountRoutes.studentLogin, {
        body: { ...credentials, recaptcha: await getRecaptchaToken('login') },
        refreshOnUnauthorized: false,
      });
      return startSession(queryClient, pair, studentRoles);
    },
  });
}

export interface StudentSignUpValues {
  first_name: string;
  last_name: string;
  username: string;
  password: string;
  classroom_code: string;
}

/** A child creates an account through the classroom code; the answer logs them in, already in the class. */
export function useStudentSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: StudentSignUpValues) => {
      const pair = await callRoute(accountRoutes.studentSignUp, {
        body: { ...values, recaptcha: await getRecaptchaToken('signup') },
        refreshOnUnauthorized: false,
      });
      return startSession(queryClient, pair, studentRoles);
    },
  });
}

/** Signs in with the classroom code and the short code printed on a personal card. */
export function useCardCodeLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: { classroom_code: string; code: string }) => {
      const pair = await callRoute(accountRoutes.studentCardLogin, {
        body: values,
        refreshOnUnauthorized: false,
      });
      return startSession(queryClient, pair, studentRoles);
    },
  });
}

/** Signs in with a one-time login link. The token is spent by the first call, so never retry it. */
export async function loginWithToken(queryClient: ReturnType<typeof useQueryClient>, token: string) {
  const pair = await callRoute(accountRoutes.studentTokenLogin, {
    body: { token },
    refreshOnUnauthorized: false,
  });
  return startSession(queryClient, pair, studentRoles);
}

export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Pick<ProfileUpdate, 'first_name' | 'last_name'>) =>
      callRoute(meRoutes.update, { body: values }),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
