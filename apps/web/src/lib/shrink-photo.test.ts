import { describe, expect, it } from 'vitest';
import { fitWithin, shrinkPhoto } from './shrink-photo';

describe('shrinking a photo before upload', () => {
  it('fits the long side within 1600 px, keeping the proportions and never enlarging', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('leaves PDFs as they are', async () => {
    const pdf = new File(['%PDF-1.4'], 'lista.pdf', { type: 'application/pdf' });
    expect(await shrinkPhoto(pdf)).toBe(pdf);
  });
});
