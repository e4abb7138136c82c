/**
 * The versions of the Terms of Use and the Privacy Policy in force. The web app shows them on the
 * documents; the API records them when a teacher signs up; the consent cookie carries the privacy
 * version, so publishing a new one asks every visitor again. Change a version only with a new text.
 */
export const legalDocuments = {
  terms: { version: '1.0', updatedOn: '2026-11-25' },
  privacy: { version: '1.1', updatedOn: '2026-12-02' },
} as const;

/** Where a person exercises their LGPD rights and reaches the person in charge of data (encarregado). */
export const PRIVACY_CONTACT_EMAIL = 'privacidade@aula.com.br';

export type ConsentChoice = 'accepted' | 'rejected';

/** Cookie holding the visitor's LGPD consent choice; the server reads it to pick the prerendered page. */
export const CONSENT_COOKIE = 'cookie_consent';

/** The consent cookie's value: the choice and the privacy version it was made under, e.g. `rejected:1.0`. */
export function consentCookieValue(choice: ConsentChoice): string {
  return `${choice}:${legalDocuments.privacy.version}`;
}

/** The choice a cookie value holds, or null when there is none or it was made under another version. */
export function currentConsentChoice(value: string | undefined): ConsentChoice | null {
  if (value === consentCookieValue('accepted')) return 'accepted';
  if (value === consentCookieValue('rejected')) return 'rejected';
  return null;
}
