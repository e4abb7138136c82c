import type { AdminWebhookEventDetail, SubscriptionStatistics, UserStatistics } from '@aula/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { profileFixture } from '@/test/profiles';
import { renderApp, staffTestSession } from '@/test/render-app';

const staff = profileFixture({ id: 2, first_name: 'Estela', is_teacher: false, is_staff: true });

const charge = {
  id: 'ch_abc',
  status: 'refunded',
  amount: 2990,
  paid_amount: 2990,
  created_at: '2026-03-10T14:59:00Z',
  paid_at: '2026-03-10T15:00:00Z',
  customer: { id: 'cus_1', name: 'Helena Souza', email: 'helena@escola.test' },
  last_transaction: {
    acquirer_message: 'Transação capturada',
    card: { brand: 'visa', last_four_digits: '4242' },
  },
  invoice: { id: 'in_abc' },
};

staffTestSession();

describe('provider records', () => {
  it('shows a charge as a readable summary first, with the raw data folded away', async () => {
    fakeApi({
      'GET /api/profile/me': () => [200, staff],
      'GET /api/admin/payment/pagarme/charges/ch_abc': () => [200, charge],
    });
    renderApp('/admin-dashboard/payment/pagarme/charges/ch_abc');
    expect(await screen.findByText('Estornada')).toBeTruthy();
    expect(screen.getAllByText('R$ 29,90')).toHaveLength(2);
    expect(screen.getByText('10/03/2026 12:00')).toBeTruthy();
    expect(screen.getByText('Helena Souza · helena@escola.test')).toBeTruthy();
    expect(screen.getByText('Visa final 4242')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'in_abc' }).getAttribute('href')).toBe(
      '/admin-dashboard/payment/pagarme/invoices/in_abc',
    );
    expect(screen.queryByText('refunded')).toBeNull();

    const raw = screen.getByRole('button', { name: 'Dados brutos do provedor' });
    expect(raw.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Cobrança no provedor')).toBeNull();
    fireEvent.click(raw);
    expect((await screen.findByLabelText('Cobrança no provedor')).textContent).toContain(
      '"status": "refunded"',
    );
  });

  it('offers "Voltar" to the list, not a retry, when the provider has no such record', async () => {
    fakeApi({
      'GET /api/profile/me': () => [200, staff],
      'GET /api/admin/payment/pagarme/invoices/in_naoexiste': () => [
        404,
        { detail: 'Registro não encontrado no provedor de pagamento.' },
      ],
    });
    renderApp('/admin-dashboard/payment/pagarme/invoices/in_naoexiste');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Registro não encontrado no provedor de pagamento.');
    expect(within(alert).getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe(
      '/admin-dashboard/payment/orders',
    );
    expect(within(alert).queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
  });

  it('keeps the header and a way back when an admin object does not exist', async () => {
    fakeApi({
      'GET /api/profile/me': () => [200, staff],
      'GET /api/admin/payment/subscriptions/999': () => [404, { detail: 'Assinatura não encontrada.' }],
    });
    renderApp('/admin-dashboard/payment/subscriptions/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Assinatura' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe(
      '/admin-dashboard/payment/subscriptions',
    );
  });

  it('names a webhook event in Portuguese, links what it is about and folds headers and body', async () => {
    const event: AdminWebhookEventDetail = {
      id: 5,
      provider: 'pagarme',
      event_id: 'hook_1',
      type: 'charge.paid',
      status: 'processed',
      attempts: 1,
      last_error: null,
      received_at: '2026-03-10T15:00:05Z',
      processed_at: '2026-03-10T15:00:06Z',
      headers: { 'content-type': 'application/json' },
      payload: { id: 'hook_1', type: 'charge.paid', created_at: '2026-03-10T15:00:04Z', data: charge },
      raw_body: JSON.stringify({ id: 'hook_1', type: 'charge.paid', data: charge }),
    };
    fakeApi({
      'GET /api/profile/me': () => [200, staff],
      'GET /api/admin/webhooks/webhook-events/5': () => [200, event],
    });
    renderApp('/admin-dashboard/webhooks/5');
    expect(await screen.findByText('Cobrança paga')).toBeTruthy();
    expect(screen.getByText('charge.paid')).toBeTruthy();
    expect(screen.getByText('Processado')).toBeTruthy();
    expect(screen.getByText('Pagar.me')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ch_abc' }).getAttribute('href')).toBe(
      '/admin-dashboard/payment/pagarme/charges/ch_abc',
    );
    expect(screen.getByRole('link', { name: 'in_abc' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Dados brutos do provedor' }).getAttribute('aria-expanded'),
    ).toBe('false');
    expect(screen.queryByLabelText('Corpo recebido')).toBeNull();
  });
});

describe('processors and reports', () => {
  it('names the home once as the admin area in the document title', async () => {
    fakeApi({
      'GET /api/profile/me': () => [200, staff],
      'GET /api/admin/profiles/user-statistics': () => new Promise(() => undefined),
      'GET /api/admin/payment/subscription-statistics': () => new Promise(() => undefined),
    });
    renderApp('/admin-dashboard/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Administração' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Início | Administração | Aula'));
  });

  it('explains that the configured provider is in use when no processor is stored', async () => {
    fakeApi({
      'GET /api/profile/me': () => [200, staff],
      'GET /api/admin/payment/payment-processors': () => [200, []],
    });
    renderApp('/admin-dashboard/payment/payment-processors');
    const notice = await screen.findByText(/Nenhum processador cadastrado aqui/);
    expect(notice.textContent).toContain('Os pagamentos usam o provedor configurado no servidor: Pagar.me');
    expect(screen.queryByRole('table', { name: 'Processadores' })).toBeNull();
  });

  it('shows an empty state instead of empty axes when the period has no data', async () => {
    const users: UserStatistics = {
      from: '2026-01-01',
      to: '2026-01-03',
      totals: { users: 0, teachers: 0, students: 0, staff: 0 },
      signups: 0,
      signups_per_day: ['2026-01-01', '2026-01-02', '2026-01-03'].map((date) => ({
        date,
        teachers: 0,
        students: 0,
        staff: 0,
      })),
      signups_per_month: [{ month: '2026-01', teachers: 0, students: 0, staff: 0 }],
      active_users_30d: 0,
      most_linked_lessons: [],
      most_favorited_lessons: [],
    };
    const subs: SubscriptionStatistics = {
      from: '2026-01-01',
      to: '2026-01-03',
      mrr_cents: 0,
      active_subscriptions: 0,
      active_by_plan: [],
      per_month: [{ month: '2026-01', new: 0, canceled: 0, failed_payments: 0, upgrades: 0, downgrades: 0 }],
      new_subscriptions: 0,
      upgrades: 0,
      downgrades: 0,
      canceled_subscriptions: 0,
      churn_rate: 0,
      failed_payments: 0,
      past_due: 0,
      failed_webhooks: 0,
      trial_to_paid: null,
    };
    fakeApi({
      'GET /api/profile/me': () => [200, staff],
      'GET /api/admin/profiles/user-statistics': () => [200, users],
      'GET /api/admin/payment/subscription-statistics': () => [200, subs],
    });
    renderApp('/admin-dashboard/reports?from=2026-01-01&to=2026-01-03');
    const figure = await screen.findByRole('figure', { name: /Receita recorrente mensal por plano/ });
    expect(within(figure).getByText('Ainda não há dados neste período.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('figure')).toHaveLength(4));
    for (const each of screen.getAllByRole('figure')) {
      expect(each.getAttribute('aria-label')).toContain('Ainda não há dados neste período.');
      expect(each.querySelector('.recharts-wrapper')).toBeNull();
    }
    expect(screen.getByText('Trocas de plano (maior / menor)')).toBeTruthy();
  });
});
