import { randomUUID } from 'node:crypto';
import { CONSENT_COOKIE, consentCookieValue } from '@aula/contracts';
import type { Page } from 'playwright-core';

/**
 * The demo superuser's password is random on a real first start; the harness chooses it with
 * DEMO_STAFF_PASSWORD (a server run through E2E_BASE_URL must be started with the same value).
 */
export const E2E_STAFF_PASSWORD = process.env.E2E_STAFF_PASSWORD ?? 'Equipe-E2E-Jornadas-2026';

/** Seeded on every fresh database (apps/api/src/seed/demo.ts). Specs never change their passwords. */
export const demo = {
  teacher: { login: 'professora@aula.demo', password: 'Planejar-Aulas-2026', firstName: 'Helena' },
  staff: { login: 'equipe@aula.demo', password: E2E_STAFF_PASSWORD, firstName: 'Rafael' },
  student: { login: 'aluno.demo', password: 'Estudar-Muito-2026', firstName: 'Pedro' },
} as const;

export const ACCESS_DENIED_MESSAGE =
  'Faça login para acessar esta página. Caso já tenha feito, verifique se o seu usuário tem permissão para acessá-la.';

export interface NewTeacher {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A teacher nobody else uses, so a spec may change or delete it. */
export function newTeacher(tag: string): NewTeacher {
  return {
    firstName: 'Marina',
    lastName: 'Teste',
    email: `${tag}-${randomUUID().slice(0, 8)}@escola.test`,
    password: 'Girassol#Amarelo-42',
  };
}

/** Creates the account through the API (for specs whose journey starts after sign-up). */
export async function signUpByApi(page: Page, teacher: NewTeacher): Promise<void> {
  const response = await page.request.post('/api/accounts/sign-in/', {
    data: {
      first_name: teacher.firstName,
      last_name: teacher.lastName,
      email: teacher.email,
      password: teacher.password,
      accepted_terms: true,
      recaptcha: '',
    },
  });
  if (response.status() !== 201)
    throw new Error(`Cadastro falhou: ${response.status()} ${await response.text()}`);
}

/** A visitor who already answered the consent banner, so screenshots show the page itself. */
export async function consented(page: Page, baseURL: string): Promise<Page> {
  await page
    .context()
    .addCookies([{ name: CONSENT_COOKIE, value: consentCookieValue('rejected'), url: baseURL }]);
  return page;
}

export async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  const cookie = (await page.context().cookies()).find((c) => c.name === name);
  return cookie === undefined ? undefined : decodeURIComponent(cookie.value);
}

/** Fills the login form of the right tab and submits it; does not wait for the result. */
export async function submitLogin(
  page: Page,
  kind: 'teacher' | 'student',
  login: string,
  password: string,
): Promise<void> {
  if (kind === 'student') await page.getByRole('tab', { name: 'Aluno' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('textbox', { name: kind === 'student' ? 'Usuário' : 'E-mail' }).fill(login);
  await panel.locator(`#login-${kind}-password`).fill(password);
  await panel.getByRole('button', { name: 'Entrar' }).click();
}

/** Opens /login, logs in and waits until the app has left the login page. */
export async function logIn(
  page: Page,
  kind: 'teacher' | 'student',
  login: string,
  password: string,
): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, kind, login, password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Full-page screenshots draw fixed bars (the app bar) where the viewport was; scrolling back first
 * keeps them at the top after a form scrolled to a field.
 */
export async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}
