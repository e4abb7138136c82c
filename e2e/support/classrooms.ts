import { randomUUID } from 'node:crypto';
import { overflowPixels } from './screen-audit';
import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { checkA11y } from './a11y';
import { artifactsDir } from './paths';
import { newTeacher, signUpByApi, type NewTeacher } from './accounts';

/**
 * API shortcuts for the classroom journeys: each spec sets up its own teacher (a fresh one, so the
 * free plan's 5-student limit is never shared) and only drives through the UI what it is testing.
 */
export class Api {
  constructor(
    private readonly request: APIRequestContext,
    readonly access: string,
  ) {}

  private async call<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, data?: unknown): Promise<T> {
    const response = await this.request.fetch(path, {
      method,
      headers: { Authorization: `JWT ${this.access}` },
      ...(data === undefined ? {} : { data }),
    });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }

  get<T>(path: string) {
    return this.call<T>('GET', path);
  }

  post<T>(path: string, data?: unknown) {
    return this.call<T>('POST', path, data ?? {});
  }

  put<T>(path: string, data: unknown) {
    return this.call<T>('PUT', path, data);
  }

  patch<T>(path: string, data: unknown) {
    return this.call<T>('PATCH', path, data);
  }

  status(path: string) {
    return this.request
      .fetch(path, { headers: { Authorization: `JWT ${this.access}` } })
      .then((response) => response.status());
  }
}

export async function apiLogin(
  page: Page,
  kind: 'teacher' | 'student',
  username: string,
  password: string,
): Promise<Api> {
  const path = kind === 'teacher' ? '/api/accounts/login/' : '/api/accounts/student-login/';
  const response = await page.request.post(path, { data: { username, password, recaptcha: '' } });
  if (!response.ok()) throw new Error(`Login falhou: ${response.status()} ${await response.text()}`);
  const { access } = (await response.json()) as { access: string };
  return new Api(page.request, access);
}

/** A new teacher, signed up and logged in through the API. */
export async function freshTeacher(page: Page, tag: string): Promise<{ teacher: NewTeacher; api: Api }> {
  const teacher = newTeacher(tag);
  await signUpByApi(page, teacher);
  return { teacher, api: await apiLogin(page, 'teacher', teacher.email, teacher.password) };
}

export interface Classroom {
  id: number;
  name: string;
  code: string;
  card_login: boolean;
  lessons: { teaching_class_id: number; lesson: { id: number; title: string } }[];
}

export interface CreatedStudent {
  student: { id: number; first_name: string; last_name: string; username: string };
  temporary_password: string | null;
}

export function createClassroom(api: Api, name: string): Promise<Classroom> {
  return api.post<Classroom>('/api/content/classrooms/', { name, school_year: 2026 });
}

export async function createStudents(
  api: Api,
  classroom: number,
  names: [string, string][],
): Promise<CreatedStudent[]> {
  const { created } = await api.post<{ created: CreatedStudent[] }>('/api/profile/my-students/bulk/', {
    classroom,
    students: names.map(([first_name, last_name]) => ({ first_name, last_name })),
  });
  return created;
}

/**
 * A student who signs herself up with the class code (no temporary password); returns her username,
 * `prefix` plus a random tail so every run has its own.
 */
export async function studentJoinsByCode(
  page: Page,
  classroomCode: string,
  student: { first: string; last: string; password: string; prefix: string },
): Promise<string> {
  const username = `${student.prefix}.${randomUUID().slice(0, 6)}`;
  const response = await page.request.post('/api/accounts/student-sign-in/', {
    data: {
      first_name: student.first,
      last_name: student.last,
      username,
      password: student.password,
      classroom_code: classroomCode,
      recaptcha: '',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return username;
}

/** The demo catalogue's free "Frações" book (apps/api/src/seed/catalogue): lessons anyone may link. */
export const FRACTIONS_SEARCH = 'Frações';

export async function freeLessons(api: Api, count: number): Promise<{ id: number; title: string }[]> {
  const plans = await api.get<{ results: { id: number; premium: boolean }[] }>(
    `/api/content/lessonplans/?search=${encodeURIComponent(FRACTIONS_SEARCH)}`,
  );
  const plan = plans.results.find((p) => !p.premium);
  if (!plan) throw new Error('O catálogo de demonstração não tem o livro de frações.');
  const detail = await api.get<{ lessons: { id: number; title: string; locked: boolean }[] }>(
    `/api/content/lessonplans/${plan.id}/`,
  );
  return detail.lessons.filter((l) => !l.locked).slice(0, count);
}

export function linkLessons(api: Api, classroom: number, lessons: number[]): Promise<Classroom> {
  return api.post<Classroom>(`/api/content/classrooms/${classroom}/link_lessons/`, { lessons });
}

/**
 * How far the page scrolls sideways (checked on phones). Right after a viewport change a busy
 * machine may not have re-laid out the page yet (MUI's media queries re-render a frame later), so
 * it waits up to 3 s for the overflow to go before reporting what is left.
 */
export async function horizontalOverflow(page: Page): Promise<number> {
  const deadline = Date.now() + 3_000;
  let overflow = await overflowPixels(page);
  while (overflow > 0 && Date.now() < deadline) {
    await page.waitForTimeout(100);
    overflow = await overflowPixels(page);
  }
  return overflow;
}

/** Clicks the star of a MUI Rating (its radio inputs are visually hidden behind the labels). */
export async function rate(page: Page, stars: number) {
  const id = await page.getByRole('radio', { name: new RegExp(`^${stars} estrelas?,`) }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
  if (!(await page.getByRole('radio', { name: new RegExp(`^${stars} estrelas?,`) }).isChecked())) {
    throw new Error(`A nota ${stars} não ficou marcada.`);
  }
}

/**
 * Like inspectScreen, for a screen covered by a dialog: the screenshot is of the viewport (a
 * full-page capture would cut the fixed dialog and backdrop in two), then axe.
 */
export async function inspectDialog(page: Page, name: string): Promise<void> {
  await page.getByRole('dialog').last().waitFor({ state: 'visible' });
  const spec = basename(expect.getState().testPath ?? 'spec').replace(/\.spec\.ts$/, '');
  const dir = join(artifactsDir, 'screenshots');
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${spec}-${name}.png`), animations: 'disabled' });
  await checkA11y(page);
}
