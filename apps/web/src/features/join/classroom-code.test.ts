import { describe, expect, it } from 'vitest';
import { classroomCodeFormSchema, normalizeClassroomCode } from './classroom-code';

describe('classroom code', () => {
  it('normalises what people type', () => {
    expect(normalizeClassroomCode(' k7m-2qx ')).toBe('K7M2QX');
  });

  it('accepts 6 letters or digits and rejects anything else', () => {
    expect(classroomCodeFormSchema.parse({ code: 'k7m 2qx' })).toEqual({ code: 'K7M2QX' });
    for (const code of ['', 'K7M2Q', 'K7M2QXA', 'K7M2Q!']) {
      expect(classroomCodeFormSchema.safeParse({ code }).success, code).toBe(false);
    }
  });
});
