import { CONSENT_COOKIE } from '@aula/contracts';
import { getCookie, setCookie } from './cookies';

export { CONSENT_COOKIE };
export type ConsentChoice = 'accepted' | 'rejected';

export interface ConsentState {
  choice: ConsentChoice | null;
  /** The visitor asked to review an earlier choice. */
  reviewing: boolean;
}

const listeners = new Set<() => void>();
let state: ConsentState | undefined;

function readChoice(): ConsentChoice | null {
  const value = getCookie(CONSENT_COOKIE);
  return value === 'accepted' || value === 'rejected' ? value : null;
}

function update(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getConsentState(): ConsentState {
  state ??= { choice: readChoice(), reviewing: false };
  return state;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function chooseConsent(choice: ConsentChoice): void {
  setCookie(CONSENT_COOKIE, choice, { expires: 365 });
  update({ choice, reviewing: false });
}

export function reviewConsent(): void {
  update({ ...getConsentState(), reviewing: true });
}

/** Re-reads the cookie; for tests and for a choice made in another tab. */
export function resetConsentState(): void {
  state = undefined;
  update(getConsentState());
}
