import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { devRuntimeConfig, setRuntimeConfig } from '@/lib/runtime-config';
import { clearSession, setTokens, writeRoles, type Roles } from '@/lib/session';
import { clearCookies, tokenPair } from './fake-api';

/** jsdom lacks what MUI and the router's scroll restoration call. */
export function installDomShims(): void {
  setRuntimeConfig(devRuntimeConfig('http://localhost:3000'));
  window.scrollTo = () => undefined;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** Renders the real route tree and providers at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** Renders one component as the route `pattern` (with its params) at `path`, inside the providers. */
export function renderRoute(element: ReactNode, pattern = '/', path = pattern) {
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/**
 * A test file whose every test starts signed in as `name`, with fresh cookies, an empty session
 * storage and an empty screen; `roles`, when given, are what the session remembers of the user.
 */
export function signedInTestSession(name: string, roles?: Roles): void {
  beforeAll(installDomShims);
  beforeEach(() => {
    clearCookies();
    sessionStorage.clear();
    setTokens(tokenPair(name));
    if (roles) writeRoles(roles);
  });
  afterEach(() => {
    cleanup();
    clearCookies();
  });
}

/** A test file whose every test starts signed out, with fresh cookies and an empty screen. */
export function signedOutTestSession(): void {
  beforeAll(installDomShims);
  beforeEach(() => {
    clearCookies();
    // Through the session module too: it keeps what it last read of the cookies (its snapshot).
    clearSession('logout');
  });
  afterEach(() => {
    cleanup();
    clearCookies();
  });
}

/** A test file whose every test starts signed in as a staff member (neither teacher nor student). */
export function staffTestSession(): void {
  signedInTestSession('equipe', { isTeacher: false, isStudent: false, isStaff: true });
}
