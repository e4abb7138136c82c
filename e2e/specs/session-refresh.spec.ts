import { describe, expect, it } from 'vitest';
import { consented, cookieValue, demo, logIn } from '../support/accounts';
import { useBrowser } from '../support/browser';
import { recordRequests } from '../support/network';

const session = useBrowser();
const REFRESH = /\/api\/accounts\/refresh-token\/$/;

describe('session tokens', () => {
  it('renews an expired access token without the user noticing', async () => {
    const page = await consented(await session.page(), session.baseURL);
    await logIn(page, 'teacher', demo.teacher.login, demo.teacher.password);
    const refresh = await cookieValue(page, 'refreshToken');
    // Off the app while the cookies change, so only the page under test can ask for a refresh.
    await page.goto('about:blank');
    const refreshCalls = recordRequests(page, REFRESH);

    await page
      .context()
      .addCookies([{ name: 'accessToken', value: 'expirado.ou.invalido', url: session.baseURL }]);
    await page.goto('/dashboard/account');
    await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Nome', exact: true }).inputValue())
      .toBe(demo.teacher.firstName);

    expect(refreshCalls).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/dashboard/account');
    const access = await cookieValue(page, 'accessToken');
    expect(access).toBeTruthy();
    expect(access).not.toBe('expirado.ou.invalido');
    expect(await cookieValue(page, 'refreshToken'), 'the refresh token rotates').not.toBe(refresh);
  });

  it('logs out and returns to /login when the session cannot be renewed', async () => {
    const page = await consented(await session.page(), session.baseURL);
    await logIn(page, 'teacher', demo.teacher.login, demo.teacher.password);
    await page.goto('about:blank');
    const refreshCalls = recordRequests(page, REFRESH);

    await page.context().addCookies([
      { name: 'accessToken', value: 'expirado.ou.invalido', url: session.baseURL },
      { name: 'refreshToken', value: 'revogado.ou.invalido', url: session.baseURL },
    ]);
    await page.goto('/dashboard/account');
    await page.waitForURL('**/login');
    await page.getByText('Sua sessão expirou. Entre novamente para continuar.').waitFor();
    expect(refreshCalls).toHaveLength(1);
    for (const name of ['accessToken', 'refreshToken', 'ua']) {
      expect(await cookieValue(page, name), name).toBeUndefined();
    }
    expect(await cookieValue(page, 'originalUrl')).toBe('/dashboard/account');
  });
});
