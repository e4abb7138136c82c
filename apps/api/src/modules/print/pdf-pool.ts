import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PdfJob, PdfWorkerMessage } from './pdf-job';

export interface PdfLimits {
  /** Worker threads drawing at once. */
  workers: number;
  /** Longest one document may take to draw, from the moment a worker starts it. */
  timeMs: number;
  /** A worker's JavaScript heap; past it only that worker dies. */
  memoryMb: number;
  /** Documents that may wait for a worker; more are refused as busy. */
  queue: number;
}

/** Why a document was not drawn: too slow, too big, it broke the drawing, or too many waiting. */
export class PdfFailure extends Error {
  constructor(
    readonly reason: 'time' | 'memory' | 'error' | 'busy',
    detail: string = reason,
  ) {
    super(`PDF: ${detail}`);
    this.name = 'PdfFailure';
  }
}

/**
 * What a worker runs: the bundle tsup writes beside this code's chunk in dist, or, when the API runs
 * from sources (tsx, vitest), a bootstrap that registers tsx in the worker and imports the source.
 */
function workerEntry(): { code: URL | string; eval: boolean } {
  const built = new URL('./pdf-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { code: built, eval: false };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(
    /\.cjs$/,
    '.mjs',
  );
  const source = new URL('./pdf-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return { code, eval: true };
}

interface Task {
  job: PdfJob;
  resolve(bytes: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  timer?: NodeJS.Timeout;
  gone: boolean;
}

/**
 * PDFs are drawn in worker threads, never on the event loop: each document has a time and a heap
 * limit, and one that breaks them ends its own worker (replaced on the next document), so the
 * request answers 422 and the rest of the API goes on as if nothing happened.
 */
export function pdfPool(limits: PdfLimits, onFailure: (failure: PdfFailure) => void = () => {}) {
  const entry = workerEntry();
  const idle: Slot[] = [];
  const starting = new Set<Slot>();
  const busy = new Set<Slot>();
  const queue: Task[] = [];
  let closed = false;

  const take = (slot: Slot) => {
    clearTimeout(slot.timer);
    const task = slot.task;
    slot.task = null;
    busy.delete(slot);
    return task;
  };

  const discard = (slot: Slot) => {
    if (slot.gone) return;
    slot.gone = true;
    starting.delete(slot);
    const index = idle.indexOf(slot);
    if (index >= 0) idle.splice(index, 1);
    void slot.worker.terminate();
  };

  const fail = (slot: Slot, error: PdfFailure) => {
    onFailure(error);
    // A worker that dies while starting fails the next document rather than leave it waiting.
    const task = starting.has(slot) ? (queue.shift() ?? null) : take(slot);
    discard(slot);
    task?.reject(error);
    dispatch();
  };

  function spawn() {
    const worker = new Worker(entry.code, {
      eval: entry.eval,
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32 },
    });
    // A worker never keeps the process alive: the server (or a test) decides when it ends.
    worker.unref();
    const slot: Slot = { worker, task: null, gone: false };
    starting.add(slot);
    worker.on('message', (message: PdfWorkerMessage) => {
      if (slot.gone) return;
      if ('ready' in message) starting.delete(slot);
      const task = take(slot);
      idle.push(slot);
      if (task && 'ok' in message) {
        if (message.ok) {
          const { bytes } = message;
          task.resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
        } else {
          const failure = new PdfFailure('error', message.message);
          onFailure(failure);
          task.reject(failure);
        }
      }
      dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) =>
      fail(
        slot,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new PdfFailure('memory')
          : new PdfFailure('error', error.message),
      ),
    );
    worker.on('exit', (code) => {
      if (!slot.gone) fail(slot, new PdfFailure('error', `worker exited with ${code}`));
    });
  }

  function dispatch() {
    if (closed) return;
    while (queue.length > 0 && idle.length > 0) {
      const slot = idle.pop()!;
      const task = queue.shift()!;
      slot.task = task;
      busy.add(slot);
      // The time limit counts from here: a worker's start-up (loading pdfkit) is not the document's.
      slot.timer = setTimeout(() => fail(slot, new PdfFailure('time')), limits.timeMs);
      slot.worker.postMessage(task.job);
    }
    const wanted = Math.min(queue.length, limits.workers - busy.size - idle.length) - starting.size;
    for (let i = 0; i < wanted; i++) spawn();
  }

  return {
    render(job: PdfJob): Promise<Buffer> {
      if (closed) return Promise.reject(new PdfFailure('error', 'closed'));
      if (queue.length >= limits.queue) return Promise.reject(new PdfFailure('busy'));
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        dispatch();
      });
    },

    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new PdfFailure('error', 'closed'));
      for (const slot of [...idle, ...starting, ...busy]) {
        take(slot)?.reject(new PdfFailure('error', 'closed'));
        discard(slot);
      }
    },
  };
}

export type PdfPool = ReturnType<typeof pdfPool>;
