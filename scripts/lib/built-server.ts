import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** BENCH_SERVER: another build's server.js (e.g. one from before a change, to compare). */
const serverFile = process.env.BENCH_SERVER ?? join(root, 'apps/api/dist/server.js');

/**
 * The node options `npm run serve` starts the server with (package.json), so a bench runs it as
 * production does; BENCH_NODE_OPTIONS replaces them (e.g. empty, to measure another build as it ran).
 */
function serveNodeOptions(): string[] {
  const chosen = process.env.BENCH_NODE_OPTIONS;
  if (chosen !== undefined) return chosen.split(' ').filter(Boolean);
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const options = /^node ((?:--\S+ )*)apps\/api\/dist\/server\.js$/.exec(scripts.serve ?? '')?.[1];
  if (options === undefined) throw new Error(`package.json: "serve" inesperado: ${scripts.serve}`);
  return options.split(' ').filter(Boolean);
}

/** A port nothing listens on: the one the system hands a throwaway server. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts the built API (`apps/api/dist/server.js`, or BENCH_SERVER) as a process of its own on a
 * free port with a temporary DATA_DIR and the node options of `npm run serve`, and waits until it
 * answers. `env` adds to (or overrides) the bench's environment; `nodeOptions` are added to node's
 * (e.g. --heapsnapshot-signal), `cwd` is where the process runs (heap snapshots land there).
 */
export async function startBuiltServer(
  env: Record<string, string>,
  options: { nodeOptions?: string[]; cwd?: string } = {},
) {
  if (!existsSync(serverFile))
    throw new Error(`Falta o build (${serverFile}): rode \`npm run build\` antes.`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'aula-bench-server-'));
  const nodeOptions = [...serveNodeOptions(), ...(options.nodeOptions ?? [])];
  const server = spawn(process.execPath, [...nodeOptions, serverFile], {
    env: {
      ...process.env,
      JWT_SECRET: 'segredo-do-benchmark-com-mais-de-32-caracteres',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    cwd: options.cwd ?? process.cwd(),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      if (server.exitCode !== null)
        throw new Error(`O servidor saiu ao iniciar (código ${server.exitCode}).`);
      if (i >= 600) throw new Error('O servidor não respondeu em 150 s.');
      const health = await fetch(`${base}/api/health`).catch(() => null);
      if (health?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: server.pid!, nodeOptions, signal: (name: NodeJS.Signals) => server.kill(name), stop };
}
