import { describe, expect, it } from 'vitest';
import { fileSizeLabel } from './file-size';

describe('fileSizeLabel', () => {
  it('writes bytes, KB and MB with a decimal comma', () => {
    expect(fileSizeLabel(512)).toBe('512 B');
    expect(fileSizeLabel(961_536)).toBe('939 KB');
    expect(fileSizeLabel(1_468_006)).toBe('1,4 MB');
  });
});
