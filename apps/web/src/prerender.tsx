import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { INVITATION_TEMPLATE, routePath, spaRoutes } from '@aula/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { CookieConsentBanner } from '@/components/cookie-consent-banner';
import { RenderedWithAnswers } from '@/components/reveal-when-settled';
import { nextTask } from '@/lib/next-task';
import { withPageAnswers } from '@/lib/page-data';
import { isStudentAreaPath } from '@/lib/url-secrets';
import { SkipLink } from '@/components/skip-link';
import { Component as BlueBackgroundLayout } from '@/app/layouts/blue-background-layout';
import { areaLabels } from '@/app/layouts/area-labels';
import { DashboardShell } from '@/app/layouts/dashboard-shell';
import { PrerenderedPart } from '@/components/prerendered-part';
import type { NavItem } from '@/app/layouts/nav-item';
import { StudentDashboardLayout, studentNavItems } from '@/app/layouts/student-dashboard-layout';
import { TeacherDashboardLayout, teacherNavItems } from '@/app/layouts/teacher-dashboard-layout';
import { Component as StudentHomePage } from '@/app/routes/student/home';
import { Component as TeacherHomePage } from '@/app/routes/teacher/home';
import { areaHome, type Area } from '@/lib/access';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { Component as LandingPage } from '@/app/routes/public/landing';
import { Component as LoginPage } from '@/app/routes/public/login';
import { Component as SignUpTeacherPage } from '@/app/routes/public/signup-teacher';
import { CodeLandingPage } from '@/features/join/components/code-landing-page';
import { publicClassroomKey } from '@/features/join/api/join';

export interface PrerenderedPage {
  /** Markup for `<div id="root">`. */
  html: string;
  /** The page's `<title>` text. */
  title: string;
  /** Emotion's `<style>` tags for exactly the rules the markup uses. */
  styles: string;
}

/**
 * An area's frame as a signed-in visit opens it: its bar and navigation around the screen, which shows
 * its heading and waits for its data. What belongs to the account (name, bell, menu) comes with the app.
 */
function areaFrame(area: Area, navItems: readonly NavItem[]) {
  return function AreaFrame() {
    return <DashboardShell areaLabel={areaLabels[area]} homePath={areaHome[area]} navItems={navItems} />;
  };
}

/**
 * The public pages a first visit lands on, as a visitor without a session or a consent choice sees
 * them (the consent banner included: on a phone it is the largest text, so it must not wait for JS;
 * a child's page, the class invitation, has none, as in RootLayout).
 * The banner comes before the page, as in RootLayout: a phone paints a long page before the parser
 * reaches its end, and the largest text painted after the first paint would make LCP wait for it.
 * A home rendered with its account's answers has its area's own layout: her name, bell and notices.
 */
const routes = (withAnswers: boolean): RouteObject[] => [
  { path: spaRoutes.home, Component: LandingPage },
  { path: spaRoutes.classroomCode, Component: CodeLandingPage },
  {
    Component: BlueBackgroundLayout,
    children: [
      { path: spaRoutes.login, Component: LoginPage, loader: () => ({ accessDenied: false }) },
      { path: spaRoutes.signupTeacher, Component: SignUpTeacherPage },
    ],
  },
  {
    Component: withAnswers ? TeacherDashboardLayout : areaFrame('teacher', teacherNavItems),
    children: [{ path: spaRoutes.teacherHome, Component: TeacherHomePage }],
  },
  {
    Component: withAnswers ? StudentDashboardLayout : areaFrame('student', studentNavItems),
    children: [{ path: spaRoutes.studentHome, Component: StudentHomePage }],
  },
];

/** The class invitation as a template: the server fills in each request's classroom (see INVITATION_TEMPLATE). */
const invitationTemplatePath = routePath(spaRoutes.classroomCode, {
  classroomCode: INVITATION_TEMPLATE.code,
});

export const PRERENDERED_PATHS = [
  spaRoutes.home,
  spaRoutes.login,
  spaRoutes.signupTeacher,
  invitationTemplatePath,
  spaRoutes.teacherHome,
  spaRoutes.studentHome,
];

/**
 * Pages a returning visitor lands on as well (the homes, where a signed-in visit opens): also
 * rendered without the consent banner, for those who already answered it.
 */
export const CONSENTED_TOO = [spaRoutes.teacherHome, spaRoutes.studentHome];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page in a copy of the built index.html: markup, critical CSS and title. Forms and buttons are
 * `inert` until the app takes over (links work at once), so no tap or typing is lost meanwhile.
 */
export function pageInTemplate(template: string, page: PrerenderedPage): string {
  const markup = page.html.replace(/<(form|button)\b/g, '<$1 inert');
  const html = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${page.styles}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
  if (!html.includes(markup)) throw new Error('index.html não tem <div id="root"></div>.');
  return html;
}

interface RenderOptions {
  consented: boolean;
  queryClient: QueryClient;
  withAnswers: boolean;
}

/**
 * The styles of the styled layers a component's own class is composed of (MUI's IconButton over
 * ButtonBase: the element only has the composed class). No element of the page has them, so the
 * critical styles leave them out, and the app inserted each of them again at start (~45 ms of a
 * phone's main thread on a home). Named in the page with their rules, the app finds them inserted.
 */
function composedStyles(cache: EmotionCache, critical: { ids: string[] }[]) {
  const listed = new Set(critical.flatMap((chunk) => chunk.ids));
  const ids = Object.keys(cache.inserted).filter(
    (id) =>
      !listed.has(id) &&
      cache.registered[`${cache.key}-${id}`] !== undefined &&
      typeof cache.inserted[id] === 'string',
  );
  return { key: cache.key, ids, css: ids.map((id) => cache.inserted[id]).join('') };
}

async function renderPage(path: string, { consented, queryClient, withAnswers }: RenderOptions) {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const handler = createStaticHandler(routes(withAnswers));
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirecionou durante o pré-render.`);
  const markup = renderToString(
    <CacheProvider value={cache}>
      <AppProviders queryClient={queryClient}>
        <RenderedWithAnswers.Provider value={withAnswers}>
          <SkipLink />
          {!isStudentAreaPath(path) && !consented && (
            <PrerenderedPart name="consent">
              <CookieConsentBanner />
            </PrerenderedPart>
          )}
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </RenderedWithAnswers.Provider>
      </AppProviders>
    </CacheProvider>,
  );
  const title = /<title>([^<]*)<\/title>/.exec(markup)?.[1] ?? 'Aula';
  const html = markup.replace(/<title>[^<]*<\/title>/g, '');
  const critical = emotion.extractCriticalToChunks(html);
  const styles = emotion
    .constructStyleTagsFromChunks({
      ...critical,
      styles: [...critical.styles, composedStyles(cache, critical.styles)],
    })
    // Marked as already in the head: emotion's browser cache would otherwise move every style tag
    // of the page to the end of the head as it loads, and the browser parse all of their rules again
    // (~20 ms of a phone's main thread on a home).
    .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
  return { html, title, styles };
}

/**
 * Renders a public page at build time, so its first paint does not wait for the JavaScript. main.tsx
 * then renders the same screen over it once the route's modules have loaded.
 */
export async function prerenderPage(path: string, { consented = false } = {}): Promise<PrerenderedPage> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicClassroomKey(INVITATION_TEMPLATE.code), {
    id: 0,
    name: INVITATION_TEMPLATE.name,
    teacher_name: INVITATION_TEMPLATE.teacherName,
  });
  return renderPage(path, { consented, queryClient, withAnswers: false });
}

/** Enough rounds for the answers that depend on others (a class's mural) and for lazy sections. */
const MOST_RENDERS = 4;

/**
 * A signed-in home as its account sees it, rendered on the server with the answers the page brings
 * (PAGE_DATA), so her activities and mural are on the first paint instead of after the app's
 * JavaScript has come (on slow 4G, seconds). Rendered, then again once the requests the render made
 * are answered from those answers (and its lazy sections have loaded), until nothing more is asked.
 * A request they do not hold leaves its section loading, as the app would show it.
 */
export function renderPageWithAnswers(
  path: string,
  { consented, answers }: { consented: boolean; answers: Record<string, unknown> },
): Promise<PrerenderedPage> {
  return withPageAnswers(answers, async () => {
    const queryClient = createQueryClient();
    const asked = new Set<string>();
    const queries = queryClient.getQueryCache();
    let page = await renderPage(path, { consented, queryClient, withAnswers: true });
    for (let round = 1; round < MOST_RENDERS; round++) {
      const toAsk = queries.findAll({ predicate: (query) => !asked.has(query.queryHash) });
      if (toAsk.length === 0 && round > 1) break;
      for (const query of toAsk) asked.add(query.queryHash);
      await Promise.all(
        toAsk.map((query) =>
          queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false }),
        ),
      );
      for (const query of queries.findAll({ predicate: (query) => query.state.status === 'error' }))
        queries.remove(query);
      // A lazy section's module resolves in a task after the render that asked for it.
      await nextTask();
      page = await renderPage(path, { consented, queryClient, withAnswers: true });
    }
    // Nothing of an account stays in the server's memory (a cache keeps its queries for minutes).
    queryClient.clear();
    return page;
  });
}
