import { describe, expect, it } from 'vitest';
import { consented, logIn } from '../support/accounts';
import { errorsOf, useBrowser } from '../support/browser';
import { createClassroom, freshTeacher, studentJoinsByCode } from '../support/classrooms';
import { notebookPhoto } from '../support/photo';

const session = useBrowser();
const STUDENT = { first: 'Davi', last: 'Rocha', password: 'Caderno-Verde-2026' };
const TITLE = 'Foto da redação';

describe('a photo of the notebook is made small in the browser before it is uploaded', () => {
  it('sends a 4000×3000 phone photo as a JPEG of at most 1600 px, under 500 KB', async () => {
    const page = await consented(await session.page(), session.baseURL);
    const { api } = await freshTeacher(page, 'foto');
    // An ensino médio class: no guardian's consent is needed to send photos.
    const classroom = await createClassroom(api, '1ª série Jatobá');
    const username = await studentJoinsByCode(page, classroom.code, { ...STUDENT, prefix: 'davi' });
    const activity = await api.post<{ id: number }>(`/api/content/classrooms/${classroom.id}/assignments/`, {
      title: TITLE,
      submission_type: 'file',
    });

    await logIn(page, 'student', username, STUDENT.password);
    await page.waitForURL('**/student-dashboard/home');
    await page.goto(`/student-dashboard/assignments/${activity.id}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();

    const original = await notebookPhoto(page);
    expect(original.length).toBeGreaterThan(1_000_000);

    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/student/uploads/') && r.status() === 201,
    );
    await page
      .locator('input[type=file]:not([capture])')
      .setInputFiles({ name: 'redacao.png', mimeType: 'image/png', buffer: original });
    const stored = (await (await uploaded).json()) as { name: string; content_type: string; size: number };
    expect(stored.content_type).toBe('image/jpeg');
    expect(stored.name).toBe('redacao.jpg');
    expect(stored.size).toBeLessThan(500 * 1024);
    // The thumbnail shows what was sent.
    await page
      .getByRole('list', { name: 'Arquivos escolhidos' })
      .getByRole('img', { name: 'Foto: redacao.jpg' })
      .waitFor();
    const size = await page
      .getByRole('list', { name: 'Arquivos escolhidos' })
      .getByRole('img', { name: 'Foto: redacao.jpg' })
      .evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      });
    expect(size).toEqual([1600, 1200]);
    expect(errorsOf(page)).toEqual([]);
  });
});
