import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlanCover } from './plan-cover';

afterEach(cleanup);

const coverOf = (plan: Parameters<typeof PlanCover>[0]['plan']) => {
  const { container } = render(<PlanCover plan={plan} />);
  return container.querySelector('img')!;
};

describe('PlanCover', () => {
  it('keeps an uploaded cover', () => {
    const img = coverOf({
      cover_url: '/api/files/capa.png',
      componente: 'matematica',
      etapa: 'fundamental-1',
      title: 'Frações no dia a dia',
    });
    expect(img.getAttribute('src')).toBe('/api/files/capa.png');
    expect(img.getAttribute('alt')).toBe('Capa de Frações no dia a dia');
  });

  it("shows the componente's drawing, named after it, when there is no upload", () => {
    const img = coverOf({ cover_url: null, componente: 'geografia', etapa: 'fundamental-2', title: 'Mapas' });
    expect(img.getAttribute('src')).toBe('/covers/geografia.svg');
    expect(img.getAttribute('alt')).toBe('Ilustração de Geografia');
  });
});
