import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { fromPostgresUrl, type DatabaseHandle } from '@aula/db';
import { expect } from 'vitest';
import { startPagarmeSandbox, type PagarmeSandbox } from '../src/sandbox/pagarme-sandbox';
import { seedDemoPayments } from '../src/seed/demo-payments';
import { PUBLIC_KEY, SECRET_KEY, startReceiver } from './pagarme-helpers';
import { freePort, startApiProcess, startBalancer, type ManagedProcess } from './private-services';
import { GOOD_PASSWORD } from './users';

// The cluster of the multi-instance tests (multi-instance*.test.ts), which each file starts for itself.

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface Answer {
  status: number;
  servedBy: string | null;
  body: Record<string, unknown>;
}

/**
 * Two real API processes on a database of their own on the PostgreSQL at `serverUrl`, behind a
 * real HAProxy that alternates between them. `stop` takes it all down (also after a failed start).
 */
export async function startCluster(serverUrl: string, haproxy: string) {
  const databaseName = `aula_multi_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let admin: DatabaseHandle;
  let database: DatabaseHandle;
  let instances: Record<'a' | 'b', ManagedProcess & { port: number }>;
  let balancer: ManagedProcess;
  let balancerUrl: string;
  let sandbox: PagarmeSandbox;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const dataDirs: string[] = [];

  async function call(
    path: string,
    options: { method?: string; body?: object; token?: string; base?: string; headers?: object } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (options.body) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `JWT ${options.token}`;
    const response = await fetch(`${options.base ?? balancerUrl}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body ? JSON.stringify(options.body) : null,
    });
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { text };
    }
    return { status: response.status, servedBy: response.headers.get('x-served-by'), body };
  }

  const signUp = async () => {
    const email = `multi-${randomUUID()}@escola.test`;
    const answer = await call('/api/accounts/sign-in/', {
      method: 'POST',
      body: { first_name: 'Ana', last_name: 'Souza', email, password: GOOD_PASSWORD, accepted_terms: true },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return { email, access: String(answer.body.access), refresh: String(answer.body.refresh) };
  };

  async function untilReady(base: string, process: ManagedProcess) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (process.exit) throw new Error(`a API saiu ao iniciar:\n${process.output()}`);
      const ready = await fetch(`${base}/api/ready`).catch(() => null);
      if (ready?.status === 200) return;
      if (Date.now() > deadline) throw new Error(`a API não ficou pronta:\n${process.output()}`);
      await sleep(200);
    }
  }

  const stop = async () => {
    await balancer?.stop();
    await Promise.all(Object.values(instances ?? {}).map((api) => api.stop()));
    await sandbox?.close();
    await receiver?.close();
    await database?.close();
    await admin?.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
    await admin?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };

  try {
    admin = fromPostgresUrl(serverUrl, { max: 1 });
    await admin.db.execute(sql.raw(`CREATE DATABASE ${databaseName}`));
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    receiver = await startReceiver();
    sandbox = await startPagarmeSandbox({
      publicKey: PUBLIC_KEY,
      secretKey: SECRET_KEY,
      webhookUrl: receiver.url,
    });
    const balancerPort = await freePort();
    balancerUrl = `http://127.0.0.1:${balancerPort}`;
    const start = async () => {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'aula-multi-'));
      dataDirs.push(dataDir);
      const api = startApiProcess({
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: balancerUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
        JWT_SECRET: 'segredo-das-duas-instancias-com-mais-de-32-caracteres',
        SEED_DEMO_DATA: 'false',
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        // A school behind one address: only the per-account login limit is under test here.
        RATE_LIMIT_IP_SCALE: '100000',
        PAGARME_API_URL: sandbox.url,
        PAGARME_PUBLIC_KEY: PUBLIC_KEY,
        PAGARME_SECRET_KEY: SECRET_KEY,
        PAGARME_JWKS_URL: sandbox.jwksUrl,
        CEP_SERVICE_URL: sandbox.cepServiceUrl,
      });
      return Object.assign(api, { port });
    };
    // Started together on an empty database: migrations and seeds must not trip over each other.
    instances = { a: await start(), b: await start() };
    await Promise.all(Object.values(instances).map((api) => untilReady(`http://127.0.0.1:${api.port}`, api)));
    balancer = await startBalancer(haproxy, balancerPort, [
      { name: 'a', port: instances.a.port },
      { name: 'b', port: instances.b.port },
    ]);
    database = fromPostgresUrl(url.toString(), { max: 2 });
    await seedDemoPayments(database.db);
    // Both servers in rotation (each passed its health check) before the journeys start.
    const deadline = Date.now() + 15_000;
    const seen = new Set<string | null>();
    while (seen.size < 2 && Date.now() < deadline) seen.add((await call('/api/health')).servedBy);
    expect([...seen].sort()).toEqual(['a', 'b']);
  } catch (error) {
    await stop();
    throw error;
  }
  return { database, instances, balancerUrl, sandbox, receiver, call, signUp, stop };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
