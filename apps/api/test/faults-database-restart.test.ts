import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { inArray } from 'drizzle-orm';
import { fromPostgresUrl, schema } from '@aula/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPrivatePostgres,
  freePort,
  postgresBinDir,
  redisServerPath,
  startApiProcess,
  startPrivateRedis,
  type ManagedProcess,
  type PrivatePostgres,
} from './private-services';

/**
 * The real API process against a PostgreSQL server and a Redis this file owns, killed under load:
 * the process never exits, answers 503 with Retry-After meanwhile, recovers within 5 s and loses
 * no write it confirmed. Runs with the PostgreSQL suite (TEST_DATABASE_URL), like CI.
 */

const OUTAGE_DETAIL = 'Serviço temporariamente indisponível. Tente novamente em instantes.';
const PASSWORD = 'Senha-muito-forte-123!';
const binDir = postgresBinDir();
const redisServer = redisServerPath();
const skipReason = !process.env.TEST_DATABASE_URL
  ? 'defina TEST_DATABASE_URL (a suíte PostgreSQL) para rodar'
  : !binDir
    ? 'binários do PostgreSQL (initdb, pg_ctl) não encontrados em /usr/lib/postgresql/*/bin'
    : !redisServer
      ? 'redis-server não encontrado'
      : null;
if (skipReason) console.warn(`faults-database-restart: pulado — ${skipReason}`);

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface Outcome {
  kind: 'sign-up' | 'profile' | 'read' | 'login';
  startedAt: number;
  endedAt: number;
  /** 0 when the request itself failed (connection refused or reset: the API was not there). */
  status: number;
  /** The body when the answer is a success, its `detail` otherwise. */
  data?: unknown;
  detail?: string;
  retryAfter?: string | null;
  /** The account written to (sign-up, profile) and the name a profile write sent. */
  email?: string;
  firstName?: string;
}

interface Call {
  kind: Outcome['kind'];
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: object;
  token?: string;
  email?: string;
  firstName?: string;
}

describe.skipIf(skipReason !== null)('API when PostgreSQL or Redis goes away', () => {
  let postgres: PrivatePostgres;
  let redis: ManagedProcess;
  let redisPort: number;
  let api: ManagedProcess;
  let baseUrl: string;
  let dataDir: string;
  let signedUp: string | undefined;

  async function call({ kind, method = 'GET', path, body, token, email, firstName }: Call): Promise<Outcome> {
    const startedAt = performance.now();
    const headers: Record<string, string> = {};
    if (body) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const written = { ...(email ? { email } : {}), ...(firstName ? { firstName } : {}) };
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : null,
      });
      const text = await response.text();
      return {
        kind,
        startedAt,
        endedAt: performance.now(),
        status: response.status,
        ...(response.ok
          ? { data: parsed(text) }
          : { detail: (parsed(text) as { detail?: string }).detail ?? text }),
        retryAfter: response.headers.get('retry-after'),
        ...written,
      };
    } catch {
      return { kind, startedAt, endedAt: performance.now(), status: 0, ...written };
    }
  }

  let sequence = 0;
  const signUp = () => {
    const email = `carga-${Date.now()}-${sequence++}@example.com`;
    const body = { first_name: 'Ana', last_name: 'Souza', email, password: PASSWORD, accepted_terms: true };
    return call({ kind: 'sign-up', method: 'POST', path: '/api/accounts/sign-in/', body, email });
  };
  /** A short transaction with no slow work in it: the kill finds many of them open. */
  const renamer = (email: string, token: string) => {
    let version = 0;
    return () => {
      const firstName = `Nome ${++version}`;
      const body = { first_name: firstName, last_name: 'Souza' };
      return call({ kind: 'profile', method: 'PUT', path: '/api/profile/me', body, token, email, firstName });
    };
  };
  const read = () => call({ kind: 'read', path: '/api/payment/subscription-plans/' });
  const login = (email: string) =>
    call({
      kind: 'login',
      method: 'POST',
      path: '/api/accounts/login/',
      body: { username: email, password: PASSWORD },
    });
  const ready = () => call({ kind: 'read', path: '/api/ready' });

  /** Each worker sends its next request as soon as the last one answered, until `stop` resolves. */
  async function underLoad(workers: (() => Promise<Outcome>)[], stop: Promise<void>) {
    const outcomes: Outcome[] = [];
    let stopped = false;
    void stop.then(() => (stopped = true));
    await Promise.all(
      workers.map(async (next) => {
        while (!stopped) outcomes.push(await next());
      }),
    );
    return outcomes;
  }

  async function usersByEmail(emails: string[]) {
    const database = fromPostgresUrl(postgres.url, { max: 1 });
    const { users } = schema;
    try {
      const rows = await database.db
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(inArray(users.email, emails));
      return new Map(rows.map((row) => [row.email, row.firstName]));
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    postgres = await createPrivatePostgres(binDir!);
    redisPort = await freePort();
    redis = await startPrivateRedis(redisServer!, redisPort);
    dataDir = mkdtempSync(join(tmpdir(), 'aula-faults-'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    // Started before PostgreSQL on purpose: the first test is that it waits instead of exiting.
    api = startApiProcess({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
      JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres',
      SEED_DEMO_DATA: 'false',
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      RATE_LIMIT_IP_SCALE: '100000',
    });
  });

  afterAll(async () => {
    await api?.stop();
    await redis?.stop();
    postgres?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('waits for a PostgreSQL that is down at start, with a log line, instead of exiting', async () => {
    const deadline = Date.now() + 30_000;
    while (!api.output().includes('PostgreSQL indisponível')) {
      expect(api.exit, api.output()).toBeNull();
      expect(Date.now(), `sem a linha de espera no log:\n${api.output()}`).toBeLessThan(deadline);
      await sleep(100);
    }
    postgres.start();
    const upAt = performance.now();
    while ((await ready()).status !== 200) {
      expect(api.exit, api.output()).toBeNull();
      expect(performance.now() - upAt, api.output()).toBeLessThan(20_000);
      await sleep(100);
    }
    console.log(`faults: API pronta ${Math.round(performance.now() - upAt)} ms depois do PostgreSQL subir`);
  }, 60_000);

  it('answers 503 while PostgreSQL restarts under load, recovers within 5 s and loses no write', async () => {
    const accounts = await Promise.all([0, 1, 2, 3].map(() => signUp()));
    expect(accounts.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const renamers = accounts.map(({ email, data }) => renamer(email!, (data as { access: string }).access));
    let endLoad!: () => void;
    const loadEnds = new Promise<void>((done) => (endLoad = done));
    const load = underLoad([...renamers, signUp, signUp, read], loadEnds);

    await sleep(1_500);
    postgres.stopImmediately();
    await sleep(1_500);
    const readyDuringOutage = await ready();
    expect(api.exit, api.output()).toBeNull();

    postgres.start();
    const upAt = performance.now();
    while ((await ready()).status !== 200) await sleep(20);
    const readyAfterMs = performance.now() - upAt;
    await sleep(1_500);
    endLoad();
    const outcomes = await load;

    expect(api.exit, api.output()).toBeNull();
    expect(readyDuringOutage.status).toBe(503);
    expect(readyDuringOutage.retryAfter).toBe('5');

    const failures = outcomes.filter((o) => o.status < 200 || o.status >= 300);
    const unavailable = failures.filter((o) => o.status === 503);
    expect(unavailable.length, 'nenhuma requisição caiu durante a queda').toBeGreaterThan(0);
    // Not a 500, not a refused connection: only 503 with the Portuguese message and Retry-After.
    expect(failures.map((o) => [o.kind, o.status, o.detail, o.retryAfter])).toEqual(
      failures.map((o) => [o.kind, 503, OUTAGE_DETAIL, '5']),
    );

    const writeBack = outcomes.find((o) => o.kind !== 'read' && o.status < 300 && o.startedAt > upAt);
    expect(writeBack, 'nenhuma escrita confirmada depois da volta').toBeDefined();
    const writeBackMs = writeBack!.endedAt - upAt;
    expect(readyAfterMs).toBeLessThan(5_000);
    expect(writeBackMs).toBeLessThan(5_000);

    // Every confirmed sign-up exists; every account holds its last confirmed name or a later one
    // (a write can commit and still lose its answer when the connection dies).
    const confirmed = outcomes.filter((o) => o.kind === 'sign-up' && o.status === 201);
    const stored = await usersByEmail([...confirmed, ...accounts].map((o) => o.email!));
    const lost = confirmed.filter((o) => !stored.has(o.email!)).map((o) => o.email);
    for (const { email } of accounts) {
      const writes = outcomes.filter((o) => o.kind === 'profile' && o.email === email);
      const lastConfirmed = writes.findLastIndex((o) => o.status === 200);
      expect(lastConfirmed).toBeGreaterThanOrEqual(0);
      const acceptable = writes.slice(lastConfirmed).map((o) => o.firstName);
      if (!acceptable.includes(stored.get(email!)))
        lost.push(`${email}: ${writes[lastConfirmed]!.firstName}`);
    }
    expect(lost).toEqual([]);
    signedUp = accounts[0]!.email;
    const confirmedWrites = outcomes.filter((o) => o.kind !== 'read' && o.status < 300).length;
    console.log(
      `faults: ${outcomes.length} requisições, ${unavailable.length} respostas 503, ` +
        `${confirmedWrites} escritas confirmadas, ${lost.length} perdidas; ` +
        `/api/ready 200 em ${Math.round(readyAfterMs)} ms e primeira escrita em ` +
        `${Math.round(writeBackMs)} ms depois do PostgreSQL voltar`,
    );
  }, 60_000);

  it('keeps logging in (limits counted in the database) while Redis is down, and never exits', async () => {
    expect(signedUp).toBeDefined();
    const email = signedUp!;
    let endLoad!: () => void;
    const loadEnds = new Promise<void>((done) => (endLoad = done));
    const load = underLoad(
      [0, 1, 2].map(() => () => login(email)),
      loadEnds,
    );
    const limitKeys = async () => {
      const probe = new Redis(`redis://127.0.0.1:${redisPort}/0`);
      try {
        return (await probe.keys('aula:rl:login:*')).length;
      } finally {
        probe.disconnect();
      }
    };
    await sleep(1_000);
    const keysBefore = await limitKeys();
    await redis.stop();
    await sleep(2_000);
    // Still ready (the limits count in the database), and saying Redis is away.
    const readyWithoutRedis = await ready();
    // Started empty (no persistence): keys again mean the API went back to it by itself.
    redis = await startPrivateRedis(redisServer!, redisPort);
    const backAt = performance.now();
    let keysAfter = 0;
    while (keysAfter === 0 && performance.now() - backAt < 5_000) {
      await sleep(250);
      keysAfter = await limitKeys();
    }
    endLoad();
    const outcomes = await load;
    const readyWithRedis = await ready();

    expect([readyWithoutRedis.status, readyWithoutRedis.data]).toEqual([
      200,
      { status: 'ok', database: 'postgres', queue: 'ok', redis: 'unavailable' },
    ]);
    expect(readyWithRedis.data).toEqual({ status: 'ok', database: 'postgres', queue: 'ok', redis: 'ok' });
    expect(keysBefore, 'os limites não estavam no Redis antes da queda').toBeGreaterThan(0);
    expect(keysAfter, 'a API não voltou a contar no Redis').toBeGreaterThan(0);
    expect(api.exit, api.output()).toBeNull();
    expect(outcomes.length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.status !== 200).map((o) => [o.status, o.detail])).toEqual([]);
  }, 60_000);
});
