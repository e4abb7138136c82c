/// <reference lib="webworker" />
import { PAGE_DATA } from '@aula/contracts';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { apiCacheName, filesCacheName, SAVED_AT_HEADER } from './lib/offline/account-stores';
import { accountOfAuthorization, isOfflineReadable, isPrivateFile, mayStore } from './lib/offline/sw-rules';
import { SW_MESSAGES, type SwMessage } from './lib/offline/sw-messages';

declare global {
  interface Window {
    __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
  }
}

// The DOM's `self` for the compiler, the worker's at run time.
const sw = self as unknown as ServiceWorkerGlobalScope;

// The app shell and every route chunk, by content hash (vite-plugin-pwa fills the list at build).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * Pages: the server's HTML whenever there is signal (it varies by route and by the consent cookie,
 * and preloads the route's chunks), the precached shell only when the network fails.
 */
registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      // Marked, so the server leaves out the answers it puts in a first visit's page (PAGE_DATA):
      // here the app asks for them itself, and this worker keeps its offline copy.
      const headers = new Headers(request.headers);
      headers.set(PAGE_DATA.workerHeader, '1');
      return await fetch(new Request(request, { headers }));
    } catch (error) {
      const shell = await matchPrecache('index.html');
      if (shell) return shell;
      throw error;
    }
  }),
);

/** Public runtime configuration (no one's data): the saved copy at once, refreshed behind it. */
const RUNTIME_CACHE = 'aula-runtime';
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname === '/runtime-config.js',
  async ({ request, event }) => {
    const cache = await caches.open(RUNTIME_CACHE);
    const saved = await cache.match(request);
    const fresh = fetch(request).then(async (response) => {
      if (response.ok) await cache.put(request, response.clone());
      return response;
    });
    if (saved) {
      (event as ExtendableEvent).waitUntil(fresh.catch(() => undefined));
      return saved;
    }
    return fresh;
  },
);

// Saved with the app, so even the first visit the worker controls takes no script from the network.
sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(RUNTIME_CACHE)
      .then((cache) => cache.add('/runtime-config.js'))
      .catch(() => undefined),
  );
});

/**
 * The account whose pages are open, told by the page (signed file links carry no JWT to read it
 * from). Kept in memory and in a one-entry cache, since the browser stops idle workers.
 */
const ACCOUNT_KEY = '/__aula/account';
let currentAccount: Promise<string | null> = caches
  .open(RUNTIME_CACHE)
  .then((cache) => cache.match(ACCOUNT_KEY))
  .then((saved) => saved?.text() ?? null)
  .then((text) => text || null);

async function setAccount(account: string | null) {
  currentAccount = Promise.resolve(account);
  const cache = await caches.open(RUNTIME_CACHE);
  await (account ? cache.put(ACCOUNT_KEY, new Response(account)) : cache.delete(ACCOUNT_KEY));
}

/**
 * Network first; when it fails, the last answer this account saw, stamped with when it was saved.
 * Stored only while that account is still the one logged in: an answer arriving after "Sair" must
 * not bring back the cache the page just erased.
 */
async function networkFirst(request: Request, account: string, cacheName: string, key: string) {
  try {
    const response = await fetch(request);
    if (mayStore(response) && (await currentAccount) === account) {
      const headers = new Headers(response.headers);
      headers.set(SAVED_AT_HEADER, new Date().toISOString());
      const copy = await response.clone().blob();
      const cache = await caches.open(cacheName);
      await cache.put(key, new Response(copy, { status: 200, statusText: 'OK', headers }));
    }
    return response;
  } catch (error) {
    // caches.match with a name: looking must not create the cache "Sair" erased.
    const saved = await caches.match(key, { cacheName });
    if (saved) return saved;
    throw error;
  }
}

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    isOfflineReadable(url.pathname) &&
    accountOfAuthorization(request.headers.get('authorization')) !== null,
  ({ request, url }) => {
    const account = accountOfAuthorization(request.headers.get('authorization'))!;
    return networkFirst(request, account, apiCacheName(account), url.pathname + url.search);
  },
);

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isPrivateFile(url),
  async ({ request, url }) => {
    const account = await currentAccount;
    // Without a known account nothing is kept: the file goes straight through.
    if (!account || request.headers.has('range')) return fetch(request);
    return networkFirst(request, account, filesCacheName(account), url.pathname + url.search);
  },
);

sw.addEventListener('message', (event) => {
  const message = event.data as SwMessage | null;
  if (message?.type === SW_MESSAGES.skipWaiting) void sw.skipWaiting();
  if (message?.type === SW_MESSAGES.account) event.waitUntil(setAccount(message.account));
});

// A first install takes the open pages at once (they are the same build); an update waits for "Atualizar".
clientsClaim();
