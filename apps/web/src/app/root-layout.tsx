import { Outlet, ScrollRestoration } from 'react-router';
import { CookieConsentBanner } from '@/components/cookie-consent-banner';
import { NavigationProgress } from '@/components/navigation-progress';
import { SkipLink } from '@/components/skip-link';
import { useAnalytics } from './use-analytics';
import { useBuildCheck } from './use-build-check';

export function RootLayout() {
  useAnalytics();
  useBuildCheck();
  return (
    <>
      <SkipLink />
      <NavigationProgress />
      <Outlet />
      <CookieConsentBanner />
      <ScrollRestoration />
    </>
  );
}
