import type { Student } from '@aula/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { installDomShims, renderRoute } from '@/test/render-app';
import { EditStudentDialog } from './edit-student-dialog';

beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const student: Student = {
  id: 7,
  first_name: 'Lia',
  last_name: 'Rocha',
  username: 'lia.rocha',
  must_change_password: false,
  is_active: true,
  date_joined: '2026-03-02T12:00:00.000Z',
  last_login: null,
  classrooms: [{ id: 1, name: 'Turma da tarde' }],
  manages_account: true,
  shared: false,
  consent_status: 'not_required',
  under_12: false,
  guardians_count: 0,
};

describe('editing a student', () => {
  it("marks a child under 12 whose class does not say so, so her family's consent is asked", async () => {
    const api = fakeApi({
      'PUT /api/profile/my-students/7/': (request) => [200, { ...student, ...(request.body as object) }],
    });
    renderRoute(<EditStudentDialog student={student} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('switch', { name: /Menor de 12 anos/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.body).toMatchObject({ first_name: 'Lia', under_12: true });
  });
});
