import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** What src/prerender.tsx exports (compiled by Vite for Node, so not imported here). */
interface PrerenderModule {
  PRERENDERED_PATHS: string[];
  CONSENTED_TOO: string[];
  prerenderPage(
    path: string,
    options: { consented: boolean },
  ): Promise<{ html: string; title: string; styles: string }>;
  pageInTemplate(template: string, page: { html: string; title: string; styles: string }): string;
}

/** Where the server looks for a prerendered path (apps/api/src/plugins/spa-page.ts). */
export const prerenderedFile = (path: string, consented = false) =>
  `prerendered${path === '/' ? '/index' : path}${consented ? '.consented' : ''}.html`;

/**
 * Where the page renderer goes, inside the build so a copy of it (the e2e suite serves one) has it too;
 * a dot folder, which the static files never serve (the API reads it: plugins/spa-renderer.ts).
 */
const RENDERER_FILE = '.server/prerender.mjs';

/**
 * Compiles src/prerender.tsx for Node, with React itself (not the client's Preact) and every library
 * in the one file, so the server needs nothing else to render a page.
 */
async function buildRenderer(root: string, outDir: string): Promise<string> {
  const file = join(outDir, RENDERER_FILE);
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: {
      alias: [{ find: '@', replacement: join(root, 'src') }],
      dedupe: ['clsx', 'react-is'],
    },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/prerender.tsx',
      outDir: dirname(file),
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      rollupOptions: { output: { entryFileNames: 'prerender.mjs', inlineDynamicImports: true } },
    },
  });
  return file;
}

/**
 * Renders the public entry pages, and the homes' frames, with the compiled renderer into copies of
 * the built index.html (its pageInTemplate).
 */
export async function prerenderPages(root: string, outDir: string): Promise<void> {
  const renderer = await buildRenderer(root, outDir);
  const module = (await import(pathToFileURL(renderer).href)) as PrerenderModule;
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const pages = [
    ...module.PRERENDERED_PATHS.map((path) => ({ path, consented: false })),
    ...module.CONSENTED_TOO.map((path) => ({ path, consented: true })),
  ];
  for (const { path, consented } of pages) {
    const html = module.pageInTemplate(template, await module.prerenderPage(path, { consented }));
    const file = join(outDir, prerenderedFile(path, consented));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  }
}
