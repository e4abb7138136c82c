import type { Workbox } from 'workbox-window';
import { SW_MESSAGES, type SwMessage } from './offline/sw-messages';

let workbox: Workbox | null = null;
let updateWaiting = false;
const listeners = new Set<() => void>();

/**
 * Registers the service worker (production build only: `vite dev` has none) once the page has
 * loaded, so its precaching never competes with the first visit's own requests.
 */
export async function startServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/', type: 'classic' });
  // A new version installed behind the open page waits for "Atualizar" (new-build-notice.tsx).
  workbox.addEventListener('waiting', () => {
    updateWaiting = true;
    for (const listener of listeners) listener();
  });
  // Once it takes over, every open tab reloads: no page ever runs old and new chunks together.
  // (The first install also takes control, of a page that is already the same build: no reload.)
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) window.location.reload();
  });
  await workbox.register();
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

export function onUpdateWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks for a newer service worker now (the hourly build check found another deploy). */
export function checkForUpdate(): boolean {
  if (!workbox || !navigator.serviceWorker.controller) return false;
  void workbox.update();
  return true;
}

/** "Atualizar": the waiting version takes over, and the controllerchange above reloads the page. */
export function applyUpdate(): void {
  if (workbox && updateWaiting) workbox.messageSkipWaiting();
  else window.location.reload();
}

function postToServiceWorker(message: SwMessage): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

export const tellServiceWorkerAccount = (account: string | null) =>
  postToServiceWorker({ type: SW_MESSAGES.account, account });
