import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createServer } from 'vite';

/** What src/prerender.tsx exports (compiled by Vite for Node, so not imported here). */
interface PrerenderModule {
  PRERENDERED_PATHS: string[];
  CONSENTED_TOO: string[];
  prerenderPage(
    path: string,
    options: { consented: boolean },
  ): Promise<{ html: string; title: string; styles: string }>;
}

/** Where the server looks for a prerendered path (apps/api/src/plugins/spa-page.ts). */
export const prerenderedFile = (path: string, consented = false) =>
  `prerendered${path === '/' ? '/index' : path}${consented ? '.consented' : ''}.html`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Renders the public entry pages with React on Node (through Vite's SSR loader, so the same sources
 * and aliases) into copies of the built index.html: markup, critical CSS and title. Forms and buttons
 * are `inert` until the app takes over (links work at once), so no tap or typing is lost meanwhile.
 */
export async function prerenderPages(root: string, outDir: string): Promise<void> {
  const server = await createServer({
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/src/prerender.tsx')) as PrerenderModule;
    const template = await readFile(join(outDir, 'index.html'), 'utf8');
    const pages = [
      ...module.PRERENDERED_PATHS.map((path) => ({ path, consented: false })),
      ...module.CONSENTED_TOO.map((path) => ({ path, consented: true })),
    ];
    for (const { path, consented } of pages) {
      const page = await module.prerenderPage(path, { consented });
      const markup = page.html.replace(/<(form|button)\b/g, '<$1 inert');
      const html = template
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
        .replace('</head>', `${page.styles}\n  </head>`)
        .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
      if (!html.includes(markup)) throw new Error('index.html não tem <div id="root"></div>.');
      const file = join(outDir, prerenderedFile(path, consented));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, html);
    }
  } finally {
    await server.close();
  }
}
