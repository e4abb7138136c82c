import type { Readable } from 'node:stream';
import type { FileStorage } from '../src/lib/file-storage';

/** Storage that only remembers which keys it holds: for tests that count files, not read them. */
export function memoryStorage(): FileStorage & { keys: Set<string> } {
  const keys = new Set<string>();
  return {
    keys,
    async save(key) {
      keys.add(key);
    },
    async open(): Promise<Readable | null> {
      return null;
    },
    async has(key) {
      return keys.has(key);
    },
    async remove(key) {
      keys.delete(key);
    },
  };
}
