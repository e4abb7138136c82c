import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, cookieValue, fakeApi, tokenPair } from '@/test/fake-api';
import { profileFixture } from '@/test/profiles';
import { logout, startImpersonation, startSession, stopImpersonation, takePathAfterLogin } from './auth';
import { profileQueryKey } from './profile';
import { devRuntimeConfig, setRuntimeConfig } from './runtime-config';
import { getAccessToken, getOriginalUrl, getRefreshToken, setOriginalUrl, setTokens } from './session';

const staffPair = tokenPair('equipe');
const teacherPair = tokenPair('professora');
const staffProfile = profileFixture({
  id: 2,
  username: 'equipe@aula.demo',
  first_name: 'Rafael',
  last_name: 'Lima',
  email: 'equipe@aula.demo',
  is_teacher: false,
  is_staff: true,
  is_superuser: true,
});
const impersonated = profileFixture({
  impersonator: { id: 2, name: 'Rafael Lima', email: 'equipe@aula.demo' },
});

function profileByToken({ authorization }: { authorization: string | null }): [number, unknown] {
  if (authorization === `JWT ${staffPair.access}`) return [200, staffProfile];
  if (authorization === `JWT ${teacherPair.access}`) return [200, impersonated];
  return [401, { detail: 'Token is invalid or expired', code: 'token_not_valid' }];
}

beforeEach(() => {
  setRuntimeConfig(devRuntimeConfig('http://localhost:3000'));
  clearCookies();
});
afterEach(clearCookies);

describe('login session', () => {
  it('stores the tokens, then loads the profile, writes ua and forgets the previous user’s data', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['classrooms'], ['de outra pessoa']);
    const api = fakeApi({ 'GET /api/profile/me': profileByToken });
    const { profile, roles } = await startSession(queryClient, teacherPair);
    expect(api.calls[0]?.authorization).toBe(`JWT ${teacherPair.access}`);
    expect(profile?.first_name).toBe('Helena');
    expect(roles).toEqual({ isTeacher: true, isStudent: false, isStaff: false });
    expect(JSON.parse(cookieValue('ua') ?? '')).toEqual(roles);
    expect(queryClient.getQueryData(['classrooms'])).toBeUndefined();
    expect(queryClient.getQueryData(profileQueryKey)).toEqual(impersonated);
  });

  it('goes to the remembered page once, then to the area home', () => {
    setOriginalUrl('/dashboard/account');
    const teacher = { isTeacher: true, isStudent: false, isStaff: false };
    expect(takePathAfterLogin(teacher)).toBe('/dashboard/account');
    expect(getOriginalUrl()).toBeUndefined();
    expect(takePathAfterLogin(teacher)).toBe('/dashboard/home');
  });

  it('logout closes the server session and forgets the tokens', async () => {
    setTokens(teacherPair);
    const api = fakeApi({ 'POST /api/accounts/logout/': () => [200, { status: 'OK' }] });
    logout();
    expect(getAccessToken()).toBeUndefined();
    expect(cookieValue('ua')).toBeUndefined();
    await expect.poll(() => api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({ refresh: teacherPair.refresh });
  });
});

describe('impersonation', () => {
  it('keeps the staff pair aside, continues as the user, and restores the staff account', async () => {
    const queryClient = new QueryClient();
    setTokens(staffPair);
    const api = fakeApi({
      'POST /api/accounts/impersonate/': ({ body }) =>
        (body as { email: string }).email === 'professora@aula.demo' ? [200, teacherPair] : [404, {}],
      'GET /api/profile/me': profileByToken,
      'POST /api/accounts/logout/': () => [200, { status: 'OK' }],
    });

    expect(await startImpersonation(queryClient, 'professora@aula.demo')).toBe('/dashboard/home');
    expect(api.callsTo('/api/accounts/impersonate/')[0]?.authorization).toBe(`JWT ${staffPair.access}`);
    expect(getAccessToken()).toBe(teacherPair.access);
    expect(cookieValue('impersonatorAccessToken')).toBe(staffPair.access);
    expect(cookieValue('impersonatorRefreshToken')).toBe(staffPair.refresh);
    expect(queryClient.getQueryData(profileQueryKey)).toMatchObject({ impersonator: { id: 2 } });

    const profileCalls = api.callsTo('/api/profile/me').length;
    expect(await stopImpersonation(7)).toBe('/admin-dashboard/users/7');
    expect(getAccessToken()).toBe(staffPair.access);
    expect(getRefreshToken()).toBe(staffPair.refresh);
    expect(cookieValue('impersonatorAccessToken')).toBeUndefined();
    expect(JSON.parse(cookieValue('ua') ?? '')).toEqual({
      isTeacher: false,
      isStudent: false,
      isStaff: true,
    });
    // Read with the staff token, outside the cache the impersonated user's screens still watch.
    expect(api.callsTo('/api/profile/me').slice(profileCalls)).toMatchObject([
      { authorization: `JWT ${staffPair.access}` },
    ]);
    expect(queryClient.getQueryData(profileQueryKey)).toMatchObject({ impersonator: { id: 2 } });
    await expect.poll(() => api.callsTo('/api/accounts/logout/')).toHaveLength(1);
    expect(api.callsTo('/api/accounts/logout/')[0]?.body).toEqual({ refresh: teacherPair.refresh });
  });

  it('falls back to a full logout when the staff tokens are gone', async () => {
    setTokens(teacherPair);
    fakeApi({ 'POST /api/accounts/logout/': () => [200, { status: 'OK' }] });
    expect(await stopImpersonation()).toBe('/login');
    expect(getAccessToken()).toBeUndefined();
  });
});
