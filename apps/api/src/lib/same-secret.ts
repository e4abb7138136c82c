import { timingSafeEqual } from 'node:crypto';

/** Compares a secret someone sent with ours in constant time (no early exit on the first differing byte). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
