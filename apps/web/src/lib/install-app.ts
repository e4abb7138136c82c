import { useEffect, useSyncExternalStore } from 'react';

/**
 * One installable app per area (public/manifest-*.webmanifest): a student installs from her area and
 * her Aula opens on "Para fazer", a teacher's on the dashboard. Two manifests rather than one with
 * the area chosen at start: the start page is right before any script runs, and a shared phone may
 * hold both (their ids differ). Public pages link none.
 */
export const webManifestPaths = {
  student: '/manifest-aluno.webmanifest',
  teacher: '/manifest-professor.webmanifest',
} as const;

/** Chromium's install offer (not in the DOM typings: other browsers have none). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(value: BeforeInstallPromptEvent | null) {
  offer = value;
  for (const listener of listeners) listener();
}

/**
 * Keeps the browser's install offer for the area's "Instalar o Aula" entry. Called at start: the
 * browser may make the offer before any area screen is drawn. Browsers that never make it (Safari,
 * Firefox) never show the entry; once installed, the browser stops making it and the entry goes.
 */
export function captureInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

/** Shows the browser's install dialog; either answer uses the offer up (the browser may offer again). */
async function install(): Promise<void> {
  const current = offer;
  if (!current) return;
  setOffer(null);
  await current.prompt();
  await current.userChoice;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The install action while the browser offers one, else null. */
export function useInstallOffer(): (() => Promise<void>) | null {
  const available = useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
  return available ? install : null;
}

/** Links the area's manifest while its screens are shown: installing from there opens that area. */
export function useAreaManifest(area: keyof typeof webManifestPaths | null): void {
  useEffect(() => {
    if (!area) return;
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = webManifestPaths[area];
    document.head.append(link);
    return () => link.remove();
  }, [area]);
}
