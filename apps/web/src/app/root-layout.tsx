import { Outlet, ScrollRestoration } from 'react-router';
import { CookieConsentBanner } from '@/components/cookie-consent-banner';
import { ImpersonationBanner } from '@/components/impersonation-banner';
import { NavigationProgress } from '@/components/navigation-progress';
import { PrerenderedPart } from '@/components/prerendered-part';
import { SkipLink } from '@/components/skip-link';
import { NewBuildNotice } from './new-build-notice';
import { useAnalytics } from './use-analytics';
import { useBuildCheck } from './use-build-check';
import { useSessionSync } from './use-session-sync';

export function RootLayout() {
  const studentArea = useAnalytics();
  const [newBuild, dismissNewBuild] = useBuildCheck();
  useSessionSync();
  return (
    <>
      <SkipLink />
      {/* Before the page, like the prerendered one (prerender.tsx): read and reached by keyboard first. */}
      {!studentArea && (
        <PrerenderedPart name="consent">
          <CookieConsentBanner />
        </PrerenderedPart>
      )}
      <NavigationProgress />
      <Outlet />
      <ImpersonationBanner />
      {newBuild && <NewBuildNotice onClose={dismissNewBuild} />}
      <ScrollRestoration />
    </>
  );
}
