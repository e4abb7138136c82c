import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consented, logIn, type NewTeacher } from '../support/accounts';
import { errorsOf, inspectScreen, useBrowser } from '../support/browser';
import {
  apiLogin,
  createClassroom,
  FRACTIONS_SEARCH,
  freshTeacher,
  horizontalOverflow,
  inspectDialog,
  type Api,
  type Classroom,
  studentJoinsByCode,
} from '../support/classrooms';

const session = useBrowser();
const narrow = { width: 360, height: 780 } as const;
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
// The smallest valid PDF: the server checks the bytes, not the name.
const WORKSHEET = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);
const PASSWORD = 'Pipoca-Doce-2026';

let teacher: NewTeacher;
let api: Api;
let rooms: Classroom[];
let lesson: { id: number; title: string };
let planId: number;
const students: { username: string; room: Classroom }[] = [];

function toast(page: Page, text: string | RegExp) {
  return page.locator('.notistack-SnackbarContainer').getByText(text).waitFor();
}

interface Activity {
  id: number;
  title: string;
  classroom: number;
  draft: boolean;
  due_at: string | null;
  attachments: { name: string }[];
  links: { url: string; embed_url: string | null }[];
}

describe('activities worth reusing: from a catalogue lesson to two classes, copied, archived, next year', () => {
  it('the teacher passes a catalogue lesson to two classes with a PDF and a YouTube link, staying on the page', async () => {
    const page = await consented(await session.page(), session.baseURL);
    ({ teacher, api } = await freshTeacher(page, 'reuso'));
    rooms = [
      await createClassroom(api, '5º ano A'),
      await createClassroom(api, '5º ano B'),
      await createClassroom(api, '5º ano C'),
    ];
    for (const room of rooms.slice(0, 2)) {
      const username = await studentJoinsByCode(page, room.code, {
        first: 'Aluno',
        last: room.name,
        password: PASSWORD,
        prefix: 'aluno',
      });
      students.push({ username, room });
    }
    const plans = await api.get<{ results: { id: number; premium: boolean }[] }>(
      `/api/content/lessonplans/?search=${encodeURIComponent(FRACTIONS_SEARCH)}`,
    );
    planId = plans.results.find((p) => !p.premium)!.id;
    const detail = await api.get<{ lessons: { id: number; title: string; locked: boolean }[] }>(
      `/api/content/lessonplans/${planId}/`,
    );
    lesson = detail.lessons.find((l) => !l.locked)!;

    await logIn(page, 'teacher', teacher.email, teacher.password);
    const bookUrl = `/dashboard/books/${planId}?aula=${lesson.id}`;
    await page.goto(bookUrl);
    await page.getByRole('button', { name: `Passar para a turma: ${lesson.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Passar para a turma' });
    await dialog.getByRole('checkbox', { name: '5º ano A (2026)' }).check();
    await dialog.getByRole('checkbox', { name: '5º ano B (2026)' }).check();
    await dialog.getByText('Com mais de uma turma, a atividade vai para a turma toda em cada uma.').waitFor();
    await dialog
      .locator('input[type="file"]:not([capture])')
      .setInputFiles({ name: 'ficha-fracoes.pdf', mimeType: 'application/pdf', buffer: WORKSHEET });
    await dialog.getByRole('list', { name: 'Arquivos anexados' }).getByText('ficha-fracoes.pdf').waitFor();
    await dialog.getByRole('textbox', { name: 'Endereço do link' }).fill(VIDEO);
    await dialog.getByRole('textbox', { name: 'Nome do link (opcional)' }).fill('Vídeo das frações');
    await dialog.getByRole('button', { name: 'Adicionar link' }).click();
    await dialog.getByRole('list', { name: 'Links adicionados' }).getByText('Vídeo das frações').waitFor();
    await dialog.getByLabel('Ver como os alunos vão ver').check();
    const preview = dialog.getByRole('region', { name: 'Prévia: como os alunos vão ver' });
    // The player loads only once its poster is tapped (issue 49), and then plays.
    expect(await preview.locator('iframe').count()).toBe(0);
    await preview
      .getByRole('button', { name: 'Assistir ao vídeo (YouTube): Vídeo: Vídeo das frações' })
      .click();
    expect(await preview.locator('iframe').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    await inspectDialog(page, 'passar-para-a-turma');
    await dialog.getByRole('button', { name: 'Passar atividade' }).click();
    await toast(page, 'Atividade passada para 2 turmas.');
    // Done without leaving the lesson.
    expect(new URL(page.url()).pathname).toBe(`/dashboard/books/${planId}`);

    for (const room of rooms.slice(0, 2)) {
      const { results } = await api.get<{ results: Activity[] }>(
        `/api/content/classrooms/${room.id}/assignments/`,
      );
      expect(results).toHaveLength(1);
      expect(results[0]).toMatchObject({
        title: lesson.title,
        attachments: [{ name: 'ficha-fracoes.pdf' }],
        links: [{ url: VIDEO }],
      });
      // The lesson was linked to the class by the same request.
      const linked = await api.get<Classroom>(`/api/content/classrooms/${room.id}/`);
      expect(linked.lessons.map((l) => l.lesson.id)).toEqual([lesson.id]);
    }
    expect(errorsOf(page)).toEqual([]);
  });

  it('each student opens the PDF and plays the video by tapping its poster', async () => {
    for (const [index, { username }] of students.entries()) {
      const page = await consented(await session.page(), session.baseURL);
      if (index === 1) await page.setViewportSize(narrow);
      await logIn(page, 'student', username, PASSWORD);
      await page.waitForURL('**/student-dashboard/home');
      await page.getByRole('list', { name: 'Atividades para fazer' }).getByText(lesson.title).click();
      await page.getByRole('heading', { level: 1, name: lesson.title }).waitFor();
      const materials = page.getByRole('region', { name: 'Arquivos e links da atividade' });
      const file = materials.getByRole('link', { name: /^ficha-fracoes\.pdf/ });
      const href = await file.getAttribute('href');
      const download = await page.request.get(href!);
      expect(download.status()).toBe(200);
      expect(download.headers()['content-type']).toContain('application/pdf');
      await materials
        .getByRole('button', { name: 'Assistir ao vídeo (YouTube): Vídeo: Vídeo das frações' })
        .click();
      expect(await materials.locator('iframe').getAttribute('src')).toBe(
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
      );
      await inspectScreen(page, index === 0 ? 'aluno-atividade' : 'aluno-atividade-celular');
      if (index === 1) expect(await horizontalOverflow(page)).toBe(0);
      expect(errorsOf(page)).toEqual([]);
    }
  });

  it('the activity is used in a third class, then the class is archived and copied to 2027', async () => {
    const page = await consented(await session.page(), session.baseURL);
    api = await apiLogin(page, 'teacher', teacher.email, teacher.password);
    await logIn(page, 'teacher', teacher.email, teacher.password);
    const [roomA, , roomC] = rooms;
    await page.goto(`/dashboard/classrooms/${roomA!.id}`);
    await page.getByRole('heading', { level: 1, name: '5º ano A' }).waitFor();
    const list = page.getByRole('list', { name: 'Atividades da turma' });
    await list.getByRole('button', { name: `Usar a atividade ${lesson.title} em outra turma` }).click();
    const copy = page.getByRole('dialog', { name: 'Usar em outra turma' });
    await copy.getByRole('checkbox', { name: '5º ano C (2026)' }).check();
    await inspectDialog(page, 'usar-em-outra-turma');
    await copy.getByRole('button', { name: 'Passar atividade' }).click();
    await toast(page, 'Atividade passada para mais 1 turma.');
    const { results: inC } = await api.get<{ results: Activity[] }>(
      `/api/content/classrooms/${roomC!.id}/assignments/`,
    );
    expect(inC).toMatchObject([
      {
        title: lesson.title,
        draft: false,
        attachments: [{ name: 'ficha-fracoes.pdf' }],
        links: [{ url: VIDEO }],
      },
    ]);

    await page.getByRole('button', { name: 'Arquivar', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Arquivar a turma 5º ano A?' });
    await inspectDialog(page, 'arquivar-turma');
    await confirm.getByRole('button', { name: 'Arquivar', exact: true }).click();
    await toast(page, 'Turma arquivada.');
    await page.getByText(/^Turma arquivada: fora da lista de turmas/).waitFor();
    await inspectScreen(page, 'turma-arquivada');

    await page.getByRole('button', { name: 'Copiar para o próximo ano' }).click();
    const next = page.getByRole('dialog', { name: 'Copiar para o próximo ano' });
    expect(await next.getByLabel(/^Ano letivo/).inputValue()).toBe('2027');
    await next.getByLabel(/^Nome da turma/).fill('6º ano A');
    await inspectDialog(page, 'copiar-turma');
    await next.getByRole('button', { name: 'Copiar turma' }).click();
    await page.getByRole('heading', { level: 1, name: '6º ano A' }).waitFor();
    await page.getByText('Ano letivo 2027').waitFor();
    const copied = Number(/classrooms\/(\d+)/.exec(page.url())![1]);
    const detail = await api.get<Classroom & { students: unknown[]; school_year: number }>(
      `/api/content/classrooms/${copied}/`,
    );
    expect(detail).toMatchObject({ school_year: 2027, students: [] });
    expect(detail.code).not.toBe(roomA!.code);
    expect(detail.lessons.map((l) => l.lesson.id)).toEqual([lesson.id]);
    const { results: drafts } = await api.get<{ results: Activity[] }>(
      `/api/content/classrooms/${copied}/assignments/`,
    );
    expect(drafts).toMatchObject([{ title: lesson.title, draft: true, due_at: null }]);
    await page.getByText('Rascunho: os alunos ainda não veem').waitFor();
    await inspectScreen(page, 'turma-copiada');

    // The archived class left the list; it is one click away under "Turmas arquivadas".
    await page.goto('/dashboard/classrooms');
    const cards = page.locator('#conteudo');
    await cards.getByText('6º ano A').waitFor();
    await page.getByRole('button', { name: 'Ver turmas arquivadas' }).click();
    const archived = page.getByRole('region', { name: 'Turmas arquivadas' });
    await archived.getByText('5º ano A').waitFor();
    await inspectScreen(page, 'turmas-com-arquivadas');
    expect(errorsOf(page)).toEqual([]);
  });
});
