import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONSENT_COOKIE, consentCookieValue } from '@aula/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { errorsOf, inspectScreen, useBrowser, viewports, visit } from '../support/browser';
import {
  countDocumentLoads,
  LANDING_CHUNK,
  recordRequests,
  recordScripts,
  SENTRY_CHUNK,
} from '../support/network';
import { artifactsDir } from '../support/paths';

const session = useBrowser();
const GTM = /googletagmanager\.com/;

async function heading(page: Page, name: string | RegExp) {
  const locator = page.getByRole('heading', { level: 1, name });
  await locator.waitFor({ state: 'visible' });
  return locator;
}

async function text(page: Page, testId: string) {
  return (await page.getByTestId(testId).textContent())?.trim();
}

function consentBanner(page: Page) {
  return page.getByRole('region', { name: 'Sua privacidade' });
}

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === CONSENT_COOKIE);
}

/** A visitor who already answered the consent banner, so screenshots show the page itself. */
async function consented(page: Page, baseURL: string) {
  await page
    .context()
    .addCookies([{ name: CONSENT_COOKIE, value: consentCookieValue('rejected'), url: baseURL }]);
  return page;
}

describe('landing page', () => {
  it('presents Aula in Portuguese on desktop and phone, with its calls to action', async () => {
    const desktop = await consented(await session.page(), session.baseURL);
    await visit(desktop, '/', 'inicio-desktop');
    await heading(desktop, /Planos de aula alinhados à BNCC/);
    const header = desktop.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/login');
    expect(await header.getByRole('link', { name: 'Criar conta de professor' }).getAttribute('href')).toBe(
      '/signup/teacher',
    );
    expect(await desktop.getByRole('heading', { name: 'Tenho um código de turma' }).isVisible()).toBe(true);
    expect(errorsOf(desktop)).toEqual([]);

    // Keyboard users land on the skip link first, and it takes them to the main content.
    await desktop.keyboard.press('Tab');
    const skip = desktop.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await desktop.keyboard.press('Enter');
    expect(await desktop.evaluate(() => document.activeElement?.id)).toBe('conteudo');

    const phone = await consented(
      await session.newPage({ viewport: viewports.phone, isMobile: true, hasTouch: true }),
      session.baseURL,
    );
    await visit(phone, '/', 'inicio-celular');
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'sem rolagem horizontal no celular').toBeLessThanOrEqual(viewports.phone.width);
  });

  it('shows the class-code box on the first screen of a small phone, with the cookie banner up', async () => {
    const size = { width: 360, height: 740 };
    const phone = await session.newPage({ viewport: size, isMobile: true, hasTouch: true });
    await visit(phone, '/', 'inicio-celular-360');
    const banner = consentBanner(phone);
    await banner.waitFor({ state: 'visible' });
    await phone.screenshot({
      path: join(artifactsDir, 'screenshots', 'foundation-inicio-360-primeira-tela.png'),
    });
    const input = (await phone.getByRole('textbox', { name: 'Código da turma' }).boundingBox())!;
    const bannerBox = (await banner.boundingBox())!;
    const bottom = input.y + input.height;
    expect(bottom, 'o campo está na primeira tela').toBeLessThanOrEqual(size.height);
    expect(bottom, 'o aviso de cookies não cobre o campo').toBeLessThanOrEqual(bannerBox.y);
  });

  it('sends a student with a class code to /code/{CODE}', async () => {
    const page = await session.page();
    await visit(page, '/', 'inicio-codigo');
    const input = page.getByRole('textbox', { name: 'Código da turma' });
    await input.fill('k7m');
    await page.getByRole('button', { name: 'Entrar na turma' }).click();
    expect(await page.getByText('Digite o código de 6 letras ou números').isVisible()).toBe(true);
    await input.fill('k7m 2qx');
    await page.getByRole('button', { name: 'Entrar na turma' }).click();
    await page.waitForURL('**/code/K7M2QX');
  });
});

describe('error page', () => {
  it('answers 404 for an unknown path and shows the Portuguese not-found page', async () => {
    const page = await session.page();
    const scripts = recordScripts(page);
    const response = await visit(page, '/nao-existe', 'pagina-nao-encontrada');
    expect(response?.status()).toBe(404);
    await heading(page, 'Página não encontrada');
    expect(await text(page, 'error-status')).toBe('404');
    expect(await page.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe('/');

    // The 404 page must stay cheap: only the app shell, no screen chunks.
    const loaded = await scripts();
    expect(
      loaded.map((s) => s.url).filter((url) => LANDING_CHUNK.test(url) || SENTRY_CHUNK.test(url)),
    ).toEqual([]);
    const gzip = loaded.reduce((sum, s) => sum + s.gzip, 0);
    await mkdir(artifactsDir, { recursive: true });
    await writeFile(
      join(artifactsDir, 'js-404.json'),
      `${JSON.stringify({ gzip, files: loaded }, null, 2)}\n`,
    );
    console.info(`JS da página 404: ${loaded.length} arquivos, ${(gzip / 1024).toFixed(1)} KiB gzip`);
    expect(gzip).toBeLessThan(230 * 1024);
  });

  it('shows the 500 page with the error message when a screen throws while loading', async () => {
    const page = await session.page();
    const documents = countDocumentLoads(page);
    await page.route(LANDING_CHUNK, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: "throw new Error('Falha simulada');" }),
    );
    await page.goto('/');
    await heading(page, 'Erro interno do servidor');
    expect(await text(page, 'error-status')).toBe('500');
    expect(await text(page, 'error-description')).toBe('Falha simulada');
    await inspectScreen(page, 'erro-interno');
    expect(documents.count, 'um erro comum não recarrega a página').toBe(1);
  });
});

describe('chunk-load guard', () => {
  it('reloads once when a screen chunk fails to download, then shows the error page instead of looping', async () => {
    const page = await session.page();
    await page.clock.install();
    const documents = countDocumentLoads(page);
    await page.route(LANDING_CHUNK, (route) => route.abort('failed'));

    await page.goto('/');
    await heading(page, 'Erro interno do servidor');
    expect(documents.count).toBe(2);
    expect(await text(page, 'error-description')).toMatch(/^Não foi possível carregar esta página/);
    expect(await text(page, 'error-detail')).toMatch(/Failed to fetch dynamically imported module/);
    // The guard decides synchronously before drawing the error page; a reload would be on the wire by now.
    await page.waitForLoadState('networkidle');
    expect(documents.count, 'no second automatic reload').toBe(2);
    await inspectScreen(page, 'falha-ao-carregar-modulo');

    // Ten seconds later the same failure may reload once more.
    await page.clock.fastForward('00:11');
    await page.reload();
    await expect.poll(() => documents.count).toBe(4);
    await heading(page, 'Erro interno do servidor');
  });
});

describe('cookie consent (LGPD)', () => {
  it('asks on the first visit with equally prominent choices, and "Rejeitar" is remembered', async () => {
    const page = await session.page();
    const gtmRequests = recordRequests(page, GTM);
    await visit(page, '/', 'consentimento');
    const banner = consentBanner(page);
    await banner.waitFor({ state: 'visible' });

    const accept = banner.getByRole('button', { name: 'Aceitar' });
    const reject = banner.getByRole('button', { name: 'Rejeitar' });
    const look = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return [
        style.backgroundColor,
        style.color,
        style.fontSize,
        style.fontWeight,
        Math.round(box.height),
        Math.round(box.width),
      ];
    };
    expect(await reject.evaluate(look)).toEqual(await accept.evaluate(look));

    await reject.click();
    await banner.waitFor({ state: 'hidden' });
    const cookie = await consentCookie(page);
    expect(cookie).toMatchObject({ value: consentCookieValue('rejected'), path: '/' });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    await page.reload();
    await heading(page, /Planos de aula/);
    expect(await banner.isVisible()).toBe(false);
    expect(gtmRequests).toEqual([]);
  });

  it('remembers "Aceitar"; without a configured GTM id nothing is loaded', async () => {
    const page = await session.page();
    const gtmRequests = recordRequests(page, GTM);
    await visit(page, '/', 'consentimento');
    await consentBanner(page).getByRole('button', { name: 'Aceitar' }).click();
    expect(await consentCookie(page)).toMatchObject({ value: consentCookieValue('accepted') });
    await page.reload();
    await heading(page, /Planos de aula/);
    expect(await consentBanner(page).isVisible()).toBe(false);
    expect(gtmRequests).toEqual([]);
  });

  it('with a GTM id configured, loads Tag Manager only after "Aceitar" and reports page views', async () => {
    // The test server has no GTM_ID, so its CSP (rightly) does not allow Tag Manager; this test swaps in a
    // configuration with an id, and so has to set the CSP aside.
    const page = await session.newPage({ bypassCSP: true });
    const config = (await (await page.request.get('/config.json')).json()) as Record<string, unknown>;
    await page.route('**/runtime-config.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.__AULA_RUNTIME_CONFIG__ = ${JSON.stringify({ ...config, gtmId: 'GTM-E2ETEST' })};`,
      }),
    );
    await page.route(GTM, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__gtmStub = true;' }),
    );
    const gtmRequests = recordRequests(page, GTM);

    await visit(page, '/', 'consentimento-gtm');
    expect(gtmRequests).toEqual([]);
    await consentBanner(page).getByRole('button', { name: 'Aceitar' }).click();
    await page.waitForFunction(() => (window as { __gtmStub?: boolean }).__gtmStub === true);
    expect(gtmRequests).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST']);

    await page.getByRole('textbox', { name: 'Código da turma' }).fill('K7M2QX');
    await page.getByRole('button', { name: 'Entrar na turma' }).click();
    await page.waitForURL('**/code/K7M2QX');
    // /code/… is where children sign in: no analytics there. Tag Manager cannot be unloaded, so the
    // page reloads without it, and nothing reports this page view.
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window.dataLayer ?? [])
            .filter((entry) => entry.event === 'page_view')
            .map((entry) => entry.page_path),
        ),
      )
      .toEqual([]);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
    expect(gtmRequests).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST']);
  });
});

describe('new build prompt', () => {
  it('offers "Atualizar" an hour later when another build is deployed, and reloads', async () => {
    const page = await session.page();
    await page.clock.install();
    const documents = countDocumentLoads(page);
    let configRequests = 0;
    await page.route('**/config.json', async (route) => {
      configRequests += 1;
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, buildId: 'outra-versao' } });
    });

    await visit(page, '/', 'inicio-antes-da-versao-nova');
    await page.clock.fastForward('59:00');
    expect(configRequests).toBe(0);
    await page.clock.fastForward('01:00');
    const prompt = page.getByText('Nova versão disponível');
    await prompt.waitFor({ state: 'visible' });
    expect(configRequests).toBe(1);
    await inspectScreen(page, 'nova-versao');

    await page.getByRole('button', { name: 'Atualizar' }).click();
    await page.waitForLoadState('load');
    await heading(page, /Planos de aula/);
    expect(documents.count).toBe(2);
  });
});

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}
