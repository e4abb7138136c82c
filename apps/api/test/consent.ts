import { expect } from 'vitest';
import type { TestApp } from './app';
import { jwt, type Who } from './users';

/**
 * A guardian's consent given the way a family gives it: the teacher registers the guardian and asks
 * (on paper), the guardian opens the link and authorises. Needed before a child of a class of
 * children (Educação Infantil to the 6º ano) may upload photos or files.
 */
export async function grantConsent(t: TestApp, teacher: Pick<Who, 'access'>, studentId: number) {
  const as = (method: 'GET' | 'POST', url: string, payload?: object, access?: string) =>
    t.app.inject({ method, url, payload, headers: access ? jwt(access) : {} });
  const base = `/api/profile/my-students/${studentId}/`;
  const guardian = await as(
    'POST',
    `${base}guardians/`,
    { name: 'Maria Responsável', relationship: 'mae', phone: '(11) 98765-4321' },
    teacher.access,
  );
  expect(guardian.statusCode, guardian.body).toBe(201);
  const request = await as(
    'POST',
    `${base}consent-requests/`,
    { guardian: guardian.json().id, channel: 'print' },
    teacher.access,
  );
  expect(request.statusCode, request.body).toBe(201);
  const token = String(request.json().url).split('/').pop()!;
  const decision = await as('POST', `/api/consent/${token}/`, {
    decision: 'granted',
    guardian_name: 'Maria Responsável',
    relationship: 'mae',
  });
  expect(decision.statusCode, decision.body).toBe(200);
  return { token, guardianId: guardian.json().id as number };
}
