import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONSENT_COOKIE, currentConsentChoice, matchesSpaRoute, spaRoutes } from '@aula/contracts';

const paramCount = (pattern: string) => pattern.split('/').filter((part) => part.startsWith(':')).length;

/** Patterns with fewer `:params` first, so `/payment/coupons/new` wins over `/payment/coupons/:id`. */
const patterns = Object.entries(spaRoutes).sort(([, a], [, b]) => paramCount(a) - paramCount(b));

/** The build's prerendered copy of a parameterless route (apps/web/build/prerender.ts). */
const prerenderedFile = (pattern: string) => `prerendered${pattern === '/' ? '/index' : pattern}.html`;

function decodeCookie(value: string | undefined): string | undefined {
  try {
    return value === undefined ? undefined : decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The HTML for an SPA path: the page prerendered at build time when there is one (`/`, `/login`...),
 * else the empty shell; plus `<link rel="modulepreload">` for the chunks of the route's screen (the
 * build lists them in .vite/route-chunks.json). Without those the browser learns of the route's chunks
 * only after the entry has run: one more round trip before the first paint, on slow 4G. Read on each
 * request, like index.html always was, so a new build is served whole.
 */
export function spaPage(webDistDir: string, path: string, cookieHeader = ''): Buffer {
  const match = patterns.find(([, pattern]) => matchesSpaRoute(path, [pattern]));
  // Prerendered for a visitor still to answer the consent banner (first visit, or a new privacy
  // version): the page comes with the banner, which a visitor who already answered must not see flash.
  const consent = cookieHeader
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${CONSENT_COOKIE}=`));
  const firstVisit = currentConsentChoice(decodeCookie(consent?.slice(CONSENT_COOKIE.length + 1))) === null;
  const prerendered =
    firstVisit && match && paramCount(match[1]) === 0 && join(webDistDir, prerenderedFile(match[1]));
  const painted = prerendered && existsSync(prerendered);
  const page = readFileSync(painted ? prerendered : join(webDistDir, 'index.html'));
  const file = join(webDistDir, '.vite/route-chunks.json');
  if (!match || !existsSync(file)) return page;
  const chunks = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>)[match[0]] ?? [];
  const html = page.toString('utf8');
  const missing = chunks.filter((chunk) => !html.includes(`/${chunk}"`));
  if (missing.length === 0) return page;
  // A prerendered page paints before the app runs (src/main.tsx), so there its chunks are only named,
  // and fetched once it has painted: on a slow connection anything fetched earlier competes with what
  // the first paint needs (and Lighthouse counts it towards the page's largest paint).
  const hints = painted
    ? [`<meta name="aula-route-chunks" content="${missing.map((chunk) => `/${chunk}`).join(' ')}">`]
    : missing.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`);
  return Buffer.from(html.replace('</head>', `  ${hints.join('\n    ')}\n  </head>`));
}
