import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haproxyPath } from './private-services';
import { createUser, GOOD_PASSWORD } from './users';
import { type Cluster, sleep, startCluster } from './multi-instance-setup';

/**
 * Two real API processes on one PostgreSQL (the CI server, a database of their own) and the CI
 * Redis, behind a real HAProxy that alternates between them: they must behave as one server.
 * Runs with the PostgreSQL suite (TEST_DATABASE_URL), like CI.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const haproxy = haproxyPath();
if (serverUrl && !haproxy)
  throw new Error('multi-instance: instale o HAProxy (apt-get install -y haproxy) — .ci/run instala');

describe.runIf(serverUrl)('two API instances behind HAProxy', () => {
  let cluster: Cluster;
  let database: Cluster['database'];
  let instances: Cluster['instances'];
  const call: Cluster['call'] = (...args) => cluster.call(...args);
  const signUp = () => cluster.signUp();

  beforeAll(async () => {
    cluster = await startCluster(serverUrl!, haproxy!);
    ({ database, instances } = cluster);
  }, 120_000);

  afterAll(() => cluster?.stop());

  it('alternates requests between the two instances', async () => {
    const servedBy = [];
    for (let i = 0; i < 6; i++) servedBy.push((await call('/api/health')).servedBy);
    expect(new Set(servedBy)).toEqual(new Set(['a', 'b']));
    for (let i = 1; i < servedBy.length; i++) expect(servedBy[i]).not.toBe(servedBy[i - 1]);
  });

  it('logs in on one, refreshes on the other, and catches a replayed refresh token on either', async () => {
    const { email } = await signUp();
    const login = await call('/api/accounts/login/', {
      method: 'POST',
      body: { username: email, password: GOOD_PASSWORD },
    });
    expect(login.status).toBe(200);
    const first = await call('/api/accounts/refresh-token/', {
      method: 'POST',
      body: { refresh: login.body.refresh },
    });
    expect(first.status).toBe(200);
    expect(first.servedBy).not.toBe(login.servedBy);
    const second = await call('/api/accounts/refresh-token/', {
      method: 'POST',
      body: { refresh: first.body.refresh },
    });
    expect(second.status).toBe(200);
    expect(second.servedBy).not.toBe(first.servedBy);
    const me = await call('/api/profile/me', { token: String(second.body.access) });
    expect(me.status).toBe(200);

    // The login's token was replaced two generations ago: a replay ends the whole session.
    const replay = await call('/api/accounts/refresh-token/', {
      method: 'POST',
      body: { refresh: login.body.refresh },
    });
    expect(replay.status).toBe(401);
    const afterReplay = await call('/api/accounts/refresh-token/', {
      method: 'POST',
      body: { refresh: second.body.refresh },
    });
    expect(afterReplay.status).toBe(401);
    expect(afterReplay.servedBy).not.toBe(replay.servedBy);
  });

  it('refuses on the other instance, within a second, a session logged out on one', async () => {
    const { access, refresh } = await signUp();
    const on = (name: 'a' | 'b') => `http://127.0.0.1:${instances[name].port}`;
    // Read twice on b: from then on b answers it from memory.
    for (let i = 0; i < 2; i++)
      expect((await call('/api/profile/me', { token: access, base: on('b') })).status).toBe(200);
    const out = await call('/api/accounts/logout/', { method: 'POST', body: { refresh }, base: on('a') });
    expect(out.status).toBe(200);
    const loggedOutAt = performance.now();
    while ((await call('/api/profile/me', { token: access, base: on('b') })).status !== 401) {
      expect(performance.now() - loggedOutAt, 'b ainda aceita a sessão encerrada em a').toBeLessThan(1_000);
      await sleep(20);
    }
  });

  it('counts login failures of one account across both instances', async () => {
    const { email } = await signUp();
    const attempt = (password: string) =>
      call('/api/accounts/login/', { method: 'POST', body: { username: email, password } });
    const failures = [];
    for (let i = 0; i < 10; i++) failures.push(await attempt('senha-errada-123'));
    expect(failures.map((answer) => answer.status)).toEqual(Array(10).fill(401));
    expect(new Set(failures.map((answer) => answer.servedBy))).toEqual(new Set(['a', 'b']));
    const blocked = await attempt(GOOD_PASSWORD);
    expect(blocked.status).toBe(429);
    const blockedOnTheOther = await attempt(GOOD_PASSWORD);
    expect(blockedOnTheOther.status).toBe(429);
    expect(blockedOnTheOther.servedBy).not.toBe(blocked.servedBy);
  });

  it('serves a catalogue change made through one instance from the other at once', async () => {
    const staff = await createUser(database.db, { isStaff: true });
    const staffLogin = await call('/api/accounts/login/', {
      method: 'POST',
      body: { username: staff.email, password: staff.password },
    });
    expect(staffLogin.status).toBe(200);
    const staffToken = String(staffLogin.body.access);
    const teacher = await signUp();
    const title = `Horta na escola ${randomUUID().slice(0, 8)}`;
    const findIt = async (text: string) => {
      const answer = await call(`/api/content/lessonplans/?search=${encodeURIComponent(text)}`, {
        token: teacher.access,
      });
      expect(answer.status).toBe(200);
      return { answer, titles: (answer.body.results as { title: string }[]).map((plan) => plan.title) };
    };
    // Read (and cached) on both instances before the change.
    expect((await findIt(title)).titles).toEqual([]);
    expect((await findIt(title)).titles).toEqual([]);

    const created = await call('/api/admin/content/lessonplans', {
      method: 'POST',
      token: staffToken,
      body: {
        title,
        description: 'Plantio e cuidado de uma horta.',
        etapa: 'fundamental-1',
        ano: 'ef-3',
        componente: 'ciencias',
        published: true,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const found = await findIt(title);
    expect(found.answer.servedBy).not.toBe(created.servedBy);
    expect(found.titles).toEqual([title]);

    const renamed = `${title} e compostagem`;
    const patched = await call(`/api/admin/content/lessonplans/${String(created.body.id)}`, {
      method: 'PATCH',
      token: staffToken,
      body: { title: renamed },
    });
    expect(patched.status).toBe(200);
    const afterRename = await findIt(title);
    expect(afterRename.answer.servedBy).not.toBe(patched.servedBy);
    expect(afterRename.titles).toEqual([renamed]);
  });
});
