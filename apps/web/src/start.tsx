import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureValidationMessages } from '@aula/contracts';
import { App } from '@/app/app';
import { FatalErrorScreen } from '@/app/app-error-boundary';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter, routerReady } from '@/app/router';
import { keepPrerenderedParts } from '@/components/prerendered-part';
import { hasPageData } from '@/lib/page-data';
import { profileQueryOptions } from '@/lib/profile';
import { nextTask } from '@/lib/next-task';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { initSentry } from '@/lib/sentry';
import { tellServiceWorkerAccount } from '@/lib/service-worker';
import { currentAccountId } from '@/lib/session';

/** After the page's own load, so precaching the app never slows the first visit. */
function afterLoad(run: () => void) {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/**
 * Renders the app into #root. A prerendered page (build/prerender.ts) stays on screen until its
 * route's module has loaded, so React's first render replaces it with the same page and nothing jumps.
 */
export async function startApp({ prerendered }: { prerendered: boolean }) {
  configureValidationMessages();
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  try {
    if (prerendered) {
      keepPrerenderedParts(container);
      // Reading the painted page and checking the runtime config (the page's first zod schema, with
      // zod's own first-run cost) each take 20-30 ms at 4x CPU slowdown: two tasks rather than one.
      await nextTask();
    }
    const config = await loadRuntimeConfig();
    void initSentry(config).catch(() => undefined);
    // Creating the router (it ranks every route of the app) and its first navigation: a task each.
    if (prerendered) await nextTask();
    const router = createAppRouter();
    if (prerendered) await nextTask();
    router.initialize();
    const queryClient = createQueryClient();
    if (prerendered) {
      await nextTask();
      // A home's frame (prerender.tsx) is replaced by the screen with the account's name in place, not
      // by a loading state: the page brought the profile.
      if (hasPageData()) await queryClient.prefetchQuery(profileQueryOptions());
      await routerReady(router);
      // The route's module ran as the router got ready: the first render gets a task of its own.
      await nextTask();
    }
    // As a transition React renders the first screen in slices (Preact, in the production build, in one
    // go); what is on screen (the prerendered page) stays until it commits.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App router={router} queryClient={queryClient} />
        </StrictMode>,
      );
    });
  } catch (error) {
    root.render(<FatalErrorScreen error={error} />);
  }
  afterLoad(() => {
    // Chromium offers to install only once a service worker controls the page: after load is early enough.
    void import('@/lib/install-app').then(({ captureInstallOffer }) => captureInstallOffer());
    void import('@/lib/register-service-worker')
      .then(({ startServiceWorker }) => startServiceWorker())
      .then(() => tellServiceWorkerAccount(currentAccountId()))
      .catch(() => undefined);
  });
}
