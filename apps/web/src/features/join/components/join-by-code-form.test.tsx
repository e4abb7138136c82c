import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { JoinByCodeForm } from './join-by-code-form';

afterEach(cleanup);

function CodePage() {
  return <p>Turma {useParams().code}</p>;
}

function renderForm() {
  const router = createMemoryRouter([
    { path: '/', element: <JoinByCodeForm /> },
    { path: '/code/:code', element: <CodePage /> },
  ]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('textbox', { name: 'Código da turma' }) as HTMLInputElement;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Entrar na turma' }));
const WRONG = 'Digite o código de 6 letras ou números que você recebeu.';

describe('JoinByCodeForm', () => {
  it('opens the classroom page of a code typed with spaces, dashes or in lower case', async () => {
    const field = renderForm();
    fireEvent.change(field, { target: { value: 'k7m-2q x' } });
    submit();
    expect(await screen.findByText('Turma K7M2QX')).toBeTruthy();
  });

  it('says what is wrong on submit, focuses the field, and clears the message once the code is right', () => {
    const field = renderForm();
    fireEvent.change(field, { target: { value: 'K7M' } });
    // Not checked while typing before the first submit.
    expect(screen.queryByText(WRONG)).toBeNull();
    submit();
    expect(screen.getByText(WRONG)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'K7M2QX' } });
    expect(screen.queryByText(WRONG)).toBeNull();
    expect(screen.getByText(/Peça o código ao professor/)).toBeTruthy();
  });
});
