import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { routeScreens } from './route-modules';

export interface BundleMap {
  /** The chunk index.html loads. */
  entry: string;
  /** Each JavaScript chunk: the chunks it imports statically and the source modules it holds (paths from apps/web). */
  chunks: Record<string, { imports: string[]; modules: string[] }>;
}

/** For each `spaRoutes` name, the JavaScript files a first visit to it loads (entry included). */
export type RouteChunks = Record<string, string[]>;

/** The build's .vite/route-chunks.json (written by `bundleMap` below). */
export function readRouteChunks(outDir: string): RouteChunks {
  return JSON.parse(readFileSync(join(outDir, '.vite/route-chunks.json'), 'utf8')) as RouteChunks;
}

function chunkOf(map: BundleMap, module: string): string {
  const found = Object.entries(map.chunks).find(([, chunk]) => chunk.modules.includes(module));
  if (!found) throw new Error(`Nenhum chunk contém ${module}.`);
  return found[0];
}

/** What the entry (src/main.tsx) imports once the page is painted: the app, which every visit loads. */
const APP_MODULE = 'src/start.tsx';

/**
 * The entry chunk, the app's and, for each lazy module of the screen, its chunk; each with what it
 * imports statically.
 */
export function firstVisitFiles(map: BundleMap, modules: string[]): string[] {
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of map.chunks[file]?.imports ?? []) add(imported);
  };
  add(map.entry);
  for (const module of [APP_MODULE, ...modules]) add(chunkOf(map, module));
  return [...files].sort();
}

/**
 * The chunk with the UI runtime (Preact, build/preact-react.ts) must not import another chunk: if it
 * did, the two would import each other and a library could create its contexts before Preact's module
 * had run, so they would share one broken id and read each other's values (the theme as the style cache).
 */
function assertRuntimeChunkImportsNothing(map: BundleMap): void {
  const runtime = chunkOf(map, 'build/preact-react.ts');
  const imports = map.chunks[runtime]?.imports ?? [];
  if (imports.length > 0) {
    throw new Error(
      `${runtime} (Preact) importa ${imports.join(', ')}: ele deve ser folha (vite.config.ts, vendorChunks).`,
    );
  }
}

/**
 * Writes .vite/bundle-map.json (chunks and their modules) and .vite/route-chunks.json (the files of
 * each route's first visit), read by the server to preload a route's chunks and by the bundle budget
 * check (e2e/specs/bundle-budget.spec.ts). Vite's own manifest cannot answer "which chunk holds this
 * route module" once Rollup folds a re-exporting module into the chunk it re-exports.
 */
export function bundleMap(): Plugin {
  let root = '';
  return {
    name: 'aula-bundle-map',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const map: BundleMap = { entry: '', chunks: {} };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        if (output.isEntry) map.entry = output.fileName;
        map.chunks[output.fileName] = {
          imports: output.imports,
          modules: output.moduleIds
            .filter((id) => !id.startsWith('\0'))
            .map((id) => relative(root, resolve(id.split('?')[0] ?? id))),
        };
      }
      assertRuntimeChunkImportsNothing(map);
      const routes: RouteChunks = {};
      for (const screen of routeScreens(join(root, 'src/app/routes.tsx'), root)) {
        routes[screen.name] = firstVisitFiles(map, screen.modules);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/bundle-map.json', source: JSON.stringify(map) });
      this.emitFile({ type: 'asset', fileName: '.vite/route-chunks.json', source: JSON.stringify(routes) });
    },
  };
}
