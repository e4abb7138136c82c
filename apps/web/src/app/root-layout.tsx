import { Outlet, ScrollRestoration } from 'react-router';
import { CookieConsentBanner } from '@/components/cookie-consent-banner';
import { ImpersonationBanner } from '@/components/impersonation-banner';
import { NavigationProgress } from '@/components/navigation-progress';
import { SkipLink } from '@/components/skip-link';
import { NewBuildNotice } from './new-build-notice';
import { useAnalytics } from './use-analytics';
import { useBuildCheck } from './use-build-check';
import { useSessionSync } from './use-session-sync';

export function RootLayout() {
  useAnalytics();
  const [newBuild, dismissNewBuild] = useBuildCheck();
  useSessionSync();
  return (
    <>
      <SkipLink />
      <NavigationProgress />
      <Outlet />
      <ImpersonationBanner />
      <CookieConsentBanner />
      {newBuild && <NewBuildNotice onClose={dismissNewBuild} />}
      <ScrollRestoration />
    </>
  );
}
