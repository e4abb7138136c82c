/**
 * How the API answers while hostile PDFs render (`npm run bench:pdf-isolation`, after
 * `npm run build`): starts the built server (`apps/api/dist/server.js`) with a temporary DATA_DIR on
 * a fresh PostgreSQL database of its own (`aula_bench_pdf_*` on TEST_DATABASE_URL's server, dropped
 * at the end), or on the embedded database with BENCH_DATABASE=embedded (which runs inside the API
 * process, so its queries share the event loop), signs up one free teacher through the API as anyone could, gives her the
 * worst lesson the form allows (200,000 characters without a single space), then drives
 * GET /api/health and a catalogue page with autocannon twice: with no PDF rendering, and while ten
 * PDFs of that lesson are always in flight (each one finished is asked again at once). Prints
 * latency p50/p95/p99 and requests/s of both runs, and what the PDFs answered.
 *
 * BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 10) set the load; BENCH_SERVER
 * and BENCH_WORD are described below.
 */
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { createBenchDatabase } from './lib/bench-database';
import { startBuiltServer } from './lib/built-server';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const HOSTILE_PDFS = 10;

// autocannon reports p90 and p97.5 but not p95 unless asked (see bench-content.ts).
const autocannonRequire = createRequire(createRequire(import.meta.url).resolve('autocannon'));
(autocannonRequire('hdr-histogram-percentiles-obj') as { percentiles: number[] }).percentiles.push(95);

/** BENCH_WORD: the hostile word's length (default: the form's maximum). */
const wordLength = Number(process.env.BENCH_WORD ?? 199_993);

const embedded = process.env.BENCH_DATABASE === 'embedded';
const database = embedded ? null : await createBenchDatabase('aula_bench_pdf');
const server = await startBuiltServer({
  DATABASE_URL: database?.url ?? '',
  SEED_DEMO_DATA: 'true',
  // The bench signs up from one address; nothing else is relaxed.
  RATE_LIMIT_IP_SCALE: '100',
}).catch(async (error: unknown) => {
  await database?.drop();
  throw error;
});
const { base } = server;

async function call(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** A new free teacher and her one custom lesson: up to 200,000 characters, not one break. */
async function hostileLesson() {
  const { access } = (await call('POST', '/api/accounts/sign-in/', undefined, {
    first_name: 'Professora',
    last_name: 'Teste',
    email: `bench-${Date.now()}@example.com`,
    password: 'Caderno-Azul-77',
    accepted_terms: true,
  })) as { access: string };
  const plan = await call('POST', '/api/content/custom-lessonplans/', access, { title: 'Livro' });
  const lesson = await call('POST', `/api/content/custom-lessonplans/${plan.id}/lessons/`, access, {
    title: 'Aula hostil',
    content_html: `<p>${'x'.repeat(wordLength)}</p>`,
  });
  return { access, lessonId: lesson.id as number };
}

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

async function measure(path: string, token: string): Promise<Figures> {
  const result = await autocannon({
    url: `${base}${path}`,
    connections,
    duration,
    headers: { authorization: `JWT ${token}` },
  });
  const latency = result.latency as unknown as Record<string, number>;
  return {
    p50: latency.p50!,
    p95: latency.p95!,
    p99: latency.p99!,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

/** Keeps `count` PDFs of the lesson in flight until stopped; counts what they answered. */
function renderContinuously(count: number, access: string, lessonId: number) {
  const statuses = new Map<number, number>();
  const times: number[] = [];
  let running = true;
  const loop = async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${base}/api/content/lessons/${lessonId}/pdf/`, {
        headers: { authorization: `JWT ${access}` },
      });
      await res.arrayBuffer();
      times.push(performance.now() - started);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  const loops = Array.from({ length: count }, loop);
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      times.sort((a, b) => a - b);
      return { statuses, median: times[Math.floor(times.length / 2)] ?? 0 };
    },
  };
}

const row = (name: string, f: Figures) =>
  `${name.padEnd(34)} p50 ${String(f.p50).padStart(4)} ms  p95 ${String(f.p95).padStart(4)} ms  ` +
  `p99 ${String(f.p99).padStart(4)} ms  ${String(f.rps).padStart(5)} req/s  erros ${f.errors}`;

try {
  const { access, lessonId } = await hostileLesson();
  const first = await fetch(`${base}/api/content/lessons/${lessonId}/pdf/`, {
    headers: { authorization: `JWT ${access}` },
  });
  console.log(
    `PDF da aula hostil: ${first.status} ${first.headers.get('content-type')} ` +
      `${(await first.arrayBuffer()).byteLength} bytes`,
  );
  console.log(
    `${embedded ? 'banco embutido (PGlite)' : 'PostgreSQL'}; ${cpus().length} × ${cpus()[0]?.model}, ` +
      `carga ${loadavg()[0]!.toFixed(1)}; ${connections} conexões, ${duration} s por medida\n`,
  );
  const paths = { '/api/health': '/api/health', 'catálogo (página 1)': '/api/content/lessonplans/' };
  for (const [name, path] of Object.entries(paths)) {
    await measure(path, access); // warm-up, not reported
    const quiet = await measure(path, access);
    const load = renderContinuously(HOSTILE_PDFS, access, lessonId);
    const busy = await measure(path, access);
    const pdfs = await load.stop();
    console.log(row(`${name}, sem PDFs`, quiet));
    console.log(row(`${name}, ${HOSTILE_PDFS} PDFs hostis`, busy));
    const answered = [...pdfs.statuses].map(([status, n]) => `${n}× ${status}`).join(', ');
    console.log(`  PDFs durante a medida: ${answered}; mediana ${Math.round(pdfs.median)} ms cada\n`);
  }
} finally {
  await server.stop();
  await database?.drop();
}
