import { COMPONENTES } from '@aula/contracts';
import { describe, expect, it } from 'vitest';
import { coverIllustration } from './cover-illustration';

const files = import.meta.glob<string>('../../../../../public/covers/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const drawings = new Map<string, string>(
  Object.entries(files).map(([path, svg]) => [`/covers/${path.split('/').pop()}`, svg] as const),
);

describe('coverIllustration', () => {
  it('gives each BNCC componente its own drawing', () => {
    const of = (componente: string, etapa = 'fundamental-1') => coverIllustration({ componente, etapa });
    expect(of('matematica')).toBe('/covers/matematica.svg');
    expect(of('lingua-portuguesa')).toBe('/covers/lingua-portuguesa.svg');
    expect(of('ensino-religioso')).toBe('/covers/ensino-religioso.svg');
    expect(of('lingua-inglesa', 'fundamental-2')).toBe('/covers/lingua-inglesa.svg');
    const nine = ['lingua-portuguesa', 'matematica', 'ciencias', 'historia', 'geografia', 'arte']
      .concat(['educacao-fisica', 'lingua-inglesa', 'ensino-religioso'])
      .map((componente) => of(componente));
    expect(new Set(nine).size).toBe(9);
  });

  it('draws Educação Infantil for its campos de experiência, and a generic cover otherwise', () => {
    expect(coverIllustration({ componente: 'eu-outro-nos', etapa: 'educacao-infantil' })).toBe(
      '/covers/educacao-infantil.svg',
    );
    expect(coverIllustration({ componente: null, etapa: 'educacao-infantil' })).toBe(
      '/covers/educacao-infantil.svg',
    );
    expect(coverIllustration({ componente: 'projeto-de-vida', etapa: 'ensino-medio' })).toBe(
      '/covers/geral.svg',
    );
    expect(coverIllustration({ componente: null, etapa: null })).toBe('/covers/geral.svg');
    expect(coverIllustration({ componente: 'desconhecido', etapa: null })).toBe('/covers/geral.svg');
  });

  it('points only at small SVG files that exist in public/covers', () => {
    const used = new Set(
      [...COMPONENTES.map((c) => c.value), null].map((componente) =>
        coverIllustration({ componente, etapa: null }),
      ),
    );
    for (const url of used) {
      const svg = drawings.get(url);
      expect(svg, url).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 320 160">/);
      expect(new TextEncoder().encode(svg).length, url).toBeLessThanOrEqual(3 * 1024);
    }
    expect(used.size).toBe(11);
  });
});
