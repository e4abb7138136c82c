import type { Page } from 'playwright-core';
import { PRIVACY_CONTACT_EMAIL } from '@aula/contracts';
import { describe, expect, it } from 'vitest';
import { consented, logIn, type NewTeacher } from '../support/accounts';
import { errorsOf, inspectScreen, useBrowser } from '../support/browser';
import {
  apiLogin,
  createClassroom,
  freshTeacher,
  horizontalOverflow,
  inspectDialog,
  studentJoinsByCode,
  type Classroom,
} from '../support/classrooms';
import { studentIdOf } from '../support/families';

const session = useBrowser();
const phone = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true } as const;
const clipboard = { permissions: ['clipboard-read', 'clipboard-write'] };
const STUDENT = { first: 'Lara', last: 'Mendes', password: 'Pipoca-Doce-2026' };
const GUARDIAN = { name: 'Ana Mendes', phone: '(11) 98765-4321' };
const TITLE = 'Desenho da horta';
const FEEDBACK = 'Lindo desenho, Lara!';
const REFUSED = 'Aguardando autorização do responsável para enviar fotos e arquivos.';
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let teacher: NewTeacher;
let classroom: Classroom;
let username = '';
let activityId = 0;
let consentUrl = '';

async function openGuardians(page: Page) {
  await page.goto('/dashboard/students');
  await page.getByRole('button', { name: `Ações para ${STUDENT.first} ${STUDENT.last}` }).click();
  await page.getByRole('menuitem', { name: 'Responsáveis' }).click();
  return page.getByRole('dialog', { name: `Responsáveis de ${STUDENT.first} ${STUDENT.last}` });
}

async function openActivityAsStudent(page: Page) {
  await logIn(page, 'student', username, STUDENT.password);
  await page.waitForURL('**/student-dashboard/home');
  await page
    .getByRole('list', { name: 'Atividades para fazer' })
    .getByRole('link', { name: new RegExp(TITLE) })
    .click();
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
}

const choosePhoto = (page: Page) =>
  page
    .locator('input[type=file]:not([capture])')
    .setInputFiles({ name: 'horta.png', mimeType: 'image/png', buffer: PHOTO });

describe('families: a guardian consents on a phone, the child sends photos, the family follows', () => {
  it('the teacher adds a guardian; the Alunos list says consent is pending', async () => {
    const page = await consented(await session.page(), session.baseURL);
    const setup = await freshTeacher(page, 'familias');
    teacher = setup.teacher;
    const api = setup.api;
    classroom = await createClassroom(api, '5º ano B');
    username = await studentJoinsByCode(page, classroom.code, { ...STUDENT, prefix: 'lara' });
    activityId = (
      await api.post<{ id: number }>(`/api/content/classrooms/${classroom.id}/assignments/`, {
        title: TITLE,
        instructions: 'Desenhe a horta da escola e mande a foto.',
        submission_type: 'file',
      })
    ).id;

    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.goto('/dashboard/students');
    const row = page.getByRole('row', { name: new RegExp(`${STUDENT.first} ${STUDENT.last}`) });
    await row.getByText('Aguardando autorização').waitFor();
    await row.getByText('Sem responsável').waitFor();

    const dialog = await openGuardians(page);
    await dialog.getByRole('button', { name: 'Adicionar responsável' }).click();
    await dialog.getByRole('textbox', { name: 'Nome do responsável' }).fill(GUARDIAN.name);
    await dialog.getByRole('combobox', { name: 'Parentesco' }).click();
    await page.getByRole('option', { name: 'Mãe' }).click();
    await dialog.getByRole('textbox', { name: 'Celular (WhatsApp)' }).pressSequentially('11987654321');
    // The closed menu leaves the page only when its exit transition ends; axe would flag it until then.
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await inspectDialog(page, 'novo-responsavel');
    await dialog.getByRole('button', { name: 'Salvar responsável' }).click();
    await dialog.getByText(GUARDIAN.phone).waitFor();
    await inspectDialog(page, 'responsaveis');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await row.getByText('1 responsável').waitFor();
    await inspectScreen(page, 'alunos');
    // On paper: one slip per waiting child, the link as text and as a QR code.
    await page.getByRole('button', { name: 'Pedir autorização a todos' }).click();
    const slips = page.getByRole('dialog', { name: 'Bilhetes de autorização (1 aluno)' });
    const slip = slips.getByRole('article', { name: `Bilhete de ${STUDENT.first}` });
    await slip.getByText(/\/autorizacao\//).waitFor();
    await slip.getByRole('img', { name: `QR code do link de ${STUDENT.first}` }).waitFor();
    await inspectDialog(page, 'bilhetes');
    expect(errorsOf(page)).toEqual([]);
  });

  it("the child's photo is refused while consent is pending", async () => {
    const page = await consented(await session.page(), session.baseURL);
    await openActivityAsStudent(page);
    await choosePhoto(page);
    await page.getByText(`horta.png: ${REFUSED}`).waitFor();
  });

  it('the teacher asks consent by WhatsApp and copies the link', async () => {
    const page = await consented(await session.newPage(clipboard), session.baseURL);
    await logIn(page, 'teacher', teacher.email, teacher.password);
    const dialog = await openGuardians(page);
    await dialog.getByRole('button', { name: 'Pedir autorização' }).click();
    expect(await dialog.getByRole('radio', { name: 'WhatsApp' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Pedir autorização' }).click();
    const whatsapp = dialog.getByRole('link', { name: 'Abrir no WhatsApp' });
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    await dialog.getByRole('button', { name: 'Copiar link' }).click();
    await page.locator('.notistack-SnackbarContainer').getByText('Link copiado.').waitFor();
    consentUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(consentUrl).toMatch(/\/autorizacao\/[^/]{20,}$/);
    expect(await dialog.getByRole('textbox', { name: 'Link da autorização' }).inputValue()).toBe(consentUrl);
    await inspectDialog(page, 'pedido-whatsapp');
  });

  it('the guardian opens the link on a phone, in a fresh browser, and consents', async () => {
    const page = await session.newPage(phone);
    await page.goto(new URL(consentUrl).pathname);
    await page.getByRole('heading', { level: 1, name: `Autorização para ${STUDENT.first}` }).waitFor();
    // The token leaves the address bar before anything (analytics, history) can read it.
    expect(page.url()).toMatch(/\/autorizacao\/oculto$/);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await inspectScreen(page, 'autorizacao-celular');
    await page.getByRole('textbox', { name: 'Seu nome' }).fill(GUARDIAN.name);
    await page.getByRole('radio', { name: 'Mãe' }).check();
    await page.getByRole('button', { name: 'Autorizo', exact: true }).click();
    await page.getByText('Obrigado! Você autorizou.').waitFor();
    await page.getByRole('button', { name: 'Retirar autorização' }).waitFor();
    await inspectScreen(page, 'autorizado-celular');
    expect(errorsOf(page)).toEqual([]);
  });

  it('the child can now send the photo and hand in', async () => {
    const page = await consented(await session.page(), session.baseURL);
    await openActivityAsStudent(page);
    await choosePhoto(page);
    await page
      .getByRole('list', { name: 'Arquivos escolhidos' })
      .getByRole('img', { name: 'Foto: horta.png' })
      .waitFor();
    await page.getByRole('button', { name: 'Entregar' }).click();
    await page.getByText(/^Entregue em/).waitFor();
    expect(errorsOf(page)).toEqual([]);
  });

  it('the teacher returns the work with a grade and copies the family link; the family page shows it', async () => {
    const page = await consented(await session.newPage(clipboard), session.baseURL);
    // The first test's page (and its request context) is closed: ask on this page.
    const api = await apiLogin(page, 'teacher', teacher.email, teacher.password);
    const studentId = await studentIdOf(api, username);
    await api.patch(`/api/content/assignments/${activityId}/submissions/${studentId}/`, {
      grade: 9,
      feedback: FEEDBACK,
      returned: true,
    });
    await logIn(page, 'teacher', teacher.email, teacher.password);
    const dialog = await openGuardians(page);
    await dialog.getByText('Autorizado').waitFor();
    await dialog.getByRole('button', { name: 'Copiar link da família' }).click();
    await page.locator('.notistack-SnackbarContainer').getByText('Link da família copiado.').waitFor();
    const familyUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(familyUrl).toMatch(/\/familia\/[^/]{20,}$/);

    const family = await session.newPage(phone);
    await family.goto(new URL(familyUrl).pathname);
    await family.getByRole('heading', { level: 1, name: `${STUDENT.first} na escola` }).waitFor();
    expect(family.url()).toMatch(/\/familia\/oculto$/);
    const returned = family.getByRole('region', { name: 'Corrigidas' });
    await returned.getByText(TITLE).waitFor();
    await returned.getByText('9,0').waitFor();
    await returned.getByText(`“${FEEDBACK}”`).waitFor();
    expect(await horizontalOverflow(family)).toBeLessThanOrEqual(0);
    await inspectScreen(family, 'familia-celular');
    expect(errorsOf(family)).toEqual([]);
  });

  it("the children's data page is public and reads well on a phone", async () => {
    const page = await session.newPage(phone);
    await page.goto('/dados-de-criancas');
    await page.getByRole('heading', { level: 1, name: 'Dados de crianças e adolescentes' }).waitFor();
    await page.getByRole('link', { name: PRIVACY_CONTACT_EMAIL }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await inspectScreen(page, 'dados-de-criancas-celular');
  });
});
