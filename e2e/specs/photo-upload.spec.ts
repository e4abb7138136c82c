import { describe, expect, it } from 'vitest';
import { consented, logIn } from '../support/accounts';
import { errorsOf, useBrowser } from '../support/browser';
import { createClassroom, freshTeacher, studentJoinsByCode } from '../support/classrooms';

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

    // What a phone's camera gives: 4000×3000, several megabytes (drawn here as a page with lines).
    const photo = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 4000;
      canvas.height = 3000;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, 4000, 3000);
      gradient.addColorStop(0, '#f7f3e8');
      gradient.addColorStop(1, '#d9d2c0');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 4000, 3000);
      for (let y = 120; y < 3000; y += 90) {
        context.fillStyle = '#9bb7d4';
        context.fillRect(0, y, 4000, 3);
        context.fillStyle = '#1d2b5a';
        context.font = '64px serif';
        context.fillText(
          `Linha ${y / 90}: era uma vez uma menina que escrevia no caderno todos os dias.`,
          80,
          y - 14,
        );
      }
      // Camera noise: what makes a real photo large.
      const noise = context.getImageData(0, 0, 4000, 3000);
      for (let i = 0; i < noise.data.length; i += 4) {
        const n = ((i * 2654435761) >>> 28) - 8;
        for (let c = 0; c < 3; c++) noise.data[i + c] = noise.data[i + c]! + n;
      }
      context.putImageData(noise, 0, 0);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    });
    const original = Buffer.from(photo, 'base64');
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
