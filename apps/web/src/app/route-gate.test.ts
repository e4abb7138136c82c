import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { takeAccessDeniedNotice } from '@/lib/access';
import { devRuntimeConfig, setRuntimeConfig } from '@/lib/runtime-config';
import {
  getOriginalUrl,
  setOriginalUrl,
  setTokens,
  takeSignupDestination,
  writeRoles,
  type Roles,
} from '@/lib/session';
import { clearCookies, cookieValue, fakeApi, tokenPair } from '@/test/fake-api';
import { profileFixture } from '@/test/profiles';
import { gateRoute } from './route-gate';

const teacher: Roles = { isTeacher: true, isStudent: false, isStaff: false };
const student: Roles = { isTeacher: false, isStudent: true, isStaff: false };

function logIn(roles: Roles) {
  setTokens(tokenPair('x'));
  writeRoles(roles);
}

async function gate(path: string): Promise<Response | null> {
  try {
    return await gateRoute({ request: new Request(`http://localhost:3000${path}`) });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function expectLoginRedirect(result: Response | null) {
  expect(result?.status).toBe(302);
  expect(result?.headers.get('Location')).toBe('/login');
}

beforeEach(() => {
  setRuntimeConfig(devRuntimeConfig('http://localhost:3000'));
  clearCookies();
  takeAccessDeniedNotice();
});
afterEach(clearCookies);

describe('route gate', () => {
  it('sends an anonymous visitor of a protected area to /login, remembering the path and search', async () => {
    expectLoginRedirect(await gate('/dashboard/account?aba=senha'));
    expect(getOriginalUrl()).toBe('/dashboard/account?aba=senha');
    expect(takeAccessDeniedNotice()).toBe(true);
    expect(takeAccessDeniedNotice()).toBe(false);
  });

  it('gates by prefix, so screens still to come are protected as well', async () => {
    expectLoginRedirect(await gate('/dashboard/classrooms'));
    expect(getOriginalUrl()).toBe('/dashboard/classrooms');
    expectLoginRedirect(await gate('/admin-dashboard/users/7'));
    expect(getOriginalUrl()).toBe('/admin-dashboard/users/7');
  });

  it('lets each role into its area and refuses the others', async () => {
    logIn(teacher);
    expect(await gate('/dashboard/home')).toBeNull();
    expectLoginRedirect(await gate('/student-dashboard/home'));
    expectLoginRedirect(await gate('/admin-dashboard/home'));

    logIn(student);
    expect(await gate('/student-dashboard/account')).toBeNull();
    expectLoginRedirect(await gate('/dashboard'));
    expect(getOriginalUrl()).toBe('/dashboard');

    logIn({ isTeacher: true, isStudent: false, isStaff: true });
    expect(await gate('/dashboard/home')).toBeNull();
    expect(await gate('/admin-dashboard/home')).toBeNull();
  });

  it('needs an access token, not only the role flags', async () => {
    writeRoles(teacher);
    expectLoginRedirect(await gate('/dashboard/home'));
  });

  it('reads the roles from the profile when a logged-in user has no ua cookie', async () => {
    setTokens(tokenPair('x'));
    const api = fakeApi({ 'GET /api/profile/me': () => [200, profileFixture()] });
    expect(await gate('/dashboard/home')).toBeNull();
    expect(api.calls).toHaveLength(1);
    expect(JSON.parse(cookieValue('ua') ?? '')).toEqual(teacher);
  });

  it('clears originalUrl on any public path except /login', async () => {
    setOriginalUrl('/dashboard/shared-books/abc');
    expect(await gate('/login')).toBeNull();
    expect(await gate('/login?perfil=aluno')).toBeNull();
    expect(getOriginalUrl()).toBe('/dashboard/shared-books/abc');
    // A colleague opening a share link signs up from the login screen: the book waits for her account.
    expect(await gate('/signup/teacher')).toBeNull();
    expect(getOriginalUrl()).toBeUndefined();
    expect(takeSignupDestination()).toBe('/dashboard/shared-books/abc');

    setOriginalUrl('/dashboard/account');
    expect(await gate('/signup/teacher')).toBeNull();
    expect(getOriginalUrl()).toBeUndefined();
    expect(takeSignupDestination()).toBeUndefined();

    for (const path of ['/', '/password-reset', '/code/ABC234', '/nao-existe']) {
      setOriginalUrl('/dashboard/account');
      expect(await gate(path)).toBeNull();
      expect(getOriginalUrl(), path).toBeUndefined();
    }
  });
});
