import { gzipSync } from 'node:zlib';
import type { Page, Request, Response } from 'playwright-core';

/** The route module of `/`, named by its file (apps/web/src/app/routes/public/landing.tsx). */
export const LANDING_CHUNK = /\/assets\/landing-[\w-]+\.js$/;

/** The Sentry SDK, loaded only when a DSN is configured. */
export const SENTRY_CHUNK = /\/assets\/sentry-[\w-]+\.js$/;

/** Counts top-level document loads (first visit, reloads) of a page. */
export function countDocumentLoads(page: Page): { readonly count: number } {
  let count = 0;
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) count += 1;
  });
  return {
    get count() {
      return count;
    },
  };
}

/** Records every request whose URL matches, including the ones that are blocked or aborted. */
export function recordRequests(page: Page, pattern: RegExp): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** Collects the JavaScript a page downloads, to measure its gzip size. */
export function recordScripts(page: Page): () => Promise<{ url: string; bytes: number; gzip: number }[]> {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) responses.push(response);
  });
  return async () =>
    Promise.all(
      responses.map(async (response) => {
        const body = await response.body();
        return {
          url: new URL(response.url()).pathname,
          bytes: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        };
      }),
    );
}
