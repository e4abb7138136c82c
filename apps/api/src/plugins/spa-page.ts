import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONSENT_COOKIE,
  currentConsentChoice,
  INVITATION_TEMPLATE,
  matchesSpaRoute,
  PAGE_DATA,
  routePath,
  spaRoutes,
  type PublicClassroom,
  type SpaRouteName,
} from '@aula/contracts';
import { escapeHtml } from '../lib/escape-html';
import type { PageData } from './page-data';

const paramCount = (pattern: string) => pattern.split('/').filter((part) => part.startsWith(':')).length;

/** Patterns with fewer `:params` first, so `/payment/coupons/new` wins over `/payment/coupons/:id`. */
const patterns = (Object.entries(spaRoutes) as [SpaRouteName, string][]).sort(
  ([, a], [, b]) => paramCount(a) - paramCount(b),
);

const routeOf = (path: string) => patterns.find(([, pattern]) => matchesSpaRoute(path, [pattern]));

/** The name of the screen a path opens, if any. */
export function spaRouteOf(path: string): SpaRouteName | undefined {
  return routeOf(path)?.[0];
}

/**
 * The build's prerendered copy of a parameterless route (apps/web/build/prerender.ts): for a visitor
 * still to answer the consent banner, with it; a home also has one without it.
 */
const prerenderedFile = (pattern: string, consented = false) =>
  `prerendered${pattern === '/' ? '/index' : pattern}${consented ? '.consented' : ''}.html`;

/** The invitation's template, prerendered with INVITATION_TEMPLATE's stand-ins. */
const invitationTemplateFile = prerenderedFile(
  routePath(spaRoutes.classroomCode, { classroomCode: INVITATION_TEMPLATE.code }),
);

function decodeSafely(value: string | undefined): string | undefined {
  try {
    return value === undefined ? undefined : decodeURIComponent(value);
  } catch {
    return value;
  }
}

function cookiesOf(header: string): Map<string, string> {
  const pairs = header.split(';').map((cookie) => cookie.trim().split('='));
  return new Map(pairs.map(([name = '', ...value]) => [name, value.join('=')]));
}

/** The session's access token, as the app keeps it (a cookie it also reads). */
export function accessTokenOf(cookieHeader = ''): string | undefined {
  return decodeSafely(cookiesOf(cookieHeader).get('accessToken')) || undefined;
}

/**
 * JSON inside the page for the app to read, safe from closing its `<script>` early (and put in with a
 * replacer function: in a replacement string, a `$'` in someone's text would paste part of the page).
 */
function jsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/**
 * Prerendered for a visitor still to answer the consent banner (first visit, or a new privacy
 * version): the page comes with the banner, which a visitor who already answered must not see flash.
 */
function isFirstVisit(cookies: Map<string, string>) {
  return currentConsentChoice(decodeSafely(cookies.get(CONSENT_COOKIE))) === null;
}

/** Whether the visitor has answered the consent banner (a page rendered for her goes without it). */
export function hasConsentChoice(cookieHeader = ''): boolean {
  return !isFirstVisit(cookiesOf(cookieHeader));
}

/**
 * The code of a class invitation (/code/{code}) to serve prerendered with its classroom: to a visitor
 * without a session (a signed-in student goes on to join, a teacher is told to sign out). Children's
 * pages have no consent banner (no analytics), so unlike the others it does not depend on that choice.
 */
export function invitationCode(path: string, cookieHeader = ''): string | null {
  const [, area, code, ...rest] = path.split('/');
  if (area !== 'code' || !code || rest.length > 0) return null;
  const cookies = cookiesOf(cookieHeader);
  if (cookies.has('accessToken') || cookies.has('refreshToken')) return null;
  return decodeSafely(code)?.toUpperCase() ?? null;
}

/** The invitation template (build/prerender.ts) with the classroom in place of its stand-ins. */
function invitationPage(file: string, { code, classroom }: Invitation): string {
  return readFileSync(file, 'utf8')
    .replaceAll(INVITATION_TEMPLATE.code, () => escapeHtml(code))
    .replaceAll(INVITATION_TEMPLATE.name, () => escapeHtml(classroom.name))
    .replaceAll(INVITATION_TEMPLATE.teacherName, () => escapeHtml(classroom.teacher_name))
    .replace(
      '</head>',
      () => `  ${jsonScript(INVITATION_TEMPLATE.dataElementId, { code, classroom })}\n  </head>`,
    );
}

interface Invitation {
  code: string;
  classroom: PublicClassroom;
}

/**
 * The HTML for an SPA path: a signed-in home rendered with its answers (`renderedHome`), or the page
 * prerendered at build time when there is one (`/`, `/login`..., a home's frame for a visit that
 * brings its answers, and a class invitation with its classroom filled in), else the empty shell;
 * plus the chunks of the route's screen (the build lists them in .vite/route-chunks.json). Without
 * those the browser learns of the route's chunks only after the entry has run: one more round trip
 * before the first paint, on slow 4G. Read on each request, like index.html always was, so a new
 * build is served whole.
 */
export function spaPage(
  webDistDir: string,
  path: string,
  cookieHeader = '',
  {
    invitation,
    pageData,
    renderedHome,
  }: { invitation?: Invitation; pageData?: PageData; renderedHome?: string } = {},
): Buffer {
  const match = routeOf(path);
  const firstVisit = isFirstVisit(cookiesOf(cookieHeader));
  const template = invitation && join(webDistDir, invitationTemplateFile);
  // A home (it has PAGE_DATA) comes prerendered, as its frame, only with a session's answers.
  const home = match !== undefined && PAGE_DATA.paths[match[0]] !== undefined;
  const prerendered =
    match &&
    paramCount(match[1]) === 0 &&
    (home ? pageData !== undefined : firstVisit) &&
    join(webDistDir, prerenderedFile(match[1], !firstVisit));
  const html =
    renderedHome ??
    (invitation && template && existsSync(template)
      ? invitationPage(template, invitation)
      : prerendered && existsSync(prerendered)
        ? readFileSync(prerendered, 'utf8')
        : null);
  const painted = html !== null;
  const shell = html ?? readFileSync(join(webDistDir, 'index.html'), 'utf8');
  const page = pageData
    ? shell.replace('</head>', () => `  ${jsonScript(PAGE_DATA.elementId, pageData)}\n  </head>`)
    : shell;
  const file = join(webDistDir, '.vite/route-chunks.json');
  if (!match || !existsSync(file)) return Buffer.from(page);
  const chunks = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>)[match[0]] ?? [];
  const missing = chunks.filter((chunk) => !page.includes(`/${chunk}"`));
  if (missing.length === 0) return Buffer.from(page);
  // A prerendered page paints before the app runs (src/main.tsx), so there its chunks are only named,
  // and fetched once it has painted: on a slow connection anything fetched earlier competes with what
  // the first paint needs (and Lighthouse counts it towards the page's largest paint).
  const hints = painted
    ? [`<meta name="aula-route-chunks" content="${missing.map((chunk) => `/${chunk}`).join(' ')}">`]
    : missing.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`);
  return Buffer.from(page.replace('</head>', `  ${hints.join('\n    ')}\n  </head>`));
}
