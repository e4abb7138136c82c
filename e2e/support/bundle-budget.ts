import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the web build (apps/web/build/bundle-map.ts). */
export interface BundleMap {
  entry: string;
  chunks: Record<string, { imports: string[]; modules: string[] }>;
}
export type RouteChunks = Record<string, string[]>;

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
