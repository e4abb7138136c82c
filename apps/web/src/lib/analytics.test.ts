import { legalDocuments } from '@aula/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const gtmScripts = () =>
  document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/gtm.js"]');

async function freshModules() {
  vi.resetModules();
  const analytics = await import('./analytics');
  const consent = await import('./consent');
  return { ...analytics, ...consent };
}

beforeEach(() => {
  document.head.innerHTML = '';
  delete window.dataLayer;
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

describe('consent', () => {
  it('starts without a choice and remembers one, with the privacy version, in the cookie_consent cookie', async () => {
    const { getConsentState, chooseConsent, resetConsentState } = await freshModules();
    expect(getConsentState()).toEqual({ choice: null, reviewing: false });
    chooseConsent('rejected');
    expect(document.cookie).toContain(`cookie_consent=rejected:${legalDocuments.privacy.version}`);
    resetConsentState();
    expect(getConsentState().choice).toBe('rejected');
  });

  it('notifies subscribers and can reopen the choice for review', async () => {
    const { chooseConsent, reviewConsent, subscribeConsent, getConsentState } = await freshModules();
    const listener = vi.fn();
    subscribeConsent(listener);
    chooseConsent('accepted');
    reviewConsent();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getConsentState()).toEqual({ choice: 'accepted', reviewing: true });
  });

  it('ignores unknown cookie values', async () => {
    document.cookie = 'cookie_consent=talvez; path=/';
    const { getConsentState } = await freshModules();
    expect(getConsentState().choice).toBeNull();
  });

  it('asks again when the choice was made under another privacy policy version', async () => {
    document.cookie = 'cookie_consent=accepted:0.9; path=/';
    const { getConsentState } = await freshModules();
    expect(getConsentState().choice).toBeNull();
  });
});

describe('Google Tag Manager', () => {
  it('loads the container script when an id is configured and consent is accepted', async () => {
    const { syncAnalytics, isAnalyticsActive } = await freshModules();
    expect(syncAnalytics('GTM-TESTE1', 'accepted')).toBe(true);
    const scripts = gtmScripts();
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-TESTE1',
    );
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
    expect(isAnalyticsActive()).toBe(true);
    syncAnalytics('GTM-TESTE1', 'accepted');
    expect(gtmScripts()).toHaveLength(1);
  });

  it.each([
    ['no consent yet', 'GTM-TESTE1', null],
    ['rejected consent', 'GTM-TESTE1', 'rejected'],
    ['no configured id', null, 'accepted'],
  ] as const)('loads nothing with %s', async (_, gtmId, choice) => {
    const { syncAnalytics, trackPageView, identifyUser } = await freshModules();
    expect(syncAnalytics(gtmId, choice)).toBe(false);
    trackPageView('/');
    identifyUser({ id: 1, roles: ['teacher'], teacher_subscription: 'active' });
    expect(gtmScripts()).toHaveLength(0);
    expect(window.dataLayer ?? []).toEqual([]);
  });

  it('pushes page views and the user only while active, including a user identified before consent', async () => {
    const { syncAnalytics, trackPageView, identifyUser } = await freshModules();
    identifyUser({ id: 7, roles: ['teacher'], teacher_subscription: 'inactive' });
    syncAnalytics('GTM-TESTE1', 'accepted');
    trackPageView('/dashboard/home?aba=1');
    expect(window.dataLayer?.slice(1)).toEqual([
      { event: 'identify', user_id: '7', roles: ['teacher'], teacher_subscription: 'inactive' },
      { event: 'page_view', page_path: '/dashboard/home?aba=1' },
    ]);
  });
});

describe('analytics and students', () => {
  it('never loads Tag Manager in the student area', async () => {
    const { syncAnalytics, trackPageView } = await freshModules();
    expect(syncAnalytics('GTM-TESTE', 'accepted', true)).toBe(false);
    trackPageView('/student-dashboard/home');
    expect(gtmScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('neither identifies nor tracks a signed-in student, even with Tag Manager already running', async () => {
    const { syncAnalytics, trackPageView, identifyUser } = await freshModules();
    identifyUser({ id: 77, roles: ['student'], teacher_subscription: 'inactive' });
    expect(syncAnalytics('GTM-TESTE', 'accepted')).toBe(false);
    expect(gtmScripts()).toHaveLength(0);

    identifyUser({ id: 5, roles: ['teacher'], teacher_subscription: 'active' });
    expect(syncAnalytics('GTM-TESTE', 'accepted')).toBe(true);
    identifyUser({ id: 77, roles: ['student'], teacher_subscription: 'inactive' });
    trackPageView('/x');
    const sent = JSON.stringify(window.dataLayer);
    expect(sent).not.toContain('"77"');
    expect(sent).not.toContain('/x');
  });
});
