import type { Receipt, SubscriptionInfo } from '@aula/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { profileFixture } from '@/test/profiles';
import { renderApp, signedInTestSession } from '@/test/render-app';

const active: SubscriptionInfo = {
  id: 7,
  status: 'active',
  plan: { id: 1, name: 'Mensal', price_cents: 2990, interval: 'month' },
  current_period_start: '2026-11-20T12:00:00.000Z',
  current_period_end: '2026-12-20T12:00:00.000Z',
  next_billing_at: '2026-12-20T12:00:00.000Z',
  next_amount_cents: 2990,
  open_amount_cents: null,
  grace_until: null,
  withdrawal: { until: '2026-11-27T12:00:00.000Z', refund_cents: 2990 },
  card: { brand: 'Visa', last_four_digits: '0010' },
  cancel_at_period_end: false,
  granted: false,
  billing: 'recurring',
  payment_method: 'credit_card',
  installments: 1,
};

const receipt: Receipt = {
  id: 31,
  number: 'AULA-000031',
  kind: 'subscription',
  plan_name: 'Mensal',
  period_start: '2026-11-20T12:00:00.000Z',
  period_end: '2026-12-20T12:00:00.000Z',
  amount_cents: 2990,
  discount_cents: 0,
  refunded_cents: 0,
  status: 'paid',
  paid_at: '2026-11-20T12:00:00.000Z',
  card: { brand: 'Visa', last_four_digits: '0010' },
  payment_method: 'credit_card',
  installments: 1,
  customer: { name: 'Maria da Silva', cpf: '52998224725' },
  company: { name: 'Aula Educação Ltda.', cnpj: '11222333000181' },
  provider_charge_id: 'ch_abc',
};

function api() {
  return fakeApi({
    'GET /api/profile/me': () => [200, profileFixture()],
    'GET /api/payment/user-subscription-info': () => [
      200,
      { subscription: active, payment_information_updated: true },
    ],
    'GET /api/payment/subscriptions/7/charges': () => [
      200,
      [
        {
          id: 31,
          kind: 'subscription',
          amount_cents: 2990,
          discount_cents: 0,
          refunded_cents: 0,
          status: 'paid',
          paid_at: '2026-11-20T12:00:00.000Z',
          created_at: '2026-11-20T12:00:00.000Z',
          plan_name: 'Mensal',
          payment_method: 'credit_card',
          installments: 1,
        },
      ],
    ],
    'GET /api/payment/receipts/31/': () => [200, receipt],
    'GET /api/payment/orders/': () => [200, []],
    'POST /api/payment/cancel-subscription': () => [
      200,
      { subscription: null, payment_information_updated: true },
    ],
  });
}

signedInTestSession('professora');

describe('receipts and the right of withdrawal', () => {
  it('opens a paid charge receipt from the subscription page, with the company and the card', async () => {
    api();
    const router = renderApp('/dashboard/account/manage-subscription');
    fireEvent.click(await screen.findByRole('link', { name: 'Ver recibo de 20/11/2026' }));
    const article = await screen.findByRole('article', { name: 'Recibo AULA-000031' });
    expect(router.state.location.pathname).toBe('/dashboard/payment/receipts/31');
    const text = article.textContent ?? '';
    expect(text).toContain('Aula Educação Ltda.');
    expect(text).toContain('CNPJ 11.222.333/0001-81');
    expect(text).toContain('20/11/2026 a 20/12/2026');
    expect(text).toContain('Visa final\u00a00010');
    expect(text).toContain('R$\u00a029,90');
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeTruthy();
  });

  it('offers the refund in the cancel dialog within 7 days and sends it', async () => {
    const { calls } = api();
    renderApp('/dashboard/account/manage-subscription');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = await screen.findByRole('dialog', {});
    expect(within(dialog).getByText(/art\. 49 do Código de Defesa do Consumidor/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Cancelar agora e receber o reembolso/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar e reembolsar' }));
    await screen.findByText(/Estornamos R\$\s29,90 no seu cartão/, {});
    expect(calls.find((c) => c.path === '/api/payment/cancel-subscription')?.body).toEqual({ refund: true });
  });
});
