import type { Student } from '@aula/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { studentFixture } from '@/test/fixtures';
import { installDomShims } from '@/test/render-app';
import { StudentActionsMenu } from './student-actions-menu';

beforeAll(installDomShims);
// Unmounted before the environment goes: the menu's closing transition would run after it.
afterEach(cleanup);

const student = studentFixture({ classrooms: [{ id: 1, name: '3º A' }] });

const openMenu = (of: Student) => {
  const onAction = vi.fn();
  render(<StudentActionsMenu student={of} onAction={onAction} />);
  fireEvent.click(screen.getByRole('button', { name: 'Ações para Lia Rocha' }));
  return onAction;
};

describe('student actions menu', () => {
  it("offers the account's actions to the teacher who manages it", () => {
    openMenu(student);
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Editar',
      'Responsáveis',
      'Redefinir senha',
      'Link e cartão de acesso',
      'Excluir',
    ]);
  });

  it('tells another teacher of the child who manages the account, and offers her guardians and to take her out', () => {
    const onAction = openMenu({ ...student, manages_account: false, shared: true });
    expect(screen.getByText(/administrada por outro professor/)).toBeTruthy();
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Responsáveis', 'Excluir']);
    fireEvent.click(items[1]!);
    expect(onAction).toHaveBeenCalledWith('delete', expect.objectContaining({ id: 7 }));
  });
});
