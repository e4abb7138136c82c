import type { SubscriptionInfo } from '@aula/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { profileFixture } from '@/test/profiles';
import { renderApp, signedInTestSession } from '@/test/render-app';

const pastDue: SubscriptionInfo = {
  id: 7,
  status: 'past_due',
  plan: { id: 1, name: 'Mensal', price_cents: 2990, interval: 'month' },
  current_period_start: '2026-10-21T12:00:00.000Z',
  current_period_end: '2026-11-21T12:00:00.000Z',
  next_billing_at: null,
  next_amount_cents: null,
  open_amount_cents: null,
  grace_until: '2099-11-28T15:00:00.000Z',
  withdrawal: null,
  card: { brand: 'Visa', last_four_digits: '0028' },
  cancel_at_period_end: false,
  granted: false,
  billing: 'recurring',
  payment_method: 'credit_card',
  installments: 1,
};

function api(profile: ReturnType<typeof profileFixture>, subscription: SubscriptionInfo | null) {
  return fakeApi({
    'GET /api/profile/me': () => [200, profile],
    'GET /api/payment/user-subscription-info': () => [
      200,
      { subscription, payment_information_updated: profile.payment_information_updated },
    ],
    'GET /api/payment/subscriptions/7/charges': () => [200, []],
    'GET /api/payment/orders/': () => [200, []],
  });
}

signedInTestSession('professora');

describe('teacher area payment notices', () => {
  it('warns a teacher whose renewal failed on every dashboard page, without sending her away', async () => {
    api(profileFixture({ payment_information_updated: false }), pastDue);
    const router = renderApp('/dashboard/account');
    const banner = await screen.findByRole('status', { name: 'Pagamento da assinatura' });
    await screen.findByText(
      'Não conseguimos cobrar sua assinatura. Atualize o cartão até 28/11 para não perder os recursos do plano.',
    );
    expect(banner.textContent).toContain('Atualizar cartão');
    expect(router.state.location.pathname).toBe('/dashboard/account');
    expect(screen.getByRole('link', { name: 'Atualizar cartão' }).getAttribute('href')).toBe(
      '/dashboard/payment/change-credit-card',
    );
  });

  it('says the resources are suspended once the grace period is over', async () => {
    api(profileFixture({ payment_information_updated: false }), {
      ...pastDue,
      grace_until: '2020-01-01T12:00:00.000Z',
    });
    renderApp('/dashboard/account');
    const banner = await screen.findByRole('status', { name: 'Pagamento da assinatura' });
    await screen.findByText(/recursos do plano foram suspensos/, {});
    expect(banner.textContent).toContain('suas turmas e alunos continuam aqui');
  });

  it('lets that teacher open the subscription page (history, cancel) without being sent away', async () => {
    api(profileFixture({ payment_information_updated: false }), pastDue);
    const router = renderApp('/dashboard/account/manage-subscription');
    expect(await screen.findByRole('heading', { name: 'Plano Mensal' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/account/manage-subscription');
    expect(screen.getByText('Pagamento pendente')).toBeTruthy();
  });

  it('shows users with ads a dismissible invitation to the plans, and none to subscribers', async () => {
    api(profileFixture(), null);
    renderApp('/dashboard/account');
    const link = await screen.findByRole('link', { name: 'Conheça os planos' });
    expect(link.getAttribute('href')).toBe('/dashboard/account/choose-plan');
    expect(await screen.findByText('Gratuito', { selector: 'strong' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dispensar aviso de planos' }));
    expect(screen.queryByRole('link', { name: 'Conheça os planos' })).toBeNull();
    expect(sessionStorage.getItem('aula.upgrade-banner-dismissed')).toBe('1');
    cleanup();

    sessionStorage.clear();
    api(profileFixture({ user_access_config: { ...profileFixture().user_access_config, ads: false } }), {
      ...pastDue,
      status: 'active',
      card: { brand: 'Visa', last_four_digits: '0010' },
    });
    renderApp('/dashboard/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha conta' })).toBeTruthy();
    expect(await screen.findByText('Mensal', { selector: 'strong' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Conheça os planos' })).toBeNull();
  });
});
