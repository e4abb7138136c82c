import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { INVITATION_TEMPLATE, routePath, spaRoutes } from '@aula/contracts';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { CookieConsentBanner } from '@/components/cookie-consent-banner';
import { isStudentAreaPath } from '@/lib/url-secrets';
import { SkipLink } from '@/components/skip-link';
import { Component as BlueBackgroundLayout } from '@/app/layouts/blue-background-layout';
import { areaLabels } from '@/app/layouts/area-labels';
import { DashboardShell } from '@/app/layouts/dashboard-shell';
import { PrerenderedPart } from '@/components/prerendered-part';
import type { NavItem } from '@/app/layouts/nav-item';
import { studentNavItems } from '@/app/layouts/student-dashboard-layout';
import { teacherNavItems } from '@/app/layouts/teacher-dashboard-layout';
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
 */
const routes: RouteObject[] = [
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
    Component: areaFrame('teacher', teacherNavItems),
    children: [{ path: spaRoutes.teacherHome, Component: TeacherHomePage }],
  },
  {
    Component: areaFrame('student', studentNavItems),
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

/**
 * Renders a public page at build time, so its first paint does not wait for the JavaScript. main.tsx
 * then renders the same screen over it once the route's modules have loaded.
 */
export async function prerenderPage(path: string, { consented = false } = {}): Promise<PrerenderedPage> {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirecionou durante o pré-render.`);
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicClassroomKey(INVITATION_TEMPLATE.code), {
    id: 0,
    name: INVITATION_TEMPLATE.name,
    teacher_name: INVITATION_TEMPLATE.teacherName,
  });
  const markup = renderToString(
    <CacheProvider value={cache}>
      <AppProviders queryClient={queryClient}>
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
      </AppProviders>
    </CacheProvider>,
  );
  const title = /<title>([^<]*)<\/title>/.exec(markup)?.[1] ?? 'Aula';
  const html = markup.replace(/<title>[^<]*<\/title>/g, '');
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, title, styles };
}
