import type { SubscriptionInfo } from '@aula/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setTokens } from '@/lib/session';
import { clearCookies, fakeApi, tokenPair } from '@/test/fake-api';
import { profileFixture } from '@/test/profiles';
import { installDomShims, renderApp } from '@/test/render-app';

const slow = { timeout: 10_000 };

const pastDue: SubscriptionInfo = {
  id: 7,
  status: 'past_due',
  plan: { id: 1, name: 'Mensal', price_cents: 2990, interval: 'month' },
  current_period_start: '2026-10-21T12:00:00.000Z',
  current_period_end: '2026-11-21T12:00:00.000Z',
  next_billing_at: null,
  next_amount_cents: null,
  open_amount_cents: null,
  card: { brand: 'Visa', last_four_digits: '0028' },
  cancel_at_period_end: false,
  granted: false,
};

function api(profile: ReturnType<typeof profileFixture>, subscription: SubscriptionInfo | null) {
  return fakeApi({
    'GET /api/profile/me': () => [200, profile],
    'GET /api/payment/user-subscription-info': () => [
      200,
      { subscription, payment_information_updated: profile.payment_information_updated },
    ],
    'GET /api/payment/subscriptions/7/charges': () => [200, []],
  });
}

beforeAll(installDomShims);
beforeEach(() => {
  clearCookies();
  sessionStorage.clear();
  setTokens(tokenPair('professora'));
});
afterEach(() => {
  cleanup();
  clearCookies();
});

describe('teacher area payment notices', { timeout: 30_000 }, () => {
  it('sends a teacher whose renewal failed from any other screen to the card update', async () => {
    api(profileFixture({ payment_information_updated: false }), pastDue);
    const router = renderApp('/dashboard/account');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Não conseguimos cobrar sua assinatura' }, slow),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/payment/update-payment-information-required');
    expect(screen.getByText(/foi recusada pela operadora do cartão/).textContent).toContain(
      'Visa final\u00a00028',
    );
    expect(screen.getByRole('link', { name: 'Trocar cartão' }).getAttribute('href')).toBe(
      '/dashboard/payment/change-credit-card',
    );
  });

  it('lets that teacher open the subscription page (history, cancel) without being sent away', async () => {
    api(profileFixture({ payment_information_updated: false }), pastDue);
    const router = renderApp('/dashboard/account/manage-subscription');
    expect(await screen.findByRole('heading', { name: 'Plano Mensal' }, slow)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/account/manage-subscription');
    expect(screen.getByText('Pagamento pendente')).toBeTruthy();
  });

  it('shows users with ads a dismissible invitation to the plans, and none to subscribers', async () => {
    api(profileFixture(), null);
    renderApp('/dashboard/account');
    const link = await screen.findByRole('link', { name: 'Conheça os planos' }, slow);
    expect(link.getAttribute('href')).toBe('/dashboard/account/choose-plan');
    expect(await screen.findByText('Gratuito', { selector: 'strong' }, slow)).toBeTruthy();
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha conta' }, slow)).toBeTruthy();
    expect(await screen.findByText('Mensal', { selector: 'strong' }, slow)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Conheça os planos' })).toBeNull();
  });
});
