import { cleanup, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyDatePicker } from './lazy-date-picker';

afterEach(cleanup);

describe('LazyDatePicker', () => {
  it('shows the date and the help text while the picker loads, so nothing moves when it arrives', () => {
    render(
      <LazyDatePicker
        label="Data de nascimento"
        value={dayjs('1985-03-15')}
        slotProps={{ textField: { helperText: 'Opcional.' } }}
      />,
    );
    const waiting = screen.getByRole('textbox', { name: 'Data de nascimento' });
    expect((waiting as HTMLInputElement).value).toBe('15/03/1985');
    expect(screen.getByText('Opcional.')).toBeTruthy();
  });

  it('shows an empty field when there is no date', () => {
    render(<LazyDatePicker label="Válido até" value={null} />);
    expect((screen.getByRole('textbox', { name: 'Válido até' }) as HTMLInputElement).value).toBe('');
  });
});
