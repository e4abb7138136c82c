import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { syncAnalytics, trackPageView } from '@/lib/analytics';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { useConsent } from '@/lib/use-consent';

/** Starts Tag Manager once consent allows it and reports a page view on every route change. */
export function useAnalytics(): void {
  const { choice } = useConsent();
  const { pathname, search } = useLocation();
  const { gtmId } = getRuntimeConfig();

  useEffect(() => {
    syncAnalytics(gtmId, choice);
  }, [gtmId, choice]);

  useEffect(() => {
    trackPageView(pathname + search);
  }, [pathname, search, choice]);
}
