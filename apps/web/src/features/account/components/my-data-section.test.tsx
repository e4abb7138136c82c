import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { profileFixture } from '@/test/profiles';
import { renderApp, signedInTestSession } from '@/test/render-app';

signedInTestSession('aluno', { isTeacher: false, isStudent: true, isStaff: false });

describe('my data section', () => {
  it("tells a student what her copy holds, not a teacher's classrooms and subscription", async () => {
    fakeApi({
      'GET /api/profile/me': () => [
        200,
        profileFixture({ username: 'ana.ribeiro', email: null, is_teacher: false, is_student: true }),
      ],
    });
    renderApp('/student-dashboard/account');
    const text = (await screen.findByText(/Baixe um arquivo JSON/)).textContent;
    expect(text).toContain('atividades entregues');
    expect(text).not.toMatch(/alunos|assinatura/);
  });
});
