import { describe, expect, it } from 'vitest';
import { byteRangeOf } from './byte-range';

describe('byteRangeOf', () => {
  it('reads the three forms of one range, clamped to the file', () => {
    expect(byteRangeOf('bytes=0-0', 100)).toEqual({ start: 0, end: 0 });
    expect(byteRangeOf('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(byteRangeOf('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRangeOf('bytes=95-', 100)).toEqual({ start: 95, end: 99 });
    expect(byteRangeOf('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRangeOf('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('answers unsatisfiable for ranges that start past the end', () => {
    expect(byteRangeOf('bytes=100-', 100)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=100-200', 100)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=-0', 100)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('ignores what it may ignore: no header, other units, several ranges, bad syntax', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,5-9', 'bytes=-', 'bytes=9-2', 'bytes=a-b']) {
      expect(byteRangeOf(header, 100)).toBeNull();
    }
  });
});
