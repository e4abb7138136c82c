import { afterEach, describe, expect, it } from 'vitest';
import { hideUrlSecrets, HIDDEN_TOKEN, isStudentAreaPath, redactedPath, revealToken } from './url-secrets';

const secret = 'q7Xk2pLm9VbN4cRt8WyZ3sHd6FgJ1aEu_-AbCdEfGhI';

function visit(path: string) {
  window.history.replaceState(null, '', path);
}

describe('secret tokens leave the address bar before analytics can read it', () => {
  afterEach(() => {
    sessionStorage.clear();
    visit('/');
  });

  it("takes the card's QR token out of the query and gives it back to the page", () => {
    visit(`/code/ABC234/student-login-token?token=${secret}&x=1`);
    expect(hideUrlSecrets()).toBe(true);
    expect(window.location.href).not.toContain(secret);
    expect(window.location.pathname + window.location.search).toBe('/code/ABC234/student-login-token?x=1');
    expect(
      revealToken(window.location.pathname, new URLSearchParams(window.location.search).get('token')),
    ).toBe(secret);
  });

  it("hides the token of a password-reset link, a share link and a family's links in the path", () => {
    visit(`/password-reset/${secret}`);
    hideUrlSecrets();
    expect(window.location.pathname).toBe(`/password-reset/${HIDDEN_TOKEN}`);
    expect(revealToken(window.location.pathname, HIDDEN_TOKEN)).toBe(secret);

    visit(`/dashboard/shared-books/${secret}`);
    hideUrlSecrets();
    expect(window.location.href).not.toContain(secret);
    expect(revealToken(window.location.pathname, HIDDEN_TOKEN)).toBe(secret);
    for (const page of ['/autorizacao/', '/familia/']) {
      visit(`${page}${secret}`);
      hideUrlSecrets();
      expect(window.location.pathname).toBe(`${page}${HIDDEN_TOKEN}`);
      expect(revealToken(window.location.pathname, HIDDEN_TOKEN)).toBe(secret);
      expect(redactedPath(`${page}${secret}`)).toBe(`${page}:token`);
    }
    // A page reached with the token itself (inside the app) keeps it.
    expect(revealToken('/dashboard/shared-books/outro', 'outro')).toBe('outro');
  });

  it('leaves other addresses alone', () => {
    visit('/dashboard/books?page=2');
    expect(hideUrlSecrets()).toBe(false);
    expect(window.location.search).toBe('?page=2');
  });

  it('redacts what page views send: tokens, ids and searches', () => {
    expect(redactedPath(`/password-reset/${secret}`)).toBe('/password-reset/:token');
    expect(redactedPath('/password-reset/oculto')).toBe('/password-reset/:token');
    expect(redactedPath('/dashboard/shared-books/abc')).toBe('/dashboard/shared-books/:token');
    expect(redactedPath('/dashboard/classrooms/42', '?q=Ana%20Costa&page=3')).toBe(
      '/dashboard/classrooms/:id?page=3',
    );
    expect(redactedPath(`/code/ABC234/student-login-token`, `?token=${secret}`)).not.toContain(secret);
  });

  it('knows the student area', () => {
    expect(isStudentAreaPath('/student-dashboard/home')).toBe(true);
    expect(isStudentAreaPath('/code/ABC234/login')).toBe(true);
    expect(isStudentAreaPath('/dashboard/home')).toBe(false);
    // A family's pages are about a child: no analytics there either.
    expect(isStudentAreaPath('/autorizacao/oculto')).toBe(true);
    expect(isStudentAreaPath('/familia/oculto')).toBe(true);
  });
});
