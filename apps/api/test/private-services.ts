import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Servers a fault test owns and may stop at will: a private PostgreSQL cluster, a private Redis
 * and the real API process (never the shared CI servers, which other test files are using).
 */

const repoRoot = resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** The newest PostgreSQL server binaries of the Debian layout (/usr/lib/postgresql/<version>/bin). */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

export function redisServerPath(): string | null {
  try {
    return execFileSync('which', ['redis-server'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` OS user. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export interface PrivatePostgres {
  url: string;
  start(): void;
  /** Like a crash or a kill -9 of the server: no checkpoint, every connection cut. */
  stopImmediately(): void;
  remove(): void;
}

export async function createPrivatePostgres(binDir: string): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'aula-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const dataDir = join(dir, 'data');
  const run = (command: string, args: string[]) => {
    const [file, argv] = asPostgresUser(join(binDir, command), args);
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const stopImmediately = () => {
    run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    running = false;
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      run('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
      running = true;
    },
    stopImmediately,
    remove() {
      if (running) stopImmediately();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ManagedProcess {
  child: ChildProcess;
  /** The last lines it wrote (stdout and stderr). */
  output(): string;
  /** Set once the process has exited, with its code or signal. */
  exit: { code: number | null; signal: NodeJS.Signals | null } | null;
  stop(): Promise<void>;
}

function manage(child: ChildProcess): ManagedProcess {
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const managed: ManagedProcess = {
    child,
    output: () => log,
    exit: null,
    stop: () =>
      new Promise((done) => {
        if (managed.exit) return done();
        const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(kill);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
  child.on('exit', (code, signal) => {
    managed.exit = { code, signal };
  });
  return managed;
}

export async function startPrivateRedis(serverPath: string, port: number): Promise<ManagedProcess> {
  const redis = manage(
    spawn(serverPath, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const deadline = Date.now() + 10_000;
  while (!redis.output().includes('Ready to accept connections')) {
    if (redis.exit || Date.now() > deadline) throw new Error(`redis-server não subiu:\n${redis.output()}`);
    await new Promise((done) => setTimeout(done, 50));
  }
  return redis;
}

/** The real server (apps/api/src/server.ts through tsx), as production runs it with DATABASE_URL. */
export function startApiProcess(env: Record<string, string>): ManagedProcess {
  return manage(
    spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

export function haproxyPath(): string | null {
  for (const path of ['/usr/sbin/haproxy', '/usr/bin/haproxy']) if (existsSync(path)) return path;
  return null;
}

/**
 * HAProxy in front of the given servers, round robin, each checked on /api/ready (the config the
 * README shows for production). Answers carry `x-served-by` with the server's name.
 */
export async function startBalancer(
  haproxy: string,
  port: number,
  servers: { name: string; port: number }[],
): Promise<ManagedProcess & { config: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'aula-haproxy-'));
  const config = [
    'global',
    '  maxconn 512',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  retries 2',
    '  option redispatch',
    `frontend aula`,
    `  bind 127.0.0.1:${port}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/ready',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 2',
    '  http-response set-header x-served-by %s',
    ...servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`),
    '',
  ].join('\n');
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  const balancer = manage(spawn(haproxy, ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] }));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (balancer.exit) throw new Error(`haproxy não subiu:\n${balancer.output()}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (up?.ok) break;
    if (Date.now() > deadline) throw new Error(`haproxy não respondeu:\n${balancer.output()}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  const stop = balancer.stop;
  return Object.assign(balancer, {
    config,
    stop: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  });
}
