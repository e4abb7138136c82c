import type { ByteRange } from './file-storage';

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The one range a `Range` header asks for. null means "send the whole file": no header, another
 * unit, several ranges or bad syntax, all of which RFC 9110 lets a server ignore.
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header?.trim().match(SINGLE_RANGE);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
