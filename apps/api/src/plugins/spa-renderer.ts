import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface RenderedPage {
  html: string;
  title: string;
  styles: string;
}

/** What apps/web/src/prerender.tsx exports, compiled for Node by the web build. */
interface PageRenderer {
  renderPageWithAnswers(
    path: string,
    options: { consented: boolean; answers: Record<string, unknown> },
  ): Promise<RenderedPage>;
  pageInTemplate(template: string, page: RenderedPage): string;
}

/** Where the web build puts it (apps/web/build/prerender.ts, RENDERER_FILE): never served. */
const RENDERER_FILE = '.server/prerender.mjs';

/**
 * Renders a signed-in home with the answers its page brings, with the web build's own renderer
 * (loaded once, on the first home served; a new build is used from the next start). Undefined when
 * the build has none (the page then comes as its frame).
 */
export function homeRenderer(webDistDir: string) {
  const file = join(webDistDir, RENDERER_FILE);
  let loading: Promise<PageRenderer | undefined> | undefined;
  return async function renderHome(
    routePattern: string,
    consented: boolean,
    answers: Record<string, unknown>,
  ): Promise<string | undefined> {
    loading ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<PageRenderer>)
      : Promise.resolve(undefined);
    const renderer = await loading;
    if (!renderer) return undefined;
    const page = await renderer.renderPageWithAnswers(routePattern, { consented, answers });
    return renderer.pageInTemplate(readFileSync(join(webDistDir, 'index.html'), 'utf8'), page);
  };
}
