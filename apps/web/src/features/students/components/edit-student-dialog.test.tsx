import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { studentFixture } from '@/test/fixtures';
import { installDomShims, renderRoute } from '@/test/render-app';
import { EditStudentDialog } from './edit-student-dialog';

beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const student = studentFixture();

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
