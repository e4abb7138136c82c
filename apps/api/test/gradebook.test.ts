import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { calendar2026, type Room } from './calendar-2026';
import { callsAs, signedIn, studentJoined, type Who } from './users';

type Row = { student: { first_name: string }; [key: string]: unknown };

const CLOSED = { code: 'period_closed', detail: 'Bimestre fechado: reabra para alterar.' };

/**
 * Hand-computed expectations. 1º bimestre: Prova (peso 2), Trabalho and Exercícios (peso 1), and a
 * Recuperação. Ana 8, 5, 7 → (16 + 5 + 7) / 4 = 7.0. Bruno 4, 5, 4 → 17 / 4 = 4.25 → 4.3 (half up),
 * recuperação 7. Carla no Prova, 4.3, 4.4 → 8.7 / 2 = 4.35 → 4.4 while open (Prova left out), and
 * (0 + 4.3 + 4.4) / 4 = 2.175 → 2.2 once closed (Prova counts as zero).
 */
describe('notas por bimestre: grading settings, gradebook, closing, exports and boletim', () => {
  let t: TestApp;
  let teacher: Who;
  let otherTeacher: Who;
  let room: Room;
  let ana: Who;
  let bruno: Who;
  let carla: Who;
  const activity: Record<string, number> = {};
  const { call, ok } = callsAs(() => t);
  const url = (path = '') => `/api/content/classrooms/${room.id}/${path}`;
  const grade = (name: string, student: Who, value: number | null) =>
    call('PATCH', `/api/content/assignments/${activity[name]}/submissions/${student.id}/`, teacher, {
      grade: value,
    });
  const book = async (period = 1) => {
    const body = await ok('GET', url(`gradebook/?period=${period}`), teacher);
    const rows = Object.fromEntries((body.results as Row[]).map((r) => [r.student.first_name, r]));
    return { body, rows };
  };
  const setGrading = (changes: object) =>
    ok('PUT', url('grading/'), teacher, {
      scheme: 'numeric',
      scale_max: 10,
      decimals: 1,
      passing: 6,
      formula: 'weighted_mean',
      recovery: 'replace_if_higher',
      concepts: [
        { code: 'A', label: 'Plenamente satisfatório', min: 9 },
        { code: 'B', label: 'Satisfatório', min: 7 },
        { code: 'C', label: 'Regular', min: 5 },
        { code: 'D', label: 'Insatisfatório', min: 0 },
      ],
      ...changes,
    });

  async function newActivity(name: string, body: object) {
    const created = await ok('POST', url('assignments/'), teacher, { title: name, ...body }, 201);
    activity[name] = created.id;
    return created;
  }

  beforeAll(async () => {
    t = await createTestApp();
    teacher = await signedIn(t, { firstName: 'Marta', lastName: 'Lima' });
    otherTeacher = await signedIn(t, { firstName: 'Rui' });
    room = await ok(
      'POST',
      '/api/content/classrooms/',
      teacher,
      { name: '5º ano A', school_year: 2026 },
      201,
    );
    ana = await studentJoined(t, room, 'ana.notas', 'Ana');
    bruno = await studentJoined(t, room, 'bruno.notas', 'Bruno');
    carla = await studentJoined(t, room, 'carla.notas', 'Carla');
    await ok('PUT', url('calendar/'), teacher, calendar2026);
    // Mondays, two aulas: Bruno misses both on 9 February (2 of 4 aulas in the two days recorded).
    await ok('PUT', url('schedule/'), teacher, { weekdays: [{ weekday: 1, aulas: 2 }] });
    await ok('PUT', url('diary/2026-02-09/'), teacher, { aulas: 2, absences: [{ student: bruno.id }] });
    await ok('PUT', url('diary/2026-02-23/'), teacher, { aulas: 2, absences: [] });

    await newActivity('Prova', {
      category: 'avaliacao',
      weight: 2,
      submission_type: 'none',
      due_at: '2026-03-10T12:00:00-03:00',
    });
    await newActivity('Trabalho', { category: 'trabalho', due_at: '2026-03-20T12:00:00-03:00' });
    await newActivity('Recuperação', {
      category: 'recuperacao',
      submission_type: 'none',
      due_at: '2026-04-10T12:00:00-03:00',
    });
    await newActivity('Exercícios', { period: 1 });
    await newActivity('Redação', { due_at: '2026-05-10T12:00:00-03:00' });
    for (const [name, who, value] of [
      ['Prova', ana, 8],
      ['Trabalho', ana, 5],
      ['Exercícios', ana, 7],
      ['Prova', bruno, 4],
      ['Trabalho', bruno, 5],
      ['Exercícios', bruno, 4],
      ['Recuperação', bruno, 7],
      ['Trabalho', carla, 4.3],
      ['Exercícios', carla, 4.4],
      ['Redação', ana, 10],
    ] as const) {
      expect((await grade(name, who, value)).statusCode).toBe(200);
    }
  });
  afterAll(() => t?.close());

  it('starts with the defaults, descriptive for Educação Infantil, and refuses an impossible setting', async () => {
    expect(await ok('GET', url('grading/'), teacher)).toMatchObject({
      scheme: 'numeric',
      scale_max: 10,
      decimals: 1,
      passing: 6,
      formula: 'weighted_mean',
      recovery: 'replace_if_higher',
    });
    const infantil = await ok(
      'POST',
      '/api/content/classrooms/',
      teacher,
      { name: 'Pré II', school_year: 2026, etapa: 'educacao-infantil' },
      201,
    );
    expect((await ok('GET', `/api/content/classrooms/${infantil.id}/grading/`, teacher)).scheme).toBe(
      'descriptive',
    );
    const tooHigh = await call('PUT', url('grading/'), teacher, {
      ...(await ok('GET', url('grading/'), teacher)),
      passing: 11,
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().passing).toEqual(['A média vai até 10.']);
  });

  it('places each activity in its period: by its due date, or where the teacher put it', async () => {
    const listed = await ok('GET', url('assignments/'), teacher);
    const byTitle = Object.fromEntries(
      listed.results.map((a: { title: string; period: number; period_auto: boolean; weight: number }) => [
        a.title,
        a,
      ]),
    );
    expect(byTitle['Prova']).toMatchObject({
      period: 1,
      period_auto: true,
      weight: 2,
      category: 'avaliacao',
    });
    expect(byTitle['Redação']).toMatchObject({
      period: 2,
      period_auto: true,
      weight: 1,
      category: 'atividade',
    });
    expect(byTitle['Exercícios']).toMatchObject({ period: 1, period_auto: false });
    const zero = await call('PATCH', `/api/content/assignments/${activity['Trabalho']}/`, teacher, {
      weight: 0,
    });
    expect(zero.json().weight).toEqual(['O peso é um número maior que zero.']);
  });

  it('computes weighted means, half up on the exact value, with the recuperação replacing a lower mean', async () => {
    const { body, rows } = await book();
    expect(body.period).toMatchObject({ index: 1, name: '1º bimestre', closed: false });
    expect(body.columns.map((c: { assignment: { title: string } }) => c.assignment.title)).toEqual([
      'Prova',
      'Trabalho',
      'Recuperação',
      'Exercícios',
    ]);
    expect(body.columns[0]).toMatchObject({ weight: 2, category: 'avaliacao', graded: true });
    expect(rows['Ana']).toMatchObject({
      average: 7,
      recovery: null,
      final: 7,
      status: 'aprovado',
      missing: 0,
    });
    expect(rows['Ana']!.grades).toEqual({
      [activity['Prova']!]: 8,
      [activity['Trabalho']!]: 5,
      [activity['Recuperação']!]: null,
      [activity['Exercícios']!]: 7,
    });
    expect(rows['Bruno']).toMatchObject({
      average: 4.3,
      recovery: 7,
      final: 7,
      status: 'aprovado',
      attendance_rate: 0.5,
      absences: 2,
    });
    expect(rows['Carla']).toMatchObject({ average: 4.4, final: 4.4, status: 'recuperacao', missing: 1 });
  });

  it('follows each recovery rule and the sum formula', async () => {
    await setGrading({ recovery: 'none' });
    expect((await book()).rows['Bruno']).toMatchObject({ average: 4.3, recovery: 7, final: 4.3 });
    // (4.25 + 7) / 2 = 5.625 → 5.6
    await setGrading({ recovery: 'mean_with_recovery' });
    expect((await book()).rows['Bruno']!.final).toBe(5.6);
    await setGrading({ recovery: 'mean_with_recovery', decimals: 2 });
    expect((await book()).rows['Bruno']!.final).toBe(5.63);
    // Sum: 8 × 2/10 + 5 × 1/10 + 7 × 1/10 = 2.8 points
    await setGrading({ formula: 'sum', recovery: 'none' });
    expect((await book()).rows['Ana']).toMatchObject({ final: 2.8, status: 'recuperacao' });
    // On 0–100 the mean of Ana is 70 and the passing mark follows the scale
    await setGrading({ scale_max: 100, decimals: 0, passing: 60 });
    expect((await book()).rows['Ana']).toMatchObject({ final: 70, status: 'aprovado' });
    await setGrading({});
  });

  it('gives concepts by the final, lets the teacher choose another, and keeps pareceres', async () => {
    await setGrading({ scheme: 'concept' });
    let { rows } = await book();
    expect(rows['Ana']!.concept).toBe('B');
    expect(rows['Carla']!.concept).toBe('D');
    const entry = url(`gradebook/${carla.id}/periods/1/`);
    expect(
      await ok('PUT', entry, teacher, { concept: 'C', adjustment_note: 'Melhorou no fim do bimestre.' }),
    ).toEqual({
      student: carla.id,
      period_index: 1,
      concept: 'C',
      parecer: null,
      adjustment_note: 'Melhorou no fim do bimestre.',
    });
    const unknown = await call('PUT', entry, teacher, { concept: 'Z' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().concept).toEqual(['Escolha um dos conceitos da turma: A, B, C, D.']);
    ({ rows } = await book());
    expect(rows['Carla']).toMatchObject({ concept: 'C', adjustment_note: 'Melhorou no fim do bimestre.' });

    await setGrading({ scheme: 'descriptive' });
    await ok('PUT', url(`gradebook/${ana.id}/periods/1/`), teacher, {
      parecer: 'Lê com fluência e ajuda os colegas.',
    });
    ({ rows } = await book());
    expect(rows['Ana']).toMatchObject({ parecer: 'Lê com fluência e ajuda os colegas.', status: 'aprovado' });
    expect(rows['Bruno']).toMatchObject({ parecer: null, status: 'sem_nota' });
    const outsider = await call('PUT', url(`gradebook/999999/periods/1/`), teacher, { parecer: 'x' });
    expect(outsider.statusCode).toBe(404);
    await setGrading({});
  });

  it('keeps the student’s boletim empty until a period closes', async () => {
    expect(await ok('GET', '/api/student/report-card/', bruno)).toEqual({ results: [] });
    const early = await call('GET', url('report-cards/pdf/'), teacher);
    expect(early.statusCode).toBe(400);
    expect(early.json().detail).toBe('Feche um bimestre para emitir os boletins.');
  });

  it('closes the period: missing grades count as zero, and grades, weights, entries and the diary refuse changes', async () => {
    await ok('POST', url('periods/1/close/'), teacher);
    const { body, rows } = await book();
    expect(body.period.closed).toBe(true);
    expect(rows['Carla']).toMatchObject({ average: 2.2, final: 2.2, missing: 1 });

    const refused = [
      await grade('Trabalho', ana, 9),
      await call('PATCH', `/api/content/assignments/${activity['Prova']}/`, teacher, { weight: 3 }),
      await call('PATCH', `/api/content/assignments/${activity['Redação']}/`, teacher, { period: 1 }),
      await call('DELETE', `/api/content/assignments/${activity['Prova']}/`, teacher),
      await call('POST', url('assignments/'), teacher, {
        title: 'Atrasada',
        due_at: '2026-03-30T12:00:00-03:00',
      }),
      await call('PUT', url(`gradebook/${ana.id}/periods/1/`), teacher, { parecer: 'Outro.' }),
      await call('PUT', url('diary/2026-02-09/'), teacher, { aulas: 2, absences: [] }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject(CLOSED);
    }
    // The feedback may still change, and the next period is open.
    expect(
      (
        await call(
          'PATCH',
          `/api/content/assignments/${activity['Trabalho']}/submissions/${ana.id}/`,
          teacher,
          {
            feedback: 'Capriche na letra.',
          },
        )
      ).statusCode,
    ).toBe(200);
    expect((await grade('Redação', bruno, 6)).statusCode).toBe(200);
  });

  it('exports the CSV, the conselho sheet and the boletins, and shows each student only her own', async () => {
    const csv = await call('GET', url('gradebook.csv?period=1'), teacher);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Aluno;Média;Recuperação;Média final;Conceito;Faltas;Frequência;Situação');
    expect(lines).toContain('Bruno Dias;4,3;7,0;7,0;;2;50%;Acima da média');
    expect(lines).toContain('Carla Dias;2,2;;2,2;C;0;100%;Abaixo da média');

    const conselho = await call('GET', url('conselho/pdf/?period=1'), teacher);
    expect(conselho.statusCode).toBe(200);
    const sheet = (await extractText(new Uint8Array(conselho.rawPayload), { mergePages: true })).text;
    expect(sheet).toContain('Conselho de classe — 5º ano A — 1º bimestre');
    expect(sheet).toContain('frequência < 75%');
    expect(sheet).toContain('abaixo da média');

    const cards = await call('GET', url('report-cards/pdf/'), teacher);
    expect(cards.statusCode).toBe(200);
    expect(cards.headers['content-type']).toBe('application/pdf');
    const text = (await extractText(new Uint8Array(cards.rawPayload), { mergePages: true })).text;
    expect(text).toContain('Boletim — Bruno Dias');
    expect(text).toContain('Média final: 7,0');
    expect(text).toContain('Professor(a): Marta Lima');

    const mine = await ok('GET', '/api/student/report-card/', bruno);
    expect(mine.results).toEqual([
      {
        classroom: { id: room.id, name: '5º ano A' },
        scheme: 'numeric',
        scale_max: 10,
        decimals: 1,
        periods: [
          {
            index: 1,
            name: '1º bimestre',
            average: 4.3,
            recovery: 7,
            final: 7,
            concept: null,
            parecer: null,
            attendance_rate: 0.5,
            status: 'aprovado',
          },
        ],
      },
    ]);
    expect(JSON.stringify(mine)).not.toContain('Ana');

    // Her own data export holds her absences and the closed period's parecer about her.
    const anaData = await ok('GET', '/api/accounts/my-data/', ana);
    expect(anaData.period_marks).toEqual([
      expect.objectContaining({
        classroom_id: room.id,
        period_index: 1,
        parecer: 'Lê com fluência e ajuda os colegas.',
      }),
    ]);
    const brunoData = await ok('GET', '/api/accounts/my-data/', bruno);
    expect(brunoData.absences).toEqual([
      { classroom_id: room.id, date: '2026-02-09', aulas: 2, justified: false, reason: '' },
    ]);
    expect(brunoData.period_marks).toEqual([]);
  });

  it('reopens the period for changes', async () => {
    await ok('POST', url('periods/1/reopen/'), teacher);
    expect((await grade('Prova', carla, 6)).statusCode).toBe(200);
    // (6 × 2 + 4.3 + 4.4) / 4 = 5.175 → 5.2
    expect((await book()).rows['Carla']).toMatchObject({ average: 5.2, missing: 0 });
  });

  it('answers only the teacher of the class', async () => {
    const paths = [
      ['GET', 'grading/'],
      ['PUT', 'grading/'],
      ['GET', 'gradebook/'],
      ['PUT', `gradebook/${ana.id}/periods/1/`],
      ['GET', 'gradebook.csv'],
      ['GET', 'conselho/pdf/'],
      ['GET', 'report-cards/pdf/'],
    ] as const;
    const grading = await ok('GET', url('grading/'), teacher);
    const body = (method: string) => (method === 'PUT' ? grading : undefined);
    for (const [method, path] of paths) {
      expect((await call(method, url(path), otherTeacher, body(method))).statusCode, path).toBe(404);
      expect((await call(method, url(path), ana, body(method))).statusCode, path).toBe(403);
      expect((await call(method, url(path), null, body(method))).statusCode, path).toBe(401);
    }
    expect((await call('GET', '/api/student/report-card/', teacher)).statusCode).toBe(403);
    expect((await call('GET', '/api/student/report-card/', null)).statusCode).toBe(401);
  });
});
