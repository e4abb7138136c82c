export const CHUNK_RELOAD_STORAGE_KEY = 'aula:chunk-reload';
const CHUNK_RELOAD_WINDOW_MS = 10_000;

const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && chunkErrorPatterns.some((pattern) => pattern.test(message));
}

interface LastReload {
  path: string;
  at: number;
}

function readLastReload(storage: Pick<Storage, 'getItem'>): LastReload | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { path, at } = value as Partial<LastReload>;
    return typeof path === 'string' && typeof at === 'number' ? { path, at } : null;
  } catch {
    return null;
  }
}

/**
 * Decides what a chunk-load failure on `path` does: reload the page (recording it), or show the error page
 * when this path was already reloaded less than 10 s ago, so a broken deploy cannot loop.
 */
export function decideChunkReload(
  path: string,
  now: number,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): 'reload' | 'show-error' {
  const last = readLastReload(storage);
  if (last && last.path === path && now - last.at >= 0 && now - last.at < CHUNK_RELOAD_WINDOW_MS) {
    return 'show-error';
  }
  try {
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, JSON.stringify({ path, at: now }));
  } catch {
    // Without storage we cannot prove the reload will not loop, so the error page is safer.
    return 'show-error';
  }
  return 'reload';
}

let reloadPending = false;

/** Reloads the page for a chunk-load error when allowed; returns true when a reload is under way. */
export function handleChunkLoadError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  if (reloadPending) return true;
  if (decideChunkReload(window.location.pathname, Date.now(), window.sessionStorage) === 'show-error') {
    return false;
  }
  reloadPending = true;
  window.location.reload();
  return true;
}

/**
 * Chunks the page does without when they cannot load, so a failure must not reload it: notistack's
 * (components/toaster.tsx draws the toasts itself then). Told apart by the URL in the error, which
 * Chromium and Firefox give; where a browser gives none, the page reloads as for any other chunk.
 */
const OPTIONAL_CHUNKS = /\/assets\/toaster-host-[\w-]+\.js/;

export function isOptionalChunkError(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && OPTIONAL_CHUNKS.test(message);
}

/** Vite reports failed dynamic imports (and their preloads) with this event before the router sees them. */
export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown };
    if (!isOptionalChunkError(payload)) handleChunkLoadError(payload);
  });
}
