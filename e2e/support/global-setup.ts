import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot } from './paths';
import { E2E_STAFF_PASSWORD } from './accounts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's DATA_DIR (e-mails land in <dataDir>/outbox); "" for an external server without E2E_DATA_DIR. */
    dataDir: string;
  }
}

const READY_TIMEOUT_MS = 180_000;

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} saiu com código ${code}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForReady(baseURL: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`O servidor saiu com código ${server.exitCode} antes de ficar pronto.\n${output()}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/ready`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET /api/ready não respondeu 200 em ${READY_TIMEOUT_MS / 1000} s.\n${output()}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/**
 * Builds the app (unless E2E_SKIP_BUILD=1) and starts the real server on a free port with a fresh
 * embedded database. E2E_BASE_URL points the specs at an already running server instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    project.provide('dataDir', process.env.E2E_DATA_DIR ?? '');
    return undefined;
  }
  // vitest sets NODE_ENV=test, and Vite would then bundle React's development build.
  if (process.env.E2E_SKIP_BUILD !== '1')
    await run('npm', ['run', 'build'], { ...process.env, NODE_ENV: 'production' });

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-e2e-'));
  // Served from a copy, so a build started meanwhile (npm start, another run) cannot swap the
  // assets under the running journeys.
  const webDist = join(dataDir, 'web');
  await cp(join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      WEB_DIST_DIR: webDist,
      // Not 'production': production refuses demo data, and the journeys use the demo accounts.
      NODE_ENV: 'test',
      DEMO_STAFF_PASSWORD: E2E_STAFF_PASSWORD,
      LOG_LEVEL: 'warn',
      // Every journey signs up from 127.0.0.1, like a whole school behind one IP.
      RATE_LIMIT_IP_SCALE: '50',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(chunk);
  });

  try {
    await waitForReady(baseURL, server, () => log);
  } catch (error) {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);

  return async () => {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  };
}
