import type { Workbox } from 'workbox-window';
import { SW_MESSAGES, type SwMessage } from './offline/sw-messages';

let workbox: Workbox | null = null;
let updateWaiting = false;
const listeners = new Set<() => void>();

/** Set by register-service-worker.ts (loaded after the page, with workbox-window). */
export function adoptWorkbox(registered: Workbox): void {
  workbox = registered;
}

export function markUpdateWaiting(): void {
  updateWaiting = true;
  for (const listener of listeners) listener();
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
