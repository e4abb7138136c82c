import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Api } from './classrooms';

/** The id of the teacher's student with this username (the Alunos search). */
export async function studentIdOf(api: Api, username: string): Promise<number> {
  const { results } = await api.get<{ results: { id: number; username: string }[] }>(
    `/api/profile/my-students/?search=${encodeURIComponent(username)}`,
  );
  const student = results.find((s) => s.username === username);
  if (!student) throw new Error(`Aluno ${username} não encontrado.`);
  return student.id;
}

/**
 * A child of Educação Infantil to the 6º ano sends no photo before a guardian consents: the way a
 * teacher gets it — a guardian added, consent asked on paper — and the guardian's "Autorizo" posted to
 * the public consent link.
 */
export async function grantConsent(page: Page, api: Api, studentId: number): Promise<void> {
  const guardian = await api.post<{ id: number }>(`/api/profile/my-students/${studentId}/guardians/`, {
    name: 'Responsável Teste',
    relationship: 'responsavel',
    phone: '11987654321',
  });
  const { url } = await api.post<{ url: string }>(`/api/profile/my-students/${studentId}/consent-requests/`, {
    guardian: guardian.id,
    channel: 'print',
  });
  const token = new URL(url).pathname.split('/').filter(Boolean).pop()!;
  const response = await page.request.post(`/api/consent/${token}/`, {
    data: { decision: 'granted', guardian_name: 'Responsável Teste', relationship: 'responsavel' },
  });
  expect(response.status(), await response.text()).toBe(200);
}
