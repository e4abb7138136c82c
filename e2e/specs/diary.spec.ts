import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { consented, demo, logIn } from '../support/accounts';
import { inspectScreen, screenshot, useBrowser } from '../support/browser';
import { apiLogin, createStudents, freshTeacher, horizontalOverflow } from '../support/classrooms';
import { toast } from '../support/content';

const session = useBrowser();
// Last year's class: every day of its calendar has come, whatever day the suite runs.
const YEAR = new Date().getFullYear() - 1;
const STUDENTS: [string, string][] = [
  ['Ana', 'Souza'],
  ['Bruno', 'Lima'],
  ['Carla', 'Reis'],
];

/** The third Monday of March of `year`: inside the default 1º bimestre, always after Carnaval. */
function thirdMondayOfMarch(year: number) {
  const day = new Date(Date.UTC(year, 2, 15));
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe('Diário de classe: schedule, the roll call on a phone, attendance and the CSV', () => {
  it('sets the schedule, calls the roll of a day with two absences (one justified) and exports the right totals', async () => {
    const page = await consented(await session.page(), session.baseURL);
    const { teacher, api } = await freshTeacher(page, 'diario');
    const classroom = await api.post<{ id: number }>('/api/content/classrooms/', {
      name: 'Diário 5º B',
      school_year: YEAR,
    });
    await createStudents(api, classroom.id, STUDENTS);

    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.goto(`/dashboard/classrooms/${classroom.id}?aba=diario`);
    await page.getByRole('heading', { name: 'Defina o horário da turma' }).waitFor();
    await page.getByRole('button', { name: 'Definir horário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Horário da turma' });
    await dialog.getByRole('checkbox', { name: 'Segunda-feira' }).check();
    await dialog.getByRole('combobox', { name: 'Aulas' }).first().click();
    await page.getByRole('option', { name: '2', exact: true }).click();
    await dialog.getByRole('checkbox', { name: 'Quarta-feira' }).check();
    await dialog.getByRole('button', { name: 'Salvar horário' }).click();
    await page.getByText('Aulas por dia: Seg (2), Qua (1)').waitFor();
    await inspectScreen(page, 'diario-tab');

    // The roll call on a 360 px phone: everyone present, two taps, a reason, save.
    const date = thirdMondayOfMarch(YEAR);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/dashboard/classrooms/${classroom.id}/roll-call/${date}`);
    await page.getByRole('heading', { name: 'Chamada — Diário 5º B' }).waitFor();
    await page.getByRole('status').filter({ hasText: '3 presentes · 0 faltas' }).waitFor();
    await page
      .getByRole('group', { name: 'Presença de Ana Souza' })
      .getByRole('button', { name: 'F: falta' })
      .click();
    await page
      .getByRole('group', { name: 'Presença de Bruno Lima' })
      .getByRole('button', { name: 'FJ: falta justificada' })
      .click();
    await page.getByRole('textbox', { name: 'Motivo (opcional)' }).fill('Atestado médico');
    await page.getByRole('status').filter({ hasText: '1 presente · 2 faltas' }).waitFor();
    await page
      .getByRole('textbox', { name: 'Conteúdo trabalhado' })
      .fill('Frações equivalentes na reta numérica.');
    expect(await horizontalOverflow(page)).toBe(0);
    await inspectScreen(page, 'chamada-celular');
    await page.getByRole('button', { name: 'Salvar chamada' }).click();
    await page.waitForTimeout(3000);
    await screenshot(page, 'debug-after-save');
    await toast(page, 'Chamada salva.');
    await page.getByRole('button', { name: 'Salvar alterações' }).waitFor();

    // Back in the diary: the day recorded, attendance under 75% in evidence, the CSV's totals.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: 'Voltar ao diário da turma' }).click();
    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: '1º bimestre' }).click();
    const table = page.getByRole('table', { name: 'Frequência dos alunos' });
    await table.getByText('0% · abaixo de 75%').first().waitFor();
    expect(await table.getByText('abaixo de 75%').count()).toBe(2);
    await inspectScreen(page, 'diario-frequencia');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar CSV (1º bimestre)' }).click(),
    ]);
    const csv = (await readFile((await download.path())!)).toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = csv
      .slice(1)
      .trim()
      .split('\r\n')
      .map((line) => line.split(';'));
    const header = rows[0]!;
    expect(header.slice(-4)).toEqual(['Aulas dadas', 'Faltas', 'Faltas justificadas', 'Frequência']);
    const column = header.indexOf(`${date.slice(8, 10)}/${date.slice(5, 7)}/${YEAR}`);
    expect(column).toBeGreaterThan(0);
    const row = (first: string) => rows.find((r) => r[0]!.startsWith(first))!;
    expect([row('Ana')[column], ...row('Ana').slice(-4)]).toEqual(['F', '2', '2', '0', '0%']);
    expect([row('Bruno')[column], ...row('Bruno').slice(-4)]).toEqual(['FJ', '2', '2', '2', '0%']);
    expect([row('Carla')[column], ...row('Carla').slice(-4)]).toEqual(['P', '2', '0', '0', '100%']);
  });

  it('the demo class: its schedule, a roll call on a phone with two absences (one justified), the CSV, and the student’s own frequência', async () => {
    const page = await consented(await session.page(), session.baseURL);
    const api = await apiLogin(page, 'teacher', demo.teacher.login, demo.teacher.password);
    const { results: classes } = await api.get<{
      results: { id: number; name: string; school_year: number }[];
    }>('/api/content/classrooms/');
    const demoClass = classes.find((c) => c.name === '5º ano A — Manhã')!;
    const year = demoClass.school_year;
    const diaryPath = `/api/content/classrooms/${demoClass.id}/diary/`;
    const { results: days } = await api.get<{ results: { date: string; status: string; future: boolean }[] }>(
      `${diaryPath}?from=${year}-01-01&to=${year}-12-31`,
    );
    // The seed recorded the two school weeks before the server started: the last of them is the day to redo.
    const day = days.filter((d) => d.status === 'recorded' && !d.future).at(-1)!;
    expect(days.filter((d) => d.status === 'recorded').length).toBeGreaterThanOrEqual(10);

    await logIn(page, 'teacher', demo.teacher.login, demo.teacher.password);
    await page.goto(`/dashboard/classrooms/${demoClass.id}?aba=diario`);
    await page.getByText('Aulas por dia: Seg (4), Ter (4), Qua (4), Qui (4), Sex (4)').waitFor();
    await inspectScreen(page, 'diario-demo');

    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/dashboard/classrooms/${demoClass.id}/roll-call/${day.date}`);
    await page.getByRole('heading', { name: 'Chamada — 5º ano A — Manhã' }).waitFor();
    await page
      .getByRole('group', { name: 'Presença de Ana Ribeiro' })
      .getByRole('button', { name: 'F: falta' })
      .click();
    await page
      .getByRole('group', { name: 'Presença de Davi Oliveira' })
      .getByRole('button', { name: 'FJ: falta justificada' })
      .click();
    await page.getByRole('textbox', { name: 'Motivo (opcional)' }).fill('Consulta médica');
    await page.getByRole('status').filter({ hasText: '2 presentes · 2 faltas' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await inspectScreen(page, 'chamada-demo-celular');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await toast(page, 'Chamada salva.');

    const record = await api.get<{ absences: { student: number; justified: boolean; reason: string }[] }>(
      `${diaryPath}${day.date}/`,
    );
    expect(record.absences.map((a) => [a.justified, a.reason]).sort()).toEqual([
      [false, ''],
      [true, 'Consulta médica'],
    ]);
    const period = (await api.get<{ period_index: number }>(`${diaryPath}${day.date}/`)).period_index;
    const attendance = await api.get<{
      aulas_given: number;
      results: { student: { first_name: string }; absences: number; justified: number }[];
    }>(`/api/content/classrooms/${demoClass.id}/attendance/?period=${period}`);
    const csvResponse = await page.request.get(
      `/api/content/classrooms/${demoClass.id}/diary.csv?period=${period}`,
      { headers: { Authorization: `JWT ${api.access}` } },
    );
    const rows = (await csvResponse.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((l) => l.split(';'));
    const column = rows[0]!.indexOf(`${day.date.slice(8, 10)}/${day.date.slice(5, 7)}/${year}`);
    for (const [first, mark] of [
      ['Ana', 'F'],
      ['Davi', 'FJ'],
      ['Pedro', 'P'],
    ] as const) {
      const row = rows.find((r) => r[0]!.startsWith(first))!;
      const counted = attendance.results.find((r) => r.student.first_name === first)!;
      expect(row[column]).toBe(mark);
      expect(row.slice(-4, -1)).toEqual([
        String(attendance.aulas_given),
        String(counted.absences),
        String(counted.justified),
      ]);
    }

    // The demo student sees her own frequência on her home, and nothing of her classmates.
    const student = await consented(await session.newPage(), session.baseURL);
    await logIn(student, 'student', demo.student.login, demo.student.password);
    const mine = student.getByRole('region', { name: 'Minha frequência' });
    await mine.getByText(/5º ano A — Manhã:/).waitFor();
    expect(await mine.getByText(/Ana|Davi|Júlia/).count()).toBe(0);
    await inspectScreen(student, 'frequencia-aluno');
  });
});
