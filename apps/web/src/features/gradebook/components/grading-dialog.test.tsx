import type { Grading } from '@aula/contracts';
import { DEFAULT_CONCEPTS } from '@aula/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderRoute, signedInTestSession } from '@/test/render-app';
import { GradingDialog } from './grading-dialog';

signedInTestSession('Marta', { isTeacher: true, isStudent: false, isStaff: false });

const grading: Grading = {
  scheme: 'numeric',
  scale_max: 10,
  decimals: 1,
  passing: 6,
  formula: 'weighted_mean',
  recovery: 'replace_if_higher',
  concepts: DEFAULT_CONCEPTS,
};

const choose = async (field: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: field }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

describe('Como a turma é avaliada', () => {
  it('checks the mark to pass against the scale, then saves concepts with the table edited', async () => {
    const api = fakeApi({
      'PUT /api/content/classrooms/5/grading/': (request) => [200, request.body],
    });
    renderRoute(<GradingDialog classroomId={5} grading={grading} onClose={() => {}} />);
    await choose('Forma de avaliar', 'Conceito');
    fireEvent.change(screen.getByRole('textbox', { name: 'Média para aprovação' }), {
      target: { value: '11' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('A média vai até 10.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Média para aprovação' }), {
      target: { value: '5,5' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'A partir de (2)' }), { target: { value: '6,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remover o conceito C' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('/api/content/classrooms/5/grading/')).toHaveLength(1));
    expect(api.calls[0]!.body).toEqual({
      ...grading,
      scheme: 'concept',
      passing: 5.5,
      concepts: [
        { code: 'A', label: 'Plenamente satisfatório', min: 9 },
        { code: 'B', label: 'Satisfatório', min: 6.5 },
        { code: 'D', label: 'Insatisfatório', min: 0 },
      ],
    });
  });
});
