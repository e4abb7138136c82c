import { CONSENT_COOKIE, consentCookieValue } from '@aula/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { recordRequests } from '../support/network';

const session = useBrowser();
const GTM = /googletagmanager\.com/;
const SECRET = 'Zq7Xk2pLm9VbN4cRt8WyZ3sHd6FgJ1aEuAbCdEfGhI';

/**
 * A visitor who accepted cookies, on a server with a GTM id. The test server has none, so its CSP
 * (rightly) refuses Tag Manager: the configuration is swapped in and the CSP set aside.
 */
async function withTagManager() {
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
  await page
    .context()
    .addCookies([{ name: CONSENT_COOKIE, value: consentCookieValue('accepted'), url: session.baseURL }]);
  return { page, gtmRequests: recordRequests(page, GTM) };
}

const dataLayerText = (page: Page) => page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
const pageViews = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => entry.event === 'page_view').map((entry) => entry.page_path),
  );

describe('secret tokens never reach Tag Manager', () => {
  it('a password-reset link: the token leaves the address bar, the page view is redacted, the page still works', async () => {
    const { page, gtmRequests } = await withTagManager();
    const checked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/accounts/password-reset/validate_token/'))
        checked.push(request.postData() ?? '');
    });
    await page.goto(`/password-reset/${SECRET}`);
    await page.waitForFunction(() => (window as { __gtmStub?: boolean }).__gtmStub === true);
    expect(gtmRequests).toHaveLength(1);
    expect(page.url()).not.toContain(SECRET);
    await expect.poll(() => pageViews(page)).toEqual(['/password-reset/:token']);
    expect(await dataLayerText(page)).not.toContain(SECRET);
    // The page still asked the API about the real token (unknown here), and says the link is invalid.
    await page.getByText('Este link não vale mais').waitFor({ state: 'visible' });
    expect(checked.some((body) => body.includes(SECRET))).toBe(true);
  });

  it("a card's QR link: no Tag Manager, no cookie banner, no token in the address bar", async () => {
    const { page, gtmRequests } = await withTagManager();
    await page.context().clearCookies();
    await page.goto(`/code/K7M2QX/student-login-token?token=${SECRET}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    expect(page.url()).not.toContain(SECRET);
    expect(gtmRequests).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    expect(await page.getByRole('region', { name: 'Sua privacidade' }).isVisible()).toBe(false);
  });
});
