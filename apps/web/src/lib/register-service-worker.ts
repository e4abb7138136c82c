import { adoptWorkbox, isUpdateWaiting, markUpdateWaiting } from './service-worker';

/**
 * Registers the service worker (production build only: `vite dev` has none). Loaded once the page
 * has loaded, so neither this code nor the precaching competes with the first visit's own requests.
 */
export async function startServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/', type: 'classic' });
  adoptWorkbox(workbox);
  // A new version installed behind the open page waits for "Atualizar" (new-build-notice.tsx).
  workbox.addEventListener('waiting', markUpdateWaiting);
  // Once it takes over, every open tab reloads: no page ever runs old and new chunks together.
  // (The first install also takes control, of a page that is already the same build: no reload. A
  // page first opened without one still reloads when a later version it saw waiting takes over.)
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController || isUpdateWaiting()) window.location.reload();
  });
  await workbox.register();
}
