import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { discardWork, getWorkStatus, queuedWork, queueWork, subscribeOutbox } from './outbox';

/**
 * One piece of offline work as a screen sees it: its state, what waits (read back after a reload),
 * and the actions. `onSent` runs once it went through (to refresh what the screen shows).
 */
export function useQueuedWork<P>(kind: string, key: string, onSent: () => void) {
  const statusOf = () => getWorkStatus(key);
  const status = useSyncExternalStore(subscribeOutbox, statusOf, statusOf);
  const [waiting, setWaiting] = useState<P | null>(null);
  const sent = useEffectEvent(onSent);

  useEffect(() => {
    let live = true;
    void queuedWork<P>(key)
      .then((work) => {
        if (live) setWaiting(work?.payload ?? null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key, status?.state]);

  useEffect(() => {
    if (status?.state === 'sent') sent();
  }, [status?.state]);

  return {
    status,
    waiting,
    queue: (payload: P) => queueWork<P>(kind, key, payload),
    discard: () => discardWork(key),
  };
}
