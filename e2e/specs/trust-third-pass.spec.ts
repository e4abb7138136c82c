import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { consented, demo, logIn } from '../support/accounts';
import { inspectScreen, useBrowser, viewports } from '../support/browser';
import { apiLogin, createClassroom, createStudents, freshTeacher, type Api } from '../support/classrooms';
import { coverPng, toast } from '../support/content';
import { grantConsent } from '../support/families';

const session = useBrowser();

/** The teacher's students page, the actions of one of them open. */
async function studentAction(page: Awaited<ReturnType<typeof session.page>>, name: string, action: string) {
  await page.goto('/dashboard/students');
  await page.getByRole('heading', { level: 1, name: 'Alunos' }).waitFor();
  await page.getByRole('button', { name: `Ações para ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

const cardOf = (api: Api, studentId: number) =>
  api.post<{ url: string }>(`/api/accounts/generate-student-login-token/${studentId}/`);

/** Issue 40's findings, as a teacher and a child meet them (the API tests hold the rest). */
describe('trust, third pass', () => {
  it("a reprinted card, then a cancelled one, ends the child's session on her phone at once", async () => {
    const setup = await session.page();
    const { teacher, api } = await freshTeacher(setup, 'cartao-perdido');
    const classroom = await createClassroom(api, 'Infantil Lua');
    const [lia] = await createStudents(api, classroom.id, [['Lia', 'Souza']]);
    const lost = new URL((await cardOf(api, lia!.student.id)).url);

    const phone = await session.newPage({ viewport: viewports.phone, isMobile: true, hasTouch: true });
    const scan = async (card: URL) => {
      await phone.goto(card.pathname + card.search);
      await phone.getByRole('heading', { level: 2, name: 'Para fazer', exact: true }).waitFor();
    };
    await scan(lost);

    // The teacher prints a new card: the lost one's session ends, on the next thing the phone asks.
    const page = await consented(await session.newPage(), session.baseURL);
    await logIn(page, 'teacher', teacher.email, teacher.password);
    await studentAction(page, 'Lia Souza', 'Link e cartão de acesso');
    const dialog = page.getByRole('dialog', { name: 'Link de acesso de Lia Souza' });
    await dialog.getByRole('button', { name: 'Gerar link' }).click();
    await dialog.getByText('funciona sempre, sem senha').waitFor();
    const reprinted = new URL(await dialog.getByRole('textbox', { name: 'Link de acesso' }).inputValue());
    await phone.reload();
    await phone.waitForURL('**/login**');
    await phone.goto(lost.pathname + lost.search);
    await phone.getByRole('heading', { level: 1, name: 'Este link não funciona mais' }).waitFor();

    // The new card works, until the teacher cancels it.
    await scan(reprinted);
    await dialog.getByRole('button', { name: 'Cancelar cartão' }).click();
    await toast(page, 'Cartão cancelado.');
    await phone.reload();
    await phone.waitForURL('**/login**');
    await inspectScreen(phone, 'cartao-cancelado-celular');
  });

  it('deleting a student takes her handed-in photo with her: its link stops at once', async () => {
    const setup = await session.page();
    const { teacher, api } = await freshTeacher(setup, 'apaga-aluno');
    const classroom = await createClassroom(api, '4º ano B');
    const [rui] = await createStudents(api, classroom.id, [['Rui', 'Prado']]);
    // A child of the 4º ano: her photos are kept only with a guardian's consent.
    await grantConsent(setup, api, rui!.student.id);
    const activity = await api.post<{ id: number }>(`/api/content/classrooms/${classroom.id}/assignments/`, {
      title: 'Foto do caderno',
      submission_type: 'file',
    });
    const child = await session.newPage();
    const student = await apiLogin(child, 'student', rui!.student.username, rui!.temporary_password!);
    const firstPassword = await child.request.post('/api/accounts/change-password-first-time/', {
      headers: { Authorization: `JWT ${student.access}` },
      data: { password: 'Caderno-Azul-2026' },
    });
    expect(firstPassword.ok(), await firstPassword.text()).toBe(true);
    const uploaded = await child.request.post('/api/student/uploads/', {
      headers: { Authorization: `JWT ${student.access}` },
      multipart: { file: { name: 'caderno.png', mimeType: 'image/png', buffer: coverPng() } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    await student.post(`/api/student/assignments/${activity.id}/submit/`, {
      files: [((await uploaded.json()) as { id: number }).id],
    });
    const [handIn] = await api.get<{ files: { url: string }[] }[]>(
      `/api/content/assignments/${activity.id}/submissions/`,
    );
    const photo = handIn!.files[0]!.url;
    expect(await api.status(photo)).toBe(200);

    const page = await consented(await session.newPage(), session.baseURL);
    await logIn(page, 'teacher', teacher.email, teacher.password);
    await studentAction(page, 'Rui Prado', 'Excluir');
    await page
      .getByRole('dialog', { name: 'Excluir Rui Prado?' })
      .getByRole('button', { name: 'Excluir aluno' })
      .click();
    await toast(page, 'Rui foi excluído.');
    expect(await api.status(photo)).toBe(404);
  });

  it('throttles wrong current passwords like logins, and the account page says so in Portuguese', async () => {
    const page = await consented(await session.page(), session.baseURL);
    const { teacher, api } = await freshTeacher(page, 'senha-atual');
    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.goto('/dashboard/account');
    await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();
    // Ten guesses from elsewhere (a script with her stolen session)…
    for (let n = 0; n < 10; n++) {
      const wrong = await page.request.put('/api/accounts/change-password/', {
        headers: { Authorization: `JWT ${api.access}` },
        data: { old_password: `errada-${n}-tentativa`, new_password: 'Lapis-Verde-2031' },
      });
      expect(wrong.status()).toBe(400);
    }
    // …and even the right current password waits.
    await page.locator('#senha-atual').fill(teacher.password);
    await page.locator('#senha-nova').fill('Lapis-Verde-2031');
    await page.locator('#senha-nova-confirmacao').fill('Lapis-Verde-2031');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page
      .getByText(/Muitas tentativas\. Tente novamente em \d+ minutos?\./)
      .first()
      .waitFor();
    await inspectScreen(page, 'muitas-tentativas');
  });

  it("a person's data export holds the audit of staff entering her account", async () => {
    const page = await consented(await session.page(), session.baseURL);
    const { teacher } = await freshTeacher(page, 'meus-dados');
    const staff = await apiLogin(page, 'teacher', demo.staff.login, demo.staff.password);
    await staff.post('/api/accounts/impersonate/', { email: teacher.email });

    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.goto('/dashboard/account');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar meus dados' }).click();
    const exported = JSON.parse(await readFile((await (await downloading).path())!, 'utf8')) as {
      audit: { action: string; actor_email: string | null }[];
    };
    const entered = exported.audit.find((row) => row.action === 'user.impersonated');
    expect(entered?.actor_email).toBe(demo.staff.login);
  });
});
