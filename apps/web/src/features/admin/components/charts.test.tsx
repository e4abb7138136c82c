import { cleanup, render, screen, within } from '@testing-library/react';
import { cloneElement, type ReactElement } from 'react';
import type * as Recharts from 'recharts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomShims } from '@/test/render-app';
import { BarsChart, chartColors } from './charts';

// jsdom does no layout, so the responsive container would measure 0 × 0 and draw nothing.
vi.mock('recharts', async (importOriginal) => ({
  ...(await importOriginal<typeof Recharts>()),
  ResponsiveContainer: ({ children }: { children: ReactElement<{ width: number; height: number }> }) =>
    cloneElement(children, { width: 600, height: 280 }),
}));

beforeAll(installDomShims);
afterEach(cleanup);

describe('report charts', () => {
  it('names each series in a readable colour, with the swatch hidden from screen readers', async () => {
    const { container } = render(
      <BarsChart
        title="Cadastros por mês"
        summary="Em janeiro, 3 professores e 5 alunos."
        data={[{ month: '2026-01', teachers: 3, students: 5 }]}
        xKey="month"
        series={[
          { key: 'teachers', label: 'Professores', color: chartColors.secondary },
          { key: 'students', label: 'Alunos', color: chartColors.warning },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: /Cadastros por mês\. Em janeiro/ });
    const legend = await within(figure).findByRole('list');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Alunos', 'Professores']);
    expect(container.innerHTML).not.toContain('legend icon');
    // The default legend painted the name in the series colour, cyan at 2.07:1 on white.
    expect(getComputedStyle(within(legend).getByText('Professores')).color).toBe('rgba(0, 0, 0, 0.87)');
    expect(legend.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
});
