import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@aula/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../src/sandbox/pagarme-sandbox';
import { multipartFile, samplePdf } from './multipart';
import { tokenize } from './pagarme-helpers';
import { PAYMENT_DATA } from './payment-data';
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
  let balancerUrl: string;
  let sandbox: Cluster['sandbox'];
  let receiver: Cluster['receiver'];
  const call: Cluster['call'] = (...args) => cluster.call(...args);
  const signUp = () => cluster.signUp();

  beforeAll(async () => {
    cluster = await startCluster(serverUrl!, haproxy!);
    ({ database, instances, balancerUrl, sandbox, receiver } = cluster);
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

  it('downloads from one instance a file uploaded through the other, also by byte range', async () => {
    const teacher = await signUp();
    const pdf = Buffer.concat([samplePdf, Buffer.from(`% ${randomUUID()}\n`)]);
    const body = multipartFile('Ficha da horta.pdf', pdf);
    const uploaded = await fetch(`${balancerUrl}/api/content/custom-lessonplans/uploads/`, {
      method: 'POST',
      headers: { ...body.headers, authorization: `JWT ${teacher.access}` },
      body: body.payload,
    });
    expect(uploaded.status).toBe(201);
    const file = (await uploaded.json()) as { url: string };
    const download = async (headers: Record<string, string> = {}) => {
      const response = await fetch(`${balancerUrl}${file.url}`, { headers });
      return {
        status: response.status,
        servedBy: response.headers.get('x-served-by'),
        range: response.headers.get('content-range'),
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    };
    const whole = await download();
    expect(whole.status).toBe(200);
    expect(whole.servedBy).not.toBe(uploaded.headers.get('x-served-by'));
    expect(whole.bytes.equals(pdf)).toBe(true);
    const part = await download({ range: 'bytes=0-7' });
    expect(part.servedBy).not.toBe(whole.servedBy);
    expect([part.status, part.range, part.bytes.toString()]).toEqual([
      206,
      `bytes 0-7/${pdf.length}`,
      '%PDF-1.4',
    ]);
  });

  it('processes a webhook delivered to both instances exactly once', async () => {
    const teacher = await signUp();
    const paymentData = await call('/api/payment/user-payment-data', {
      method: 'PUT',
      token: teacher.access,
      body: PAYMENT_DATA,
    });
    expect(paymentData.status, JSON.stringify(paymentData.body)).toBe(200);
    const [monthly] = await database.db
      .select({ id: schema.subscriptionPlans.id })
      .from(schema.subscriptionPlans)
      .where(eq(schema.subscriptionPlans.name, 'Mensal'));
    const before = receiver.received.length;
    const subscribed = await call('/api/payment/subscriptions/', {
      method: 'POST',
      token: teacher.access,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        subscription_plan: monthly!.id,
        card_token: (await tokenize(sandbox.url, TEST_CARDS.approved)).id,
      },
    });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
    await sandbox.webhooks.idle();
    const hooks = receiver.received.slice(before);
    expect(hooks.length).toBeGreaterThan(0);

    // Each signed delivery reaches both instances at the same time (a provider retry racing the first).
    for (const hook of hooks) {
      const deliveries = await Promise.all(
        Object.values(instances).map((api) =>
          fetch(`http://127.0.0.1:${api.port}/api/payment/webhooks/pagarme/`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-webhook-asymmetric-signature': String(hook.headers['x-webhook-asymmetric-signature']),
            },
            body: hook.rawBody,
          }),
        ),
      );
      expect(deliveries.map((response) => response.status)).toEqual([200, 200]);
    }
    const eventIds = hooks.map((hook) => String((JSON.parse(hook.rawBody) as { id: string }).id));
    const deadline = Date.now() + 15_000;
    let events: { eventId: string | null; status: string }[] = [];
    for (;;) {
      events = await database.db
        .select({ eventId: schema.webhookEvents.eventId, status: schema.webhookEvents.status })
        .from(schema.webhookEvents)
        .where(inArray(schema.webhookEvents.eventId, eventIds));
      if (events.every((event) => event.status === 'processed') || Date.now() > deadline) break;
      await sleep(100);
    }
    expect(events.map((event) => event.eventId).sort()).toEqual([...new Set(eventIds)].sort());
    expect(events.map((event) => event.status)).toEqual(events.map(() => 'processed'));
    const paidOrders = await database.db
      .select({ id: schema.orders.id })
      .from(schema.orders)
      .innerJoin(schema.users, eq(schema.users.id, schema.orders.userId))
      .where(eq(schema.users.email, teacher.email));
    expect(paidOrders).toHaveLength(1);
  });

  it(
    'runs the once-a-minute payment sweep once per minute across both instances',
    { timeout: 90_000 },
    async () => {
      const perMinute = async () =>
        (
          await database.executeSql(
            `select date_trunc('minute', created_on)::text as minute, count(*)::int as runs,
             count(*) filter (where state = 'completed')::int as completed
           from pgboss.job where name = 'payments-sweep' group by 1 order by 1`,
          )
        ).rows as { minute: string; runs: number; completed: number }[];
      // Each instance looks at the schedule every 30 s; the first minute's sweep comes within about one look.
      const deadline = Date.now() + 80_000;
      while (!(await perMinute()).some((slot) => slot.completed > 0) && Date.now() < deadline)
        await sleep(500);
      const slots = await perMinute();
      expect(slots.filter((slot) => slot.completed > 0).length).toBeGreaterThan(0);
      expect(slots.map((slot) => slot.runs)).toEqual(slots.map(() => 1));
    },
  );

  // Last: it kills instance b.
  it('takes a killed instance out of rotation and loses no confirmed write', async () => {
    const writers = await Promise.all([0, 1, 2].map(() => signUp()));
    interface Write {
      email: string;
      firstName: string;
      status: number;
      servedBy: string | null;
      startedAt: number;
    }
    const writes: Write[] = [];
    let stopped = false;
    const load = Promise.all(
      writers.map(async ({ email, access }) => {
        for (let version = 1; !stopped; version++) {
          const firstName = `Nome ${version}`;
          const startedAt = performance.now();
          const answer = await call('/api/profile/me', {
            method: 'PUT',
            token: access,
            body: { first_name: firstName, last_name: 'Souza' },
          }).catch((error: Error) => ({
            status: 0,
            servedBy: String((error.cause as Error | undefined)?.message ?? error.message),
          }));
          writes.push({ email, firstName, status: answer.status, servedBy: answer.servedBy, startedAt });
        }
      }),
    );
    await sleep(1_500);
    instances.b.child.kill('SIGKILL');
    const killedAt = performance.now();
    await sleep(3_000);
    stopped = true;
    await load;

    // The balancer's check (500 ms, two misses) takes b out; after that every write lands on a.
    const settled = writes.filter((write) => write.startedAt > killedAt + 1_500);
    expect(settled.length).toBeGreaterThan(0);
    expect(settled.map((write) => [write.status, write.servedBy])).toEqual(settled.map(() => [200, 'a']));
    // Only requests sent to b before the check took it out may fail: the balancer's 502, or the
    // connection it closes so that the client may retry.
    const failed = writes.filter((write) => write.status !== 200);
    const unexpected = failed.filter(
      (write) =>
        ![502, 0].includes(write.status) ||
        write.startedAt < killedAt - 1_000 ||
        write.startedAt > killedAt + 1_500,
    );
    expect(
      unexpected.map((write) => [write.status, write.servedBy, Math.round(write.startedAt - killedAt)]),
    ).toEqual([]);

    const stored = new Map(
      (
        await database.db
          .select({ email: schema.users.email, firstName: schema.users.firstName })
          .from(schema.users)
          .where(
            inArray(
              schema.users.email,
              writers.map((writer) => writer.email),
            ),
          )
      ).map((row) => [row.email, row.firstName]),
    );
    for (const { email } of writers) {
      const mine = writes.filter((write) => write.email === email);
      const lastConfirmed = mine.findLastIndex((write) => write.status === 200);
      expect(lastConfirmed).toBeGreaterThanOrEqual(0);
      // A write can commit and lose its answer with the process: the last confirmed name or a later one.
      expect(mine.slice(lastConfirmed).map((write) => write.firstName)).toContain(stored.get(email));
    }
    console.log(
      `várias instâncias: ${writes.length} escritas, ${failed.length} sem resposta ` +
        `no ar ao matar b, ${settled.length} depois, todas em a`,
    );
  }, 30_000);
});
