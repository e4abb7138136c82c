import { describe, expect, it } from 'vitest';
import { areaOf, canVisit, homePathFor, loginPathFor, pathAfterLogin } from './access';
import type { Roles } from './session';

const teacher: Roles = { isTeacher: true, isStudent: false, isStaff: false };
const student: Roles = { isTeacher: false, isStudent: true, isStaff: false };
const staff: Roles = { isTeacher: false, isStudent: false, isStaff: true };

describe('access rules', () => {
  it('finds the area of a path by prefix (SPEC section 6)', () => {
    expect(areaOf('/dashboard')).toBe('teacher');
    expect(areaOf('/dashboard/classrooms/12')).toBe('teacher');
    expect(areaOf('/student-dashboard/home')).toBe('student');
    expect(areaOf('/admin-dashboard/users/3')).toBe('admin');
    for (const path of [
      '/',
      '/login',
      '/password-reset/abc',
      '/signup/teacher',
      '/code/ABC234',
      '/dashboards',
    ]) {
      expect(areaOf(path), path).toBeNull();
    }
  });

  it('lets each role into its own area only', () => {
    expect(canVisit('/dashboard/home', teacher)).toBe(true);
    expect(canVisit('/dashboard/home', student)).toBe(false);
    expect(canVisit('/student-dashboard/home', teacher)).toBe(false);
    expect(canVisit('/admin-dashboard/home', staff)).toBe(true);
    expect(canVisit('/admin-dashboard/home', teacher)).toBe(false);
    expect(canVisit('/dashboard/home', null)).toBe(false);
    expect(canVisit('/login', null)).toBe(true);
  });

  it('sends each role home; a teacher who is also staff starts in the teacher area', () => {
    expect(homePathFor(teacher)).toBe('/dashboard/home');
    expect(homePathFor(student)).toBe('/student-dashboard/home');
    expect(homePathFor(staff)).toBe('/admin-dashboard/home');
    expect(homePathFor({ ...teacher, isStaff: true })).toBe('/dashboard/home');
    expect(homePathFor(null)).toBe('/');
  });

  it('returns to the remembered page only when it is on this site and allowed', () => {
    expect(pathAfterLogin(teacher, '/dashboard/account?aba=1')).toBe('/dashboard/account?aba=1');
    expect(pathAfterLogin(student, '/dashboard/account')).toBe('/student-dashboard/home');
    expect(pathAfterLogin(teacher, '//evil.example/dashboard')).toBe('/dashboard/home');
    expect(pathAfterLogin(teacher, '/\\evil.example')).toBe('/dashboard/home');
    expect(pathAfterLogin(teacher, 'https://evil.example')).toBe('/dashboard/home');
    expect(pathAfterLogin(teacher, '/login')).toBe('/dashboard/home');
    expect(pathAfterLogin(teacher, undefined)).toBe('/dashboard/home');
  });

  it('sends a student back to the student tab of /login', () => {
    expect(loginPathFor(student)).toBe('/login?perfil=aluno');
    expect(loginPathFor(teacher)).toBe('/login');
    expect(loginPathFor({ ...teacher, isStudent: true })).toBe('/login');
    expect(loginPathFor(null)).toBe('/login');
  });
});
