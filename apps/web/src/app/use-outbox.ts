import { useEffect } from 'react';
import { outboxDbName } from '@/lib/offline/account-stores';
import { currentAccountId } from '@/lib/session';

/** Whether this account has work kept offline: only then is the outbox's code (and IndexedDB's) loaded. */
async function hasQueuedWork(): Promise<boolean> {
  const account = currentAccountId();
  if (!account || !('indexedDB' in window)) return false;
  const databases = await indexedDB.databases();
  return databases.some((db) => db.name === outboxDbName(account));
}

async function startOutbox(): Promise<() => void> {
  const { registerSender, startOutbox: start, WORK_KINDS } = await import('@/lib/offline/outbox');
  registerSender(WORK_KINDS.handIn, () =>
    import('@/features/assignments/api/hand-in-outbox').then((m) => m.sendHandIn),
  );
  registerSender(WORK_KINDS.rollCall, () =>
    import('@/features/diary/api/roll-call-outbox').then((m) => m.sendRollCall),
  );
  return start();
}

/**
 * While an area is open, work kept without signal is sent on arrival and whenever the signal
 * returns. An account with none waiting loads none of that code.
 */
export function useOutbox(): void {
  useEffect(() => {
    let live = true;
    let stop: Promise<() => void> | undefined;
    const check = () =>
      void hasQueuedWork()
        .then((waiting) => {
          if (waiting && live) stop ??= startOutbox();
        })
        .catch(() => undefined);
    // A task after the area's first render, which on a phone is long enough already.
    const first = setTimeout(check);
    window.addEventListener('online', check);
    return () => {
      live = false;
      clearTimeout(first);
      window.removeEventListener('online', check);
      void stop?.then((end) => end());
    };
  }, []);
}
