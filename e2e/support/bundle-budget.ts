import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the web build (apps/web/build/bundle-map.ts). */
export interface BundleMap {
  entry: string;
  chunks: Record<string, { imports: string[]; modules: string[] }>;
}
export type RouteChunks = Record<string, string[]>;

/** `target` is the goal of issue 18; `limit` is what the check enforces today (see the spec). */
export interface Budget {
  target: number;
  limit: number;
}

export interface PageWeight {
  name: string;
  files: string[];
  brotli: number;
  gzip: number;
  raw: number;
  budget: Budget;
}

/** Files this small are sent as they are (see apps/web/build/precompress.ts). */
const UNCOMPRESSED_MAX = 1024;

/** Sizes as sent: the .br and .gz files the build made beside each asset. */
function transferSizes(distDir: string, file: string) {
  const path = join(distDir, file);
  const raw = statSync(path).size;
  const sizeOf = (compressed: string) => {
    if (existsSync(compressed)) return statSync(compressed).size;
    if (raw < UNCOMPRESSED_MAX) return raw;
    throw new Error(`Falta ${compressed}: o build não pré-comprimiu.`);
  };
  return { raw, brotli: sizeOf(`${path}.br`), gzip: sizeOf(`${path}.gz`) };
}

export function pageWeights(
  distDir: string,
  routes: RouteChunks,
  names: string[],
  budgetOf: (name: string) => Budget,
): PageWeight[] {
  return names.map((name) => {
    const files = routes[name] ?? [];
    const total = { raw: 0, brotli: 0, gzip: 0 };
    for (const file of files) {
      const size = transferSizes(distDir, file);
      total.raw += size.raw;
      total.brotli += size.brotli;
      total.gzip += size.gzip;
    }
    return { name, files, ...total, budget: budgetOf(name) };
  });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** page → bytes (brotli, gzip, raw) → target and limit, then the files of each page. */
export function budgetTable(pages: PageWeight[], paths: Record<string, string>): string {
  const lines = ['página | brotli | gzip | sem compressão | meta | limite | arquivos'];
  for (const page of pages) {
    const { target, limit } = page.budget;
    const verdict = page.brotli > limit ? ' ESTOUROU' : page.brotli > target ? ' acima da meta' : '';
    const files = page.files.map((file) => file.replace(/^assets\//, '')).join(' ');
    lines.push(
      `${paths[page.name] ?? page.name} | ${kb(page.brotli)} | ${kb(page.gzip)} | ${kb(page.raw)} | ${kb(target)} | ${kb(limit)}${verdict} | ${page.files.length}: ${files}`,
    );
  }
  return lines.join('\n');
}

/** Packages bundled from more than one installed copy (e.g. two versions of zod), with those copies. */
export function duplicatePackages(map: BundleMap): Record<string, string[]> {
  const copies = new Map<string, Set<string>>();
  for (const chunk of Object.values(map.chunks)) {
    for (const module of chunk.modules) {
      const match = /^(.*node_modules\/)((?:@[^/]+\/)?[^/]+)\//.exec(module);
      if (!match?.[1] || !match[2]) continue;
      const dirs = copies.get(match[2]) ?? new Set<string>();
      dirs.add(match[1] + match[2]);
      copies.set(match[2], dirs);
    }
  }
  return Object.fromEntries(
    [...copies].filter(([, dirs]) => dirs.size > 1).map(([name, dirs]) => [name, [...dirs]]),
  );
}

/** One of the build's .vite/*.json files. */
export function readBuildJson<T>(distDir: string, name: 'bundle-map.json' | 'route-chunks.json'): T {
  const file = join(distDir, '.vite', name);
  if (!existsSync(file)) throw new Error(`Falta ${file}: rode "npm run build".`);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}
