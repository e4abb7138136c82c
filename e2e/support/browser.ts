import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { checkA11y } from './a11y';
import { artifactsDir } from './paths';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    locale: 'pt-BR',
    // The app then skips its transitions, so no step waits for a dialog or menu to finish moving.
    reducedMotion: 'reduce',
    timezoneId: 'America/Sao_Paulo',
    viewport: viewports.desktop,
    // The built app registers a service worker, whose fetches a page's routes and request counts
    // would not see: journeys run without it; offline.spec.ts opts in with 'allow'.
    serviceWorkers: 'block',
    ...options,
  });
}

const pageErrors = new WeakMap<Page, string[]>();

/** Uncaught exceptions and console errors the page has logged so far. */
export function errorsOf(page: Page): string[] {
  return pageErrors.get(page) ?? [];
}

/**
 * Registers the hooks of a spec file: one browser per file, a fresh context (cookies, storage) per test.
 * `session.page()` is the current test's page; `session.newPage()` opens another context (e.g. a phone).
 */
export function useBrowser() {
  const baseURL = inject('baseURL');
  const origin = new URL(baseURL).origin;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;

  async function newPage(options?: BrowserContextOptions): Promise<Page> {
    if (!browser) throw new Error('O navegador ainda não foi iniciado.');
    const context = await newContext(browser, { baseURL, ...options });
    contexts.push(context);
    // No test may reach real third parties; a spec that needs one routes it on the page, which wins.
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort('blockedbyclient'),
    );
    // The browser reports what the page's CSP refused as an event, not a console message: made one.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP recusou ${event.effectiveDirective}: ${event.blockedURI} (${event.sourceFile})`);
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    pageErrors.set(page, errors);
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    current = undefined;
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseURL,
    newPage,
    async page(): Promise<Page> {
      current ??= await newPage();
      return current;
    },
  };
}

/** Saves a full-page PNG as e2e/artifacts/screenshots/<spec>-<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const spec = basename(expect.getState().testPath ?? 'spec').replace(/\.spec\.ts$/, '');
  const dir = join(artifactsDir, 'screenshots');
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${spec}-${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}

/** Screenshot plus axe for the screen currently shown; every spec calls this for each screen it reaches. */
export async function inspectScreen(page: Page, name: string): Promise<void> {
  await page.locator('#conteudo').waitFor({ state: 'visible' });
  // A prerendered page stays inert (a home's forms and buttons) until the app has taken it over: what
  // a spec inspects and acts on is the app's screen.
  await page.waitForFunction(() => !document.querySelector('#root [inert]'));
  await screenshot(page, name);
  await checkA11y(page);
}

/** Opens a path, waits for the screen and inspects it; returns the document response for status checks. */
export async function visit(page: Page, path: string, name: string) {
  const response = await page.goto(path);
  await inspectScreen(page, name);
  return response;
}
