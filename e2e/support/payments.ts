import { overflowPixels } from './screen-audit';
import type { Page } from 'playwright-core';
import { inspectScreen } from './browser';
import type { Api } from './classrooms';

/** The sandbox's secret key (apps/api/src/sandbox/start-for-server.ts): HTTP Basic user, empty password. */
const SANDBOX_SECRET_KEY = 'sk_test_aulasandbox';

export const TEST_CARDS = {
  approved: '4000000000000010',
  declined: '4000000000000002',
  failsAtRenewal: '4000000000000028',
} as const;

/** Valid check digits (PROVIDERS.md). */
const VALID_CPF = '52998224725';

export interface Sandbox {
  /** …/core/v5 — where the browser tokenises cards. */
  apiUrl: string;
  origin: string;
}

/**
 * The card provider and CEP sandbox run on their own port. The harness blocks every other origin,
 * so a payments spec lets the page reach the sandbox (and only it).
 */
export async function allowSandbox(page: Page): Promise<Sandbox> {
  const config = (await (await page.request.get('/config.json')).json()) as {
    cardProvider: { apiUrl: string };
    cepServiceUrl: string;
  };
  const apiUrl = config.cardProvider.apiUrl.replace(/\/$/, '');
  const origin = new URL(apiUrl).origin;
  if (new URL(config.cepServiceUrl).origin !== origin) throw new Error('CEP fora do sandbox.');
  await page.route(
    (url) => url.origin === origin,
    (route) => route.continue(),
  );
  return { apiUrl, origin };
}

function sandboxHeaders() {
  return { Authorization: `Basic ${Buffer.from(`${SANDBOX_SECRET_KEY}:`).toString('base64')}` };
}

interface ProviderSubscription {
  id: string;
  status: string;
  customer: { email: string };
}

/** The teacher's live subscription at the provider, found with the secret key. */
export async function providerSubscriptionOf(sandbox: Sandbox, email: string): Promise<ProviderSubscription> {
  const response = await fetch(`${sandbox.apiUrl}/subscriptions?size=100`, { headers: sandboxHeaders() });
  if (!response.ok) throw new Error(`GET /subscriptions: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: ProviderSubscription[] };
  const found = data.find((s) => s.customer.email === email && s.status === 'active');
  if (!found) throw new Error(`Nenhuma assinatura ativa de ${email} no sandbox.`);
  return found;
}

/** Starts the next cycle now: a new charge on the card (failing for the "fails at renewal" card). */
export async function advanceSubscription(sandbox: Sandbox, id: string): Promise<void> {
  const response = await fetch(`${sandbox.origin}/__control/subscriptions/${id}/advance`, { method: 'POST' });
  if (!response.ok) throw new Error(`advance: ${response.status} ${await response.text()}`);
}

export interface Plan {
  id: number;
  name: string;
  price_cents: number;
}

export async function planNamed(api: Api, name: string): Promise<Plan> {
  const plans = await api.get<Plan[]>('/api/payment/subscription-plans/');
  const plan = plans.find((p) => p.name === name);
  if (!plan) throw new Error(`Plano ${name} não encontrado.`);
  return plan;
}

export function savePaymentData(page: Page, api: Api, fullName: string) {
  return page.request
    .fetch('/api/payment/user-payment-data', {
      method: 'PUT',
      headers: { Authorization: `JWT ${api.access}` },
      data: {
        full_name: fullName,
        cpf: VALID_CPF,
        phone: '21987654321',
        cep: '20040020',
        street: 'Praça Floriano',
        number: '51',
        complement: 'sala 3',
        neighborhood: 'Centro',
        city: 'Rio de Janeiro',
        state: 'RJ',
      },
    })
    .then(async (response) => {
      if (!response.ok())
        throw new Error(`PUT user-payment-data: ${response.status()} ${await response.text()}`);
    });
}

/**
 * Intl writes "R$ 29,90" with a no-break space; this matches either space. The whole text of the
 * element by default, or a part of it.
 */
export function money(text: string, partial = false): RegExp {
  const body = text.replace(/[.$/]/g, '\\$&').replace(/ /g, '[\\s\\u00a0]');
  return new RegExp(partial ? body : `^${body}$`);
}

/** Fills the card form of the confirmation / change-card screens. */
export async function fillCard(page: Page, number: string, holder = 'MARINA TESTE') {
  await page.getByRole('textbox', { name: 'Número do cartão' }).fill(number);
  await page.getByRole('textbox', { name: 'Nome impresso no cartão' }).fill(holder);
  await page.getByRole('textbox', { name: 'Validade' }).fill('12/30');
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
}

export async function noSidewaysScroll(page: Page): Promise<boolean> {
  return (await overflowPixels(page)) <= 0;
}

/** inspectScreen from the top of the page (a focused field lower down would scroll it, and the fixed app bar with it). */
export async function inspectFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await inspectScreen(page, name);
}
