import { describe, expect, it } from 'vitest';
import { dispositionName } from './download';

describe('dispositionName', () => {
  it('reads the accented name from filename* (RFC 5987), not the ASCII fallback', () => {
    expect(
      dispositionName(
        `attachment; filename="Plano - Fracoes.pdf"; filename*=UTF-8''Plano%20-%20Fra%C3%A7%C3%B5es%20%28EF05MA03%29.pdf`,
      ),
    ).toBe('Plano - Frações (EF05MA03).pdf');
  });

  it('gives null without filename* or with a broken encoding', () => {
    expect(dispositionName('attachment; filename="notas.csv"')).toBeNull();
    expect(dispositionName(`attachment; filename*=UTF-8''%E0%A4%A`)).toBeNull();
    expect(dispositionName(null)).toBeNull();
  });
});
