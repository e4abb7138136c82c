import { accountOfStore } from './account-stores';

/**
 * Erases what this browser keeps for people offline (saved API answers, files, queued work) of
 * every account but `keep`: all of it on "Sair", the previous person's when another logs in.
 */
export async function forgetOfflineData(keep: string | null = null): Promise<void> {
  const foreign = (name: string | undefined) => {
    const account = name ? accountOfStore(name) : null;
    return account !== null && account !== keep;
  };
  const cacheNames = 'caches' in window ? await caches.keys() : [];
  const databases = 'indexedDB' in window ? await indexedDB.databases() : [];
  await Promise.all([
    ...cacheNames.filter(foreign).map((name) => caches.delete(name)),
    ...databases
      .map((db) => db.name)
      .filter(foreign)
      .map((name) => deleteDatabase(name!)),
  ]);
}

/** Resolves once deleted, or once the browser says it will delete it when its last connection closes. */
export function deleteDatabase(name: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
