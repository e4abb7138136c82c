import { contentAdminRoutes, LOGIN_FAILED_DETAIL, PASSWORD_CHANGE_REQUIRED_CODE } from '@aula/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, cookieValue, fakeApi, tokenPair } from '@/test/fake-api';
import { ApiError, apiRequest, callRoute, REFRESH_PATH } from './api-client';
import { devRuntimeConfig, setRuntimeConfig } from './runtime-config';
import {
  getAccessToken,
  getSessionSnapshot,
  markPasswordChangeRequired,
  onSessionEnded,
  setTokens,
  writeRoles,
} from './session';

const oldPair = tokenPair('antigo');
const newPair = tokenPair('novo');
const invalidToken = { detail: 'Token is invalid or expired', code: 'token_not_valid' };

/** A protected endpoint that only accepts the new access token. */
const protectedEndpoint = ({ authorization }: { authorization: string | null }) =>
  authorization === `JWT ${newPair.access}`
    ? ([200, { ok: true }] as [number, unknown])
    : ([401, invalidToken] as [number, unknown]);

beforeEach(() => {
  setRuntimeConfig(devRuntimeConfig('http://localhost:3000'));
  clearCookies();
  markPasswordChangeRequired(false);
});
afterEach(clearCookies);

describe('apiRequest', () => {
  it('sends the access token with the JWT scheme and parses JSON', async () => {
    setTokens(oldPair);
    const api = fakeApi({ 'GET /api/profile/me': () => [200, { id: 1 }] });
    await expect(apiRequest('/api/profile/me')).resolves.toEqual({ id: 1 });
    expect(api.calls[0]?.authorization).toBe(`JWT ${oldPair.access}`);
  });

  it('refreshes once for concurrent 401s, stores the rotated pair and retries every call', async () => {
    setTokens(oldPair);
    let release: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({
      'GET /api/a/': protectedEndpoint,
      'GET /api/b/': protectedEndpoint,
      'GET /api/c/': protectedEndpoint,
      [`POST ${REFRESH_PATH}`]: async ({ body }) => {
        await refreshGate;
        return (body as { refresh: string }).refresh === oldPair.refresh
          ? [200, newPair]
          : [401, invalidToken];
      },
    });

    const results = Promise.all(['/api/a/', '/api/b/', '/api/c/'].map((path) => apiRequest(path)));
    await vi.waitFor(() => expect(api.callsTo(REFRESH_PATH)).toHaveLength(1));
    release();

    await expect(results).resolves.toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(api.callsTo(REFRESH_PATH)).toHaveLength(1);
    expect(api.calls.filter((c) => c.path !== REFRESH_PATH)).toHaveLength(6);
    expect(getAccessToken()).toBe(newPair.access);
    expect(cookieValue('refreshToken')).toBe(newPair.refresh);
  });

  it('retries with the new token, without refreshing, when the pair changed while the call was out', async () => {
    setTokens(oldPair);
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({
      'GET /api/a/': async (request) => {
        if (request.authorization === `JWT ${oldPair.access}`) await slow;
        return protectedEndpoint(request);
      },
      [`POST ${REFRESH_PATH}`]: () => [401, invalidToken],
    });
    const pending = apiRequest('/api/a/');
    // Another call (or tab) rotates the pair before this 401 arrives; refreshing again with the
    // old refresh token would be a replay and end the session.
    setTokens(newPair);
    release();
    await expect(pending).resolves.toEqual({ ok: true });
    expect(api.callsTo(REFRESH_PATH)).toHaveLength(0);
    expect(api.calls.map((c) => c.authorization)).toEqual([`JWT ${oldPair.access}`, `JWT ${newPair.access}`]);
  });

  it('logs out and reports an expired session when the refresh call answers 401', async () => {
    setTokens(oldPair);
    writeRoles({ isTeacher: true, isStudent: false, isStaff: false });
    const ended = vi.fn();
    const unsubscribe = onSessionEnded(ended);
    const api = fakeApi({
      'GET /api/a/': protectedEndpoint,
      [`POST ${REFRESH_PATH}`]: () => [401, invalidToken],
    });

    const error = await apiRequest('/api/a/').catch((e: unknown) => e);
    unsubscribe();

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(api.callsTo('/api/a/')).toHaveLength(1);
    expect(ended).toHaveBeenCalledWith('expired');
    expect(cookieValue('accessToken')).toBeUndefined();
    expect(cookieValue('refreshToken')).toBeUndefined();
    expect(cookieValue('ua')).toBeUndefined();
    expect(getSessionSnapshot()).toMatchObject({ loggedIn: false, roles: null });
  });

  it("returns a login call's 401 to the caller without refreshing", async () => {
    setTokens(oldPair);
    const api = fakeApi({
      'POST /api/accounts/login/': () => [401, { detail: LOGIN_FAILED_DETAIL }],
      [`POST ${REFRESH_PATH}`]: () => [200, newPair],
    });
    const error = await apiRequest('/api/accounts/login/', {
      method: 'POST',
      body: { username: 'a@b.c', password: 'x', recaptcha: '' },
      refreshOnUnauthorized: false,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).detail).toBe(LOGIN_FAILED_DETAIL);
    expect(api.callsTo(REFRESH_PATH)).toHaveLength(0);
    expect(getAccessToken()).toBe(oldPair.access);
  });

  it('passes an anonymous 401 back without refreshing or logging out', async () => {
    const ended = vi.fn();
    const unsubscribe = onSessionEnded(ended);
    const api = fakeApi({
      'GET /api/profile/me': () => [401, { detail: 'Authentication credentials were not provided.' }],
    });
    await expect(apiRequest('/api/profile/me')).rejects.toMatchObject({ status: 401 });
    unsubscribe();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.authorization).toBeNull();
    expect(ended).not.toHaveBeenCalled();
  });

  it('flags a pending password change on 403 password_change_required', async () => {
    setTokens(oldPair);
    fakeApi({
      'GET /api/profile/me': () => [
        403,
        { detail: 'Você precisa definir uma nova senha.', code: PASSWORD_CHANGE_REQUIRED_CODE },
      ],
    });
    await expect(apiRequest('/api/profile/me')).rejects.toMatchObject({
      status: 403,
      code: PASSWORD_CHANGE_REQUIRED_CODE,
    });
    expect(getSessionSnapshot().passwordChangeRequired).toBe(true);
  });

  it('exposes DRF field errors and an empty 204 body', async () => {
    fakeApi({
      'POST /api/accounts/sign-in/': () => [400, { email: ['Já existe uma conta com este e-mail.'] }],
      'POST /api/accounts/delete-account/': () => [204],
    });
    const error = (await apiRequest('/api/accounts/sign-in/', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ email: ['Já existe uma conta com este e-mail.'] });
    await expect(
      apiRequest('/api/accounts/delete-account/', { method: 'POST', body: { password: 'x' } }),
    ).resolves.toBeNull();
    // A field named `code` (a coupon's) is a field; the string `code` of `{detail, code}` is not.
    fakeApi({
      'POST /api/payment/validate-coupon/': () => [400, { code: ['Cupom expirado.'] }],
      'POST /api/payment/subscriptions/': () => [409, { detail: 'Já assinou.', code: 'already_subscribed' }],
    });
    const coupon = (await apiRequest('/api/payment/validate-coupon/', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(coupon.fieldErrors).toEqual({ code: ['Cupom expirado.'] });
    expect(coupon.code).toBeUndefined();
    const conflict = (await apiRequest('/api/payment/subscriptions/', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(conflict.fieldErrors).toEqual({});
    expect(conflict.code).toBe('already_subscribed');
  });

  it('sends a multipart upload as it is, leaving its content type to the browser', async () => {
    setTokens(oldPair);
    const stored = {
      id: '0b5e4f2c-3a1d-4c8e-9f00-1a2b3c4d5e6f',
      url: '/media/capa.png',
      name: 'capa.png',
      size: 3,
      content_type: 'image/png',
    };
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json(stored, { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('file', new File(['png'], 'capa.png', { type: 'image/png' }));
    await expect(callRoute(contentAdminRoutes.upload, { query: { kind: 'cover' }, form })).resolves.toEqual(
      stored,
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/content/uploads?kind=cover');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).get('Content-Type')).toBeNull();
    expect(new Headers(init.headers).get('Authorization')).toBe(`JWT ${oldPair.access}`);
  });

  it('reads a JSON error body even when the server omits the JSON content type', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ detail: LOGIN_FAILED_DETAIL }), { status: 401 })),
    );
    await expect(
      apiRequest('/api/accounts/login/', { method: 'POST', body: {}, refreshOnUnauthorized: false }),
    ).rejects.toMatchObject({ status: 401, detail: LOGIN_FAILED_DETAIL });
  });

  it('turns a network failure into an ApiError with status 0 and a Portuguese message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/api/profile/me')).rejects.toMatchObject({
      status: 0,
      detail: expect.stringMatching(/^Não foi possível falar com o servidor/),
    });
  });
});
