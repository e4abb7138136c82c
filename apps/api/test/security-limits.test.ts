import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
// The spy must replace the module the accounts service itself imports, not the index's re-export.
// eslint-disable-next-line no-restricted-imports
import * as hashing from '../src/modules/accounts/password-hashing';
import { createTestApp, type TestApp } from './app';
import { createUser, memoryMailer } from './users';

vi.mock('../src/modules/accounts/password-hashing', async (importOriginal) => {
  const original = await importOriginal<typeof hashing>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const echoIp = (app: FastifyInstance) => app.get('/api/test-ip', (request) => ({ ip: request.ip }));

describe('login attempt counting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets at most 10 of 30 parallel wrong passwords reach the password check', async () => {
    const teacher = await createUser(t.database.db);
    vi.mocked(hashing.verifyPassword).mockClear();
    const attempts = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/accounts/login/',
          payload: { username: teacher.email, password: 'senha-errada-123', recaptcha: '' },
        }),
      ),
    );
    const statuses = attempts.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(vi.mocked(hashing.verifyPassword).mock.calls.length).toBeLessThanOrEqual(10);
  });

  it('does not count successful logins against the account', async () => {
    const teacher = await createUser(t.database.db);
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/login/',
        payload: { username: teacher.email, password: teacher.password, recaptcha: '' },
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('password reset per IP', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    // 20 per hour per IP, scaled to 5 here.
    t = await createTestApp({ env: { RATE_LIMIT_IP_SCALE: '0.25' }, deps: { mailer } });
  });
  afterAll(() => t.close());

  it('limits requests from one address across many e-mails', async () => {
    const reset = (email: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/password-reset/',
        remoteAddress,
        payload: { email },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await reset(`pessoa${i}@escola.test`, '198.51.100.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect((await reset('outra@escola.test', '198.51.100.2')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));
  const appWith = async (trustProxy: string, env: Record<string, string> = {}) => {
    const a = await createTestApp({ env: { TRUST_PROXY: trustProxy, ...env }, configure: echoIp });
    apps.push(a);
    return a;
  };
  const ipSeen = async (a: TestApp, remoteAddress: string, forwardedFor?: string) =>
    (
      await a.app.inject({
        url: '/api/test-ip',
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      })
    ).json<{ ip: string }>().ip;

  it('with a hop count, takes the address the trusted proxy saw, not what the client wrote', async () => {
    const a = await appWith('1');
    // The client wrote "6.6.6.6"; the load balancer appended the real address.
    expect(await ipSeen(a, '10.0.0.5', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeen(a, '10.0.0.5')).toBe('10.0.0.5');
  });

  it('with addresses/CIDRs, believes only those proxies', async () => {
    const a = await appWith('10.0.0.0/8, 192.0.2.1');
    expect(await ipSeen(a, '10.1.2.3', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipSeen(a, '192.0.2.1', '203.0.113.10')).toBe('203.0.113.10');
    // Not a listed proxy: its X-Forwarded-For is ignored.
    expect(await ipSeen(a, '198.51.100.4', '6.6.6.6')).toBe('198.51.100.4');
  });

  it('keeps the per-IP login limit behind a proxy whatever X-Forwarded-For the client sends', async () => {
    // 50 failures per IP per hour, scaled to 5.
    const a = await appWith('1', { RATE_LIMIT_IP_SCALE: '0.1' });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await a.app.inject({
        method: 'POST',
        url: '/api/accounts/login/',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': `6.6.6.${i}, 203.0.113.50` },
        payload: { username: `ninguem${i}@escola.test`, password: 'senha-errada-123', recaptcha: '' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});
