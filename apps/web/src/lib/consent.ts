import {
  CONSENT_COOKIE,
  consentCookieValue,
  currentConsentChoice,
  type ConsentChoice,
} from '@aula/contracts';
import { getCookie, setCookie } from './cookies';

export type { ConsentChoice };

export interface ConsentState {
  choice: ConsentChoice | null;
  /** The visitor asked to review an earlier choice. */
  reviewing: boolean;
}

const listeners = new Set<() => void>();
let state: ConsentState | undefined;

/** A choice made under an earlier privacy policy counts as none, so the banner asks again. */
function readChoice(): ConsentChoice | null {
  return currentConsentChoice(getCookie(CONSENT_COOKIE));
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
  setCookie(CONSENT_COOKIE, consentCookieValue(choice), { expires: 365 });
  update({ choice, reviewing: false });
}

export function reviewConsent(): void {
  update({ ...getConsentState(), reviewing: true });
}

/**
 * Re-reads the cookie; for tests and for a choice made in another tab.
 * @public (tests reach it through a freshly imported module)
 */
export function resetConsentState(): void {
  state = undefined;
  update(getConsentState());
}
