import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isAnalyticsActive, syncAnalytics, trackPageView } from '@/lib/analytics';
import { useProfile } from '@/lib/profile';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { hideUrlSecrets, isStudentAreaPath, redactedPath } from '@/lib/url-secrets';
import { useConsent } from '@/lib/use-consent';

/**
 * Starts Tag Manager once consent allows it and reports a page view (its path redacted) on every
 * route change. Nothing at all in the student area or for a signed-in student: Tag Manager loaded
 * earlier on this page (a teacher on a shared computer) is dropped by reloading. Returns whether the
 * page is in the student area (the cookie banner stays away there).
 */
export function useAnalytics(): boolean {
  const { choice } = useConsent();
  const { pathname, search } = useLocation();
  const { gtmId } = getRuntimeConfig();
  const { data: profile } = useProfile();
  const studentArea = isStudentAreaPath(pathname) || Boolean(profile?.is_student);

  useEffect(() => {
    if (studentArea) {
      // Tag Manager cannot be unloaded from a running page.
      if (isAnalyticsActive()) window.location.reload();
      return;
    }
    syncAnalytics(gtmId, choice);
  }, [gtmId, choice, studentArea]);

  useEffect(() => {
    // A token link opened inside the app leaves the address bar too.
    hideUrlSecrets();
    if (!studentArea) trackPageView(redactedPath(pathname, search));
  }, [pathname, search, choice, studentArea]);

  return studentArea;
}
