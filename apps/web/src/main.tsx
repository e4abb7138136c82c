import { installChunkReloadGuard } from '@/lib/chunk-reload';
import { nextTask } from '@/lib/next-task';
import { hideUrlSecrets } from '@/lib/url-secrets';

// First of all: secret tokens leave the address bar before anything (analytics, Sentry) can read it.
hideUrlSecrets();
installChunkReloadGuard();

/**
 * Resolves once the browser has painted the page's content: told by its first-contentful-paint entry,
 * which comes when the frame is on screen (a frame's own callbacks run before that). Where there is no
 * such entry (Safari), just after the next frame; at once in a hidden tab, which paints nothing until
 * shown; and after 2 s in any case, so the app never waits on a paint that does not come.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    setTimeout(resolve, 2000);
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve));
      return;
    }
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

const PRELOADS_PER_TASK = 3;

/**
 * Fetches the chunks of the route's screen the server named (.vite/route-chunks.json): without this
 * the app would learn of them one import at a time, a round trip each on slow 4G. A few links per
 * task: each starts its fetch on the main thread (~10 ms at 4x CPU beside a home painted by the
 * server), and a screen names ~60.
 */
async function fetchRouteChunks() {
  const named = document.querySelector<HTMLMetaElement>('meta[name="aula-route-chunks"]');
  const hrefs = named?.content.split(' ').filter(Boolean) ?? [];
  for (let start = 0; start < hrefs.length; start += PRELOADS_PER_TASK) {
    for (const href of hrefs.slice(start, start + PRELOADS_PER_TASK)) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      link.crossOrigin = '';
      document.head.append(link);
    }
    await nextTask();
  }
}

// A prerendered page (build/prerender.ts) is painted before the app's modules are even fetched:
// evaluating them first would hold its first paint on a phone's slow CPU, and fetching them would
// compete for a slow connection with what that paint needs.
const prerendered = document.getElementById('root')!.hasChildNodes();

/**
 * The app's modules run a part at a time, each in its own task, so that no part holds a phone's main
 * thread for long (a tap is answered between them): React, emotion, MUI's theme, the providers, then
 * the route table, then the rest of the app. A function rather than top-level await: a chunk
 * that imports from this entry would otherwise wait for it while it waits for that chunk.
 */
async function boot() {
  if (prerendered) {
    await afterFirstPaint();
    void fetchRouteChunks();
  }
  for (const load of [
    () => import('react-dom/client'),
    () => import('@emotion/react'),
    () => import('./app/theme'),
    () => import('./app/providers'),
    // The API client brings the contracts' schemas the session needs, the costliest modules to run.
    () => import('./lib/api-client'),
    () => import('./app/router'),
  ]) {
    await load();
    await nextTask();
  }
  const { startApp } = await import('./start');
  await startApp({ prerendered });
}

void boot();
