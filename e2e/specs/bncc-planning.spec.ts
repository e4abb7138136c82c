import { readFile } from 'node:fs/promises';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { consented, logIn } from '../support/accounts';
import { inspectScreen, screenshot, useBrowser } from '../support/browser';
import {
  createClassroom,
  freeLessons,
  freshTeacher,
  horizontalOverflow,
  linkLessons,
} from '../support/classrooms';

const session = useBrowser();
const CLASSROOM = '5º ano Ipê';
const PLANNED = ['EF05MA01', 'EF05MA02', 'EF05MA03'];

describe('BNCC planning: a class of 5º ano Matemática plans its 1º bimestre and sees what is left', () => {
  it('sets ano and componente, plans three skills, passes an activity, sees it taught and downloads the plan', async () => {
    const page = await consented(await session.page(), session.baseURL);
    const { teacher, api } = await freshTeacher(page, 'bncc');
    const classroom = await createClassroom(api, CLASSROOM);
    const [lesson] = await freeLessons(api, 1);
    await linkLessons(api, classroom.id, [lesson!.id]);

    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.goto(`/dashboard/classrooms/${classroom.id}?aba=planejamento`);
    await page.getByRole('heading', { name: 'Planejamento anual' }).waitFor();
    await screenshot(page, 'planejamento-inicio');

    // 5º ano, Matemática.
    await page.getByRole('combobox', { name: 'Ano', exact: true }).click();
    await page.getByRole('option', { name: '5º ano — Ensino Fundamental I' }).click();
    await page.getByRole('checkbox', { name: 'Matemática' }).check();
    await page.getByRole('button', { name: 'Salvar ano e componentes' }).click();
    await page.getByText('Ano e componentes salvos.').waitFor();
    await screenshot(page, 'planejamento-ano');

    // Three skills in the 1º bimestre, from the table.
    for (const code of PLANNED) {
      const add = page.getByRole('combobox', { name: 'Adicionar habilidade ao 1º bimestre' });
      await add.fill(code);
      await page.getByRole('option', { name: new RegExp(`^${code} —`) }).click();
    }
    const first = page.getByRole('list', { name: 'Habilidades do 1º bimestre' });
    for (const code of PLANNED) await first.getByText(code, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Salvar planejamento' }).click();
    await page.getByText('Planejamento salvo.').waitFor();
    await inspectScreen(page, 'planejamento');

    // An activity from the lesson that works EF05MA03.
    await page.goto(`/dashboard/classrooms/${classroom.id}?aba=atividades`);
    await page.getByRole('button', { name: `Passar como atividade: ${lesson!.title}` }).click();
    await page
      .getByRole('dialog', { name: 'Passar atividade' })
      .getByRole('button', { name: 'Passar atividade' })
      .click();
    await page.getByRole('list', { name: 'Atividades da turma' }).waitFor();

    // The BNCC tab: EF05MA03 taught, the other two planned but still to work, with their text.
    await page.goto(`/dashboard/classrooms/${classroom.id}?aba=bncc`);
    const taught = page.getByRole('region', { name: 'Trabalhadas, ainda não avaliadas', exact: true });
    await taught.getByText('EF05MA03', { exact: true }).waitFor();
    expect(await taught.getByText('Trabalhada', { exact: true }).count()).toBe(1);
    const planned = page.getByRole('region', { name: 'Planejadas, ainda não trabalhadas' });
    await planned.getByText('EF05MA01', { exact: true }).waitFor();
    await planned.getByText('EF05MA02', { exact: true }).waitFor();
    await planned.getByText(/^Ler, escrever e ordenar números naturais/).waitFor();
    const missing = page.getByRole('region', { name: 'Falta trabalhar' });
    await missing.getByText('EF05MA04', { exact: true }).waitFor();
    await inspectScreen(page, 'bncc-cobertura');
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'bncc-cobertura-360');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The plan on paper.
    await page.goto(`/dashboard/classrooms/${classroom.id}?aba=planejamento`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar o planejamento (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Planejamento - ${CLASSROOM} 2026.pdf`);
    const { text } = await extractText(new Uint8Array(await readFile((await download.path())!)), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Planejamento anual — ${CLASSROOM}`);
    for (const code of PLANNED) expect(flat).toContain(code);
    expect(flat).toContain('(trabalhada)');

    // The skills table in the teacher's menu.
    await page.getByRole('link', { name: 'BNCC' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'BNCC' }).waitFor();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('EF05MA03');
    await page.getByRole('button', { name: 'EF05MA03' }).click();
    const dialog = page.getByRole('dialog', { name: 'Habilidade EF05MA03' });
    await dialog.getByText(lesson!.title).waitFor();
    await inspectScreen(page, 'bncc-habilidade');
  }, 240_000);
});
