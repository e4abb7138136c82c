import type { AdminPlan, AdminSubscriptionDetail, AdminUserDetail } from '@aula/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { adminUserDetailFixture, profileFixture } from '@/test/profiles';
import { renderApp, staffTestSession } from '@/test/render-app';

const superuser = profileFixture({
  id: 2,
  first_name: 'Sara',
  is_teacher: false,
  is_staff: true,
  is_superuser: true,
});

const monthly: AdminPlan = {
  id: 3,
  name: 'Mensal',
  description: 'Para uma professora',
  price_cents: 2990,
  interval: 'month',
  interval_count: 1,
  trial_days: 7,
  max_installments: 1,
  pix_discount_percent: 0,
  is_public: true,
  is_active: true,
  position: 1,
  access_config: {
    id: 9,
    name: 'Plano Mensal',
    max_students: 200,
    max_custom_lessons: 50,
    teachers_accounts: 1,
    ads: false,
    default_free_users: false,
  },
  subscribers_count: 4,
  created_at: '2026-01-05T12:00:00Z',
};

const granted: AdminSubscriptionDetail = {
  id: 41,
  user: { id: 7, email: 'ana@escola.com.br', name: 'Ana Souza' },
  plan: { id: 3, name: 'Mensal' },
  status: 'active',
  price_cents: 0,
  discount_cents: 0,
  provider_subscription_id: null,
  provider_customer_id: null,
  card_brand: null,
  card_last4: null,
  coupon_id: null,
  current_period_start: '2026-03-01T12:00:00Z',
  current_period_end: '2026-03-31T12:00:00Z',
  cancel_at_period_end: false,
  cancel_reason: null,
  canceled_at: null,
  granted_by: { id: 2, email: 'sara@aula.com.br', name: 'Sara' },
  grant_reason: 'Parceria',
  created_at: '2026-03-01T12:00:00Z',
  billing: 'recurring',
  payment_method: 'credit_card',
  installments: 1,
  orders: [],
};

staffTestSession();

/** The input `name` shows `message` under it (its accessible description). */
async function expectFieldError(name: string, message: string) {
  expect(await screen.findByRole('textbox', { name, description: message })).toBeTruthy();
}

/** The plans fail until a retry: the query asks twice (one retry of a 5xx) before it shows the failure. */
function plansFailingTwice() {
  let attempts = 0;
  return (): [number, unknown] =>
    (attempts += 1) <= 2 ? [503, { detail: 'Serviço indisponível.' }] : [200, [monthly]];
}

/** A plan picker says its plans did not load; "Tentar de novo" loads them and the alert goes. */
async function retryPlans() {
  const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
  expect(alert.textContent).toContain('Serviço indisponível.');
  fireEvent.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(textbox(name), { target: { value } });

describe('product form', () => {
  it('sends the price in cents and shows a server field error under its input', async () => {
    const api = fakeApi({
      'GET /api/profile/me': () => [200, superuser],
      'POST /api/admin/payment/products': () => [400, { name: ['Já existe um produto com este nome.'] }],
    });
    renderApp('/admin-dashboard/payment/products/new');
    await screen.findByRole('heading', { level: 1, name: 'Novo produto' });
    type('Nome', 'Caderno de atividades');
    type('Preço (R$)', '49.9');
    fireEvent.blur(textbox('Preço (R$)'));
    expect(textbox('Preço (R$)').value).toBe('49,90');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar produto' }));

    await expectFieldError('Nome', 'Já existe um produto com este nome.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo('/api/admin/payment/products')[0]?.body).toEqual({
      name: 'Caderno de atividades',
      description: '',
      price_cents: 4990,
      is_active: true,
    });
  });

  it('says in Portuguese what is wrong with a price, without calling the server', async () => {
    const api = fakeApi({ 'GET /api/profile/me': () => [200, superuser] });
    renderApp('/admin-dashboard/payment/products/new');
    await screen.findByRole('heading', { level: 1, name: 'Novo produto' });
    type('Nome', 'Caderno');
    type('Preço (R$)', 'vinte reais');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar produto' }));
    await expectFieldError('Preço (R$)', 'Use um valor em reais, como 29,90.');
    expect(api.callsTo('/api/admin/payment/products')).toHaveLength(0);
  });

  it('flags every field at once: an empty name with an empty price, a name too long', async () => {
    fakeApi({ 'GET /api/profile/me': () => [200, superuser] });
    renderApp('/admin-dashboard/payment/products/new');
    await screen.findByRole('heading', { level: 1, name: 'Novo produto' });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar produto' }));
    await expectFieldError('Nome', 'Informe o nome.');
    await expectFieldError('Preço (R$)', 'Informe o valor.');
    type('Nome', 'x'.repeat(121));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar produto' }));
    await expectFieldError('Nome', 'No máximo 120 caracteres.');
  });
});

describe('coupon form', () => {
  it('checks the code with the contract, sends a flat discount in cents, and shows other failures above', async () => {
    const api = fakeApi({
      'GET /api/profile/me': () => [200, superuser],
      'GET /api/admin/payment/subscription-plans': () => [200, [monthly]],
      'POST /api/admin/payment/coupons': () => [500, { detail: 'Erro interno.' }],
    });
    renderApp('/admin-dashboard/payment/coupons/new');
    await screen.findByRole('heading', { level: 1, name: 'Novo cupom' });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar cupom' }));
    await expectFieldError('Código', 'Use de 3 a 40 letras, números, - ou _.');
    expect(api.callsTo('/api/admin/payment/coupons')).toHaveLength(0);

    type('Código', 'escola10');
    expect(textbox('Código').value).toBe('ESCOLA10');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipo de desconto' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Valor fixo (R$)' }));
    type('Desconto (R$)', '5,00');
    type('Limite de usos', '50');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Mensal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar cupom' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Erro interno.');
    expect(api.callsTo('/api/admin/payment/coupons')[0]?.body).toEqual({
      code: 'ESCOLA10',
      discount_type: 'flat',
      discount_value: 500,
      cycles: 1,
      valid_from: null,
      valid_until: null,
      max_redemptions: 50,
      is_active: true,
      plans: [3],
    });
  });
  it('says when the plans did not load, and loads them again on "Tentar de novo"', async () => {
    fakeApi({
      'GET /api/profile/me': () => [200, superuser],
      'GET /api/admin/payment/subscription-plans': plansFailingTwice(),
    });
    renderApp('/admin-dashboard/payment/coupons/new');
    await retryPlans();
    expect(await screen.findByRole('checkbox', { name: 'Mensal' })).toBeTruthy();
  });
});

describe('subscription list', () => {
  it('says when the plans of its filter did not load, and loads them again on "Tentar de novo"', async () => {
    const empty = { count: 0, next: null, previous: null, results: [] };
    fakeApi({
      'GET /api/profile/me': () => [200, superuser],
      'GET /api/admin/payment/subscriptions': () => [200, empty],
      'GET /api/admin/payment/orphan-subscriptions/': () => [200, empty],
      'GET /api/admin/payment/subscription-plans': plansFailingTwice(),
    });
    renderApp('/admin-dashboard/payment/subscriptions');
    await retryPlans();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Plano' }));
    expect(await screen.findByRole('option', { name: 'Mensal' })).toBeTruthy();
  });
});

describe('plan form', () => {
  it('shows the price in reais, gives changed limits a new configuration and puts their error under them', async () => {
    const api = fakeApi({
      'GET /api/profile/me': () => [200, superuser],
      'GET /api/admin/payment/subscription-plans/3': () => [200, monthly],
      'PUT /api/admin/payment/subscription-plans/3': () => [
        400,
        { 'access_config.max_students': ['No máximo 100000 alunos.'] },
      ],
    });
    renderApp('/admin-dashboard/payment/subscription-plans/3/edit');
    await screen.findByRole('heading', { level: 1, name: 'Editar plano Mensal' });
    expect(textbox('Preço (R$)').value).toBe('29,90');
    type('Máximo de alunos', '3a00');
    expect(textbox('Máximo de alunos').value).toBe('300');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar plano' }));

    await expectFieldError('Máximo de alunos', 'No máximo 100000 alunos.');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(api.callsTo('/api/admin/payment/subscription-plans/3')).toHaveLength(2));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Mensal',
      description: 'Para uma professora',
      price_cents: 2990,
      interval: 'month',
      interval_count: 1,
      trial_days: 7,
      max_installments: 1,
      pix_discount_percent: 0,
      access_config: {
        name: 'Plano Mensal',
        max_students: 300,
        max_custom_lessons: 50,
        teachers_accounts: 1,
        ads: false,
      },
      is_public: true,
      is_active: true,
    });
  });

  it('keeps the plan’s configuration when the limits are unchanged', async () => {
    const api = fakeApi({
      'GET /api/profile/me': () => [200, superuser],
      'GET /api/admin/payment/subscription-plans/3': () => [200, monthly],
      'PUT /api/admin/payment/subscription-plans/3': () => [200, { ...monthly, price_cents: 3490 }],
    });
    renderApp('/admin-dashboard/payment/subscription-plans/3/edit');
    await screen.findByRole('heading', { level: 1, name: 'Editar plano Mensal' });
    type('Preço (R$)', '34,90');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar plano' }));
    await screen.findByRole('heading', { level: 1, name: 'Plano Mensal' });
    const body = api.calls.find((call) => call.method === 'PUT')?.body as Record<string, unknown>;
    expect(body.price_cents).toBe(3490);
    expect(body.access_config_id).toBe(9);
    expect(body).not.toHaveProperty('access_config');
  });
});

describe('extending a subscription', () => {
  it('checks the days with the contract, sends them as a number and shows a server field error under them', async () => {
    const api = fakeApi({
      'GET /api/profile/me': () => [200, superuser],
      'GET /api/admin/payment/subscriptions/41': () => [200, granted],
      'PATCH /api/admin/payment/subscriptions/41': () => [400, { days: ['Ao menos 1 dia.'] }],
    });
    renderApp('/admin-dashboard/payment/subscriptions/41');
    fireEvent.click(await screen.findByRole('button', { name: 'Estender' }));
    const patches = () => api.calls.filter((call) => call.method === 'PATCH');
    const days = () => screen.getByRole('textbox', { name: 'Dias a mais' }) as HTMLInputElement;
    expect(days().value).toBe('30');
    fireEvent.change(days(), { target: { value: '0' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Estender' }));
    expect(
      await screen.findByRole('textbox', { name: 'Dias a mais', description: 'Ao menos 1 dia.' }),
    ).toBeTruthy();
    expect(patches()).toHaveLength(0);

    fireEvent.change(days(), { target: { value: '15' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Estender' }));
    await waitFor(() => expect(patches()[0]?.body).toEqual({ action: 'extend', days: 15 }));
    expect(
      await screen.findByRole('textbox', { name: 'Dias a mais', description: 'Ao menos 1 dia.' }),
    ).toBeTruthy();
  });
});

describe('granting a subscription', () => {
  const teacher = (subscription: AdminUserDetail['subscription']) =>
    adminUserDetailFixture({
      id: 7,
      first_name: 'Ana',
      subscription_status: subscription?.status ?? null,
      subscription,
    });
  const subscription = (status: 'active' | 'past_due' | 'expired' | 'canceled') => ({
    id: 41,
    status,
    plan_id: 3,
    plan_name: 'Mensal',
    current_period_end: '2026-03-31T12:00:00Z',
    granted: true,
  });

  it.each([
    ['no subscription', null, true],
    ['an ended one', subscription('expired'), true],
    ['one canceled at the end of its period', subscription('canceled'), true],
    ['an active one', subscription('active'), false],
    ['an overdue one', subscription('past_due'), false],
  ])('is offered for a teacher with %s', async (_case, current, offered) => {
    fakeApi({
      'GET /api/profile/me': () => [200, superuser],
      'GET /api/admin/auth/users/7': () => [200, teacher(current)],
    });
    renderApp('/admin-dashboard/users/7');
    await screen.findByRole('heading', { level: 1, name: 'Ana Souza' });
    expect(screen.queryByRole('button', { name: 'Conceder assinatura' }) !== null).toBe(offered);
  });
});
