import { PAGE_DATA } from '@aula/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consented, demo, logIn, submitLogin } from '../support/accounts';
import { errorsOf, inspectScreen, useBrowser } from '../support/browser';
import { recordRequests } from '../support/network';

const session = useBrowser();

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

/** Waits for the home to show its sections and its requests to end; the API requests made so far. */
async function requestsUntilShown(page: Page, requests: string[], shown: string): Promise<string[]> {
  await page.getByRole('heading', { name: shown }).waitFor();
  await page.waitForLoadState('networkidle');
  return requests.map(pathOf);
}

/** The API requests of logging in and of the home the app goes on to (no page load in between). */
async function loginRequests(kind: 'teacher' | 'student', shown: string): Promise<string[]> {
  const page = await consented(await session.newPage(), session.baseURL);
  const account = demo[kind];
  await page.goto('/login');
  const requests = recordRequests(page, /\/api\//);
  await submitLogin(page, kind, account.login, account.password);
  return requestsUntilShown(page, requests, shown);
}

const repeated = (urls: string[]) => urls.filter((url, index) => urls.indexOf(url) !== index);

describe('the homes ask for each piece of data once', () => {
  // On a slow connection every request is a round trip: a section that mounts afresh when a lazy part
  // loads, or when a section before it appears, asks for its data again (Preact, in the production
  // build, takes a suspended boundary's whole content off).
  it("on the student's home, with her frequência (a lazy section) and her class mural", async () => {
    const urls = await loginRequests('student', 'Minha frequência');
    expect(urls).toContain('/api/student/attendance/');
    expect(urls.some((url) => url.includes('/posts/'))).toBe(true);
    expect(repeated(urls)).toEqual([]);
  });

  it("on the teacher's home", async () => {
    const urls = await loginRequests('teacher', 'Destaques do catálogo');
    expect(urls.some((url) => url.startsWith('/api/content/lessonplans/'))).toBe(true);
    expect(repeated(urls)).toEqual([]);
  });

  // What the server puts in a first visit's page (PAGE_DATA) is not asked again: no round trip
  // between the code arriving and the home showing.
  async function firstVisitRequests(kind: 'teacher' | 'student', path: string, shown: string) {
    const page = await consented(await session.newPage({ serviceWorkers: 'block' }), session.baseURL);
    await logIn(page, kind, demo[kind].login, demo[kind].password);
    // Away first: the page the login went on to would still be asking for its own data.
    await page.goto('about:blank');
    const requests = recordRequests(page, /\/api\//);
    await page.goto(path);
    return { page, urls: await requestsUntilShown(page, requests, shown) };
  }

  it("and none of what the page brought, on a student's first visit (no service worker yet)", async () => {
    const { page, urls } = await firstVisitRequests('student', '/student-dashboard/home', 'Minha frequência');
    // Her classes' mural too: the server asked for it after her classes.
    expect(urls).toEqual([]);
    await page.getByText(/Nesta semana estamos estudando frações/).waitFor();
    await page.getByRole('heading', { name: 'Para fazer' }).waitFor();
    await page.getByRole('button', { name: `Menu da conta de ${demo.student.firstName}` }).waitFor();
    // Nor an error on the way, a refusal of the page's CSP included.
    expect(errorsOf(page)).toEqual([]);
  });

  it("and none of it on a teacher's first visit", async () => {
    const { page, urls } = await firstVisitRequests('teacher', '/dashboard/home', 'Destaques do catálogo');
    expect(urls.filter((url) => PAGE_DATA.paths.teacherHome!.includes(url))).toEqual([]);
    await page.getByRole('heading', { name: `Olá, ${demo.teacher.firstName}!` }).waitFor();
    await page.getByRole('button', { name: `Menu da conta de ${demo.teacher.firstName}` }).waitFor();
    expect(errorsOf(page)).toEqual([]);
  });

  /** A home as a phone without the app's code sees it, signed in as `kind`. */
  async function withoutScript(kind: 'teacher' | 'student', path: string) {
    const page = await consented(await session.newPage({ serviceWorkers: 'block' }), session.baseURL);
    await logIn(page, kind, demo[kind].login, demo[kind].password);
    const noScript = await session.newPage({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 800 },
    });
    await noScript.context().addCookies(await page.context().cookies());
    await noScript.goto(path);
    return noScript;
  }

  // On slow 4G the app's code takes seconds: the page itself shows the home, in its area's frame, meanwhile.
  it("and a signed-in visit paints the home in its area's frame before any of the app's code runs", async () => {
    const noScript = await withoutScript('teacher', '/dashboard/home');
    await noScript.getByText('Área do professor').waitFor();
    await noScript.getByText(/Aqui você encontra planos de aula prontos para usar/).waitFor();
    await noScript.getByRole('heading', { name: 'Destaques do catálogo' }).waitFor();
    expect(await noScript.getByRole('button', { name: 'Abrir menu de navegação' }).isVisible()).toBe(true);
    expect(await noScript.getByRole('link', { name: 'Turmas', exact: true }).isVisible()).toBe(false);
    await noScript.setViewportSize({ width: 1280, height: 800 });
    expect(await noScript.getByRole('link', { name: 'Turmas', exact: true }).isVisible()).toBe(true);
    expect(await noScript.getByRole('button', { name: 'Abrir menu de navegação' }).isVisible()).toBe(false);
  });

  // The server renders a home with the answers it brings: a student reads her activities and her
  // class mural before any of the app's code has come (seconds, on slow 4G).
  it("and a student's home comes with her activities and her mural before the app's code runs", async () => {
    const noScript = await withoutScript('student', '/student-dashboard/home');
    await noScript.getByRole('heading', { name: `Olá, ${demo.student.firstName}!` }).waitFor();
    await noScript.getByText(/Nesta semana estamos estudando frações/).waitFor();
    await noScript.getByRole('heading', { name: 'Para fazer' }).waitFor();
    await noScript.getByRole('heading', { name: 'Minha frequência' }).waitFor();
    expect(await noScript.locator('.MuiSkeleton-root').count()).toBe(0);
  });

  // …and the app takes it over without taking it away: no frame between the server's copy and its own.
  it('and the app takes that home over without a frame of it missing or loading', async () => {
    const page = await consented(await session.newPage({ serviceWorkers: 'block' }), session.baseURL);
    await logIn(page, 'student', demo.student.login, demo.student.password);
    await page.goto('about:blank');
    await page.addInitScript(() => {
      const frames: { mural: boolean; skeletons: number }[] = [];
      Object.assign(window, { homeFrames: frames });
      const look = () => {
        if (document.body)
          frames.push({
            mural: document.body.innerText.includes('Nesta semana estamos estudando frações'),
            skeletons: Array.from(document.querySelectorAll('.MuiSkeleton-root')).filter(
              (element) => element.getClientRects().length > 0,
            ).length,
          });
        if (frames.length < 400) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto('/student-dashboard/home');
    // Taken over: the account's menu is the app's, never in the server's copy.
    await page.getByRole('button', { name: `Menu da conta de ${demo.student.firstName}` }).waitFor();
    await page
      .getByRole('link', { name: /Abrir a atividade/ })
      .first()
      .click({ trial: true });
    const frames = await page.evaluate(
      () => (window as unknown as { homeFrames: { mural: boolean; skeletons: number }[] }).homeFrames,
    );
    const painted = frames.findIndex((frame) => frame.mural);
    expect(painted).toBeGreaterThanOrEqual(0);
    expect(frames.slice(painted).filter((frame) => !frame.mural || frame.skeletons > 0)).toEqual([]);
  });

  // A first visit's home came with its answers, so the worker (installed after it) never saw them: the
  // next visit, under the worker, asks for them itself and the home is readable without signal.
  it("and once the service worker is in, the student's home reads without signal", async () => {
    const page = await consented(
      await session.newPage({
        serviceWorkers: 'allow',
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
      }),
      session.baseURL,
    );
    await logIn(page, 'student', demo.student.login, demo.student.password);
    await page.goto('/student-dashboard/home');
    await page.getByRole('heading', { name: 'Minha frequência' }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    await page.getByRole('heading', { name: 'Minha frequência' }).waitFor();
    await page.waitForLoadState('networkidle');

    await page.context().setOffline(true);
    await page.reload();
    const todo = page.getByRole('list', { name: 'Atividades para fazer' });
    await todo.getByRole('link').first().waitFor();
    await page.getByText(/Nesta semana estamos estudando frações/).waitFor();
    await page
      .getByText(/Sem conexão — mostrando o que foi salvo em/)
      .first()
      .waitFor();
    await inspectScreen(page, 'inicio-aluno-sem-conexao-360');
    await page.context().setOffline(false);
  });
});
