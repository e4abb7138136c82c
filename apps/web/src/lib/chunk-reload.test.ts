import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  decideChunkReload,
  isChunkLoadError,
  isOptionalChunkError,
} from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://aula.test/assets/landing-abc.js'),
    new TypeError('Importing a module script failed.'),
    new TypeError('error loading dynamically imported module: https://aula.test/assets/x.js'),
    new Error('Unable to preload CSS for /assets/x.css'),
    Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('Falha simulada'), new TypeError('x is undefined'), 'texto', null, undefined, 42])(
    'ignores %s',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe('isOptionalChunkError', () => {
  it('tells the toaster chunk, which the page does without, from a screen chunk', () => {
    const failed = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    expect(isOptionalChunkError(failed('https://aula.test/assets/toaster-host-myMSGKPb.js'))).toBe(true);
    expect(isOptionalChunkError(failed('https://aula.test/assets/landing-abc.js'))).toBe(false);
    expect(isOptionalChunkError(new TypeError('Importing a module script failed.'))).toBe(false);
    expect(isOptionalChunkError(undefined)).toBe(false);
  });
});

describe('decideChunkReload', () => {
  it('reloads the first time and records path and time', () => {
    const storage = memoryStorage();
    expect(decideChunkReload('/dashboard/home', 1_000, storage)).toBe('reload');
    expect(JSON.parse(storage.data.get(CHUNK_RELOAD_STORAGE_KEY)!)).toEqual({
      path: '/dashboard/home',
      at: 1_000,
    });
  });

  it('shows the error page for a second failure on the same path within 10 s', () => {
    const storage = memoryStorage();
    decideChunkReload('/', 1_000, storage);
    expect(decideChunkReload('/', 1_000 + 9_999, storage)).toBe('show-error');
    // The refusal does not extend the window.
    expect(decideChunkReload('/', 1_000 + 10_000, storage)).toBe('reload');
  });

  it('reloads again once 10 s have passed', () => {
    const storage = memoryStorage();
    decideChunkReload('/', 0, storage);
    expect(decideChunkReload('/', 10_000, storage)).toBe('reload');
    expect(decideChunkReload('/', 15_000, storage)).toBe('show-error');
  });

  it('counts each path separately', () => {
    const storage = memoryStorage();
    decideChunkReload('/a', 0, storage);
    expect(decideChunkReload('/b', 1, storage)).toBe('reload');
    expect(decideChunkReload('/a', 2, storage)).toBe('reload');
  });

  it('treats unreadable storage as no earlier reload, and unwritable storage as a reason not to reload', () => {
    expect(decideChunkReload('/', 0, memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: '{oops' }))).toBe('reload');
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(decideChunkReload('/', 0, full)).toBe('show-error');
  });

  it('does not trust a timestamp from the future (clock changed)', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: JSON.stringify({ path: '/', at: 50_000 }) });
    expect(decideChunkReload('/', 1_000, storage)).toBe('reload');
  });
});
