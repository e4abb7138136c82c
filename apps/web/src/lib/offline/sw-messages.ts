/** Messages the page sends its service worker (src/sw.ts). */
export const SW_MESSAGES = {
  /** "Atualizar": the waiting new version takes over (the page reloads when it does). */
  skipWaiting: 'SKIP_WAITING',
  /** Whose pages are open now (null after "Sair"): files are saved for that account only. */
  account: 'ACCOUNT',
} as const;

export type SwMessage =
  { type: typeof SW_MESSAGES.skipWaiting } | { type: typeof SW_MESSAGES.account; account: string | null };
