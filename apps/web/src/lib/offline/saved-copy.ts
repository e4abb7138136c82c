import { SAVED_AT_HEADER } from './account-stores';

let savedAt: Date | null = null;
const listeners = new Set<() => void>();

function set(value: Date | null) {
  if (value?.getTime() === savedAt?.getTime()) return;
  savedAt = value;
  for (const listener of listeners) listener();
}

/**
 * Told of every API answer: one the service worker gave from its copy carries the moment that copy
 * was saved; the screen then says it is showing saved data, from the oldest copy in view. Any
 * answer from the network means the connection is back.
 */
export function noteApiAnswer(response: Pick<Response, 'headers'>): void {
  const stamp = response.headers.get(SAVED_AT_HEADER);
  if (!stamp) return set(null);
  const at = new Date(stamp);
  if (Number.isNaN(at.getTime())) return;
  set(savedAt && savedAt < at ? savedAt : at);
}

export const getSavedAt = (): Date | null => savedAt;

export function subscribeSavedAt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the notice (the person logged out: the next one must not see it). */
export const resetSavedAt = () => set(null);
