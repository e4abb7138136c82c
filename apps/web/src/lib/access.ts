import { spaRoutes } from '@aula/contracts';
import type { Roles } from './session';

export type Area = 'teacher' | 'student' | 'admin';

/** SPEC section 8, word for word. */
export const ACCESS_DENIED_MESSAGE =
  'Faça login para acessar esta página. Caso já tenha feito, verifique se o seu usuário tem permissão para acessá-la.';

const areaPrefixes: [Area, string][] = [
  ['teacher', '/dashboard'],
  ['student', '/student-dashboard'],
  ['admin', '/admin-dashboard'],
];

export const areaHome: Record<Area, string> = {
  teacher: spaRoutes.teacherHome,
  student: spaRoutes.studentHome,
  admin: spaRoutes.adminHome,
};

/** The protected area a path belongs to (SPEC section 6), by prefix, or null for public paths. */
export function areaOf(pathname: string): Area | null {
  for (const [area, prefix] of areaPrefixes) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return area;
  }
  return null;
}

export function hasAreaAccess(area: Area, roles: Roles | null): boolean {
  if (!roles) return false;
  switch (area) {
    case 'teacher':
      return roles.isTeacher;
    case 'student':
      return roles.isStudent;
    case 'admin':
      return roles.isStaff;
  }
}

export function canVisit(path: string, roles: Roles | null): boolean {
  const area = areaOf(path.split(/[?#]/)[0] ?? '');
  return area === null || hasAreaAccess(area, roles);
}

/** Where a user lands after logging in; a teacher who is also staff starts in the teacher area. */
export function homePathFor(roles: Roles | null): string {
  if (roles?.isTeacher) return areaHome.teacher;
  if (roles?.isStudent) return areaHome.student;
  if (roles?.isStaff) return areaHome.admin;
  return spaRoutes.home;
}

/** `?perfil=aluno` on /login opens the student tab. */
export const LOGIN_KIND_PARAM = 'perfil';
export const STUDENT_LOGIN_KIND = 'aluno';

/** The login page on its student tab. */
export const studentLoginPath = `${spaRoutes.login}?${new URLSearchParams({ [LOGIN_KIND_PARAM]: STUDENT_LOGIN_KIND }).toString()}`;

/** The login page on the tab the user signed in with; a teacher who is also a student uses e-mail. */
export function loginPathFor(roles: Roles | null): string {
  return roles?.isStudent && !roles.isTeacher ? studentLoginPath : spaRoutes.login;
}

/** Only same-site paths: "//host" or "/\host" would leave the site. */
function isInternalPath(value: string | undefined): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value);
}

/** The remembered page when the user may see it, else their area home. */
export function pathAfterLogin(roles: Roles | null, originalUrl: string | undefined): string {
  if (isInternalPath(originalUrl) && originalUrl !== spaRoutes.login && canVisit(originalUrl, roles)) {
    return originalUrl;
  }
  return homePathFor(roles);
}

let accessDeniedPending = false;

/** The gate sets this before redirecting; the login screen shows the alert once. */
export function noteAccessDenied(): void {
  accessDeniedPending = true;
}

export function takeAccessDeniedNotice(): boolean {
  const pending = accessDeniedPending;
  accessDeniedPending = false;
  return pending;
}
