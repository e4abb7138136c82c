import { and, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentYear } from '@aula/contracts';
import { schema } from '@aula/db';
import { createTestApp, type TestApp } from './app';
import { insertLesson, insertPlan } from './content-fixtures';
import { calendar2026, type Room } from './calendar-2026';
import { callsAs, signedIn, studentJoined, type Who } from './users';

describe('the class diary: schedule, roll call, lesson record, attendance and exports', () => {
  let t: TestApp;
  let teacher: Who;
  let otherTeacher: Who;
  let room: Room;
  let ana: Who;
  let bruno: Who;
  let carla: Who;
  let outsider: Who;
  const { call, ok } = callsAs(() => t);
  const diary = (path = '') => `/api/content/classrooms/${room.id}/${path}`;

  beforeAll(async () => {
    t = await createTestApp();
    teacher = await signedIn(t, { firstName: 'Marta' });
    otherTeacher = await signedIn(t, { firstName: 'Rui' });
    room = await ok(
      'POST',
      '/api/content/classrooms/',
      teacher,
      { name: '5º ano A', school_year: 2026 },
      201,
    );
    const otherRoom = await ok(
      'POST',
      '/api/content/classrooms/',
      otherTeacher,
      { name: 'Outra', school_year: 2026 },
      201,
    );
    ana = await studentJoined(t, room, 'ana.diario', 'Ana');
    bruno = await studentJoined(t, room, 'bruno.diario', 'Bruno');
    carla = await studentJoined(t, room, 'carla.diario', 'Carla');
    outsider = await studentJoined(t, otherRoom, 'davi.diario', 'Davi');
    await ok('PUT', diary('calendar/'), teacher, calendar2026);
  });
  afterAll(() => t?.close());

  it('keeps the weekly schedule and refuses an impossible one', async () => {
    expect(await ok('GET', diary('schedule/'), teacher)).toEqual({ weekdays: [] });
    const schedule = {
      weekdays: [
        { weekday: 3, aulas: 1 },
        { weekday: 1, aulas: 2 },
      ],
    };
    expect(await ok('PUT', diary('schedule/'), teacher, schedule)).toEqual({
      weekdays: [
        { weekday: 1, aulas: 2 },
        { weekday: 3, aulas: 1 },
      ],
    });
    const sunday = await call('PUT', diary('schedule/'), teacher, { weekdays: [{ weekday: 7, aulas: 1 }] });
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json()['weekdays.0.weekday']).toEqual(['Escolha um dia de segunda a sábado.']);
    const twice = await call('PUT', diary('schedule/'), teacher, {
      weekdays: [
        { weekday: 1, aulas: 1 },
        { weekday: 1, aulas: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const nine = await call('PUT', diary('schedule/'), teacher, { weekdays: [{ weekday: 2, aulas: 9 }] });
    expect(nine.json()['weekdays.0.aulas']).toEqual(['No máximo 8 aulas por dia.']);
  });

  it('lists the class days of two weekdays around Carnaval', async () => {
    const days = await ok('GET', diary('diary/?from=2026-02-09&to=2026-02-22'), teacher);
    expect(
      days.results.map((d: { date: string; aulas: number; status: string }) => [d.date, d.aulas, d.status]),
    ).toEqual([
      ['2026-02-09', 2, 'pending'],
      ['2026-02-11', 1, 'pending'],
      ['2026-02-16', 2, 'no_school'],
      ['2026-02-18', 1, 'pending'],
    ]);
    expect(days.results[2]).toMatchObject({ non_school_reason: 'Carnaval', period_index: 1, future: false });
    const backwards = await call('GET', diary('diary/?from=2026-03-01&to=2026-02-01'), teacher);
    expect(backwards.statusCode).toBe(400);
  });

  it('suggests the day’s activities, records the roll call in aulas, and refuses what is not a class day', async () => {
    const plan = await insertPlan(t.database.db, { title: 'Frações', published: true });
    const lesson = await insertLesson(t.database.db, plan.id, {
      title: 'Frações equivalentes',
      bnccCodes: ['EF05MA03'],
    });
    await ok(
      'POST',
      diary('assignments/'),
      teacher,
      { title: 'Exercícios de frações', lesson: lesson.id, due_at: '2026-02-09T20:00:00Z' },
      201,
    );
    const draft = await ok('GET', diary('diary/2026-02-09/'), teacher);
    expect(draft).toMatchObject({
      recorded: false,
      aulas: 2,
      period_index: 1,
      content: 'Exercícios de frações',
      skills: [{ code: 'EF05MA03' }],
      lessons: [{ id: lesson.id, title: 'Frações equivalentes' }],
    });
    expect(draft.skills[0].text).toMatch(/frações/i);
    expect(draft.students.map((s: { first_name: string }) => s.first_name)).toEqual([
      'Ana',
      'Bruno',
      'Carla',
    ]);

    const saved = await ok('PUT', diary('diary/2026-02-09/'), teacher, {
      aulas: 2,
      absences: [
        { student: ana.id },
        { student: bruno.id, aulas: 1, justified: true, reason: 'Consulta médica' },
      ],
    });
    expect(saved).toMatchObject({
      recorded: true,
      content: 'Exercícios de frações',
      lessons: [{ id: lesson.id }],
    });
    expect(saved.absences).toEqual(
      [
        { student: ana.id, aulas: 2, justified: false, reason: '' },
        { student: bruno.id, aulas: 1, justified: true, reason: 'Consulta médica' },
      ].sort((a, b) => a.student - b.student),
    );
    await ok('PUT', diary('diary/2026-02-11/'), teacher, {
      aulas: 1,
      absences: [{ student: ana.id }],
      content: 'Leitura',
    });
    await ok('PUT', diary('diary/2026-02-18/'), teacher, {
      aulas: 1,
      content: 'Revisão',
      skills: [],
      lessons: [],
    });
    const days = await ok('GET', diary('diary/?from=2026-02-09&to=2026-02-22'), teacher);
    expect(days.results.map((d: { status: string; absences: number }) => [d.status, d.absences])).toEqual([
      ['recorded', 2],
      ['recorded', 1],
      ['no_school', 0],
      ['recorded', 0],
    ]);

    const refused = async (date: string, payload: object, field: string, message: RegExp) => {
      const res = await call('PUT', diary(`diary/${date}/`), teacher, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()[field][0]).toMatch(message);
    };
    await refused('2026-02-16', { aulas: 2 }, 'date', /não é dia letivo: Carnaval/);
    await refused('2026-02-10', { aulas: 1 }, 'date', /não tem aula em 10\/02\/2026/);
    await refused(
      '2026-02-23',
      { aulas: 2, absences: [{ student: outsider.id }] },
      'absences.0.student',
      /não é da turma/,
    );
    await refused(
      '2026-02-23',
      { aulas: 2, absences: [{ student: ana.id, aulas: 3 }] },
      'absences.0.aulas',
      /mais aulas/,
    );
    await refused('2026-02-23', { aulas: 2, skills: ['EF05MA99'] }, 'skills', /EF05MA99/);
    await refused('2026-02-30', { aulas: 2 }, 'date', /Data inválida/);
  });

  it('lists the classes that meet today on the teacher’s home', async () => {
    const today = await ok('GET', '/api/content/diary/today/', teacher);
    const weekday = ((new Date(`${today.date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const inYear = today.date >= '2026-02-02' && today.date <= '2026-12-18';
    const expected = [1, 3].includes(weekday) && inYear ? [{ id: room.id, name: '5º ano A' }] : [];
    expect(today.results.map((r: { classroom: object }) => r.classroom)).toEqual(expected);
    expect((await ok('GET', '/api/content/diary/today/', otherTeacher)).results).toEqual([]);
    expect((await call('GET', '/api/content/diary/today/', ana)).statusCode).toBe(403);
  });

  it('does not record a day that has not come', async () => {
    const next = await ok(
      'POST',
      '/api/content/classrooms/',
      teacher,
      { name: 'Ano que vem', school_year: currentYear() + 1 },
      201,
    );
    await ok('PUT', `/api/content/classrooms/${next.id}/schedule/`, teacher, {
      weekdays: [{ weekday: 2, aulas: 1 }],
    });
    const from = `${currentYear() + 1}-03-01`;
    const days = await ok('GET', `/api/content/classrooms/${next.id}/diary/?from=${from}`, teacher);
    expect(days.results.length).toBeGreaterThan(3);
    expect(
      days.results.every((d: { future: boolean; status: string }) => d.future && d.status !== 'recorded'),
    ).toBe(true);
    const res = await call(
      'PUT',
      `/api/content/classrooms/${next.id}/diary/${days.results[0].date}/`,
      teacher,
      { aulas: 1 },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().date).toEqual(['Só é possível registrar um dia que já chegou.']);
  });

  it('counts attendance in aulas, justified absences included, and flags those under 75%', async () => {
    const attendance = await ok('GET', diary('attendance/?period=1'), teacher);
    expect(attendance.aulas_given).toBe(4);
    const byName = Object.fromEntries(
      attendance.results.map((r: { student: { first_name: string } }) => [r.student.first_name, r]),
    );
    expect(byName.Ana).toMatchObject({ absences: 3, justified: 0, attendance_rate: 0.25, below_75: true });
    expect(byName.Bruno).toMatchObject({ absences: 1, justified: 1, attendance_rate: 0.75, below_75: false });
    expect(byName.Carla).toMatchObject({ absences: 0, justified: 0, attendance_rate: 1, below_75: false });
    const year = await ok('GET', diary('attendance/'), teacher);
    expect(year).toMatchObject({ period_index: null, aulas_given: 4 });
    const second = await ok('GET', diary('attendance/?period=2'), teacher);
    expect(second.aulas_given).toBe(0);
    expect(second.results[0]).toMatchObject({ attendance_rate: null, below_75: false });

    const mine = await ok('GET', '/api/student/attendance/', ana);
    expect(mine.results).toEqual([
      {
        classroom: { id: room.id, name: '5º ano A' },
        aulas_given: 4,
        absences: 3,
        justified: 0,
        attendance_rate: 0.25,
        below_75: true,
      },
    ]);
    expect((await ok('GET', '/api/student/attendance/', outsider)).results).toEqual([]);
    expect((await call('GET', '/api/student/attendance/', teacher)).statusCode).toBe(403);
  });

  it('counts a student only on the days she was in the class', async () => {
    const late = await studentJoined(t, room, 'elisa.diario', 'Elisa');
    const attendance = await ok('GET', diary('attendance/?period=1'), teacher);
    const elisa = attendance.results.find((r: { student: { id: number } }) => r.student.id === late.id);
    expect(elisa).toMatchObject({ absences: 0, attendance_rate: null, below_75: false });
    expect((await ok('GET', '/api/student/attendance/', late)).results).toEqual([]);
  });

  it('exports the period as a CSV the school’s spreadsheet opens', async () => {
    const res = await call('GET', diary('diary.csv?period=1'), teacher);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = res.body
      .slice(1)
      .trim()
      .split('\r\n')
      .map((line) => line.split(';'));
    const header = rows[0]!;
    expect(header.slice(0, 4)).toEqual(['Aluno', '02/02/2026', '04/02/2026', '09/02/2026']);
    expect(header.slice(-4)).toEqual(['Aulas dadas', 'Faltas', 'Faltas justificadas', 'Frequência']);
    expect(header).not.toContain('16/02/2026');
    const row = (name: string) => rows.find((r) => r[0]!.startsWith(name))!;
    const column = (date: string) => header.indexOf(date);
    expect(row('Ana')[column('09/02/2026')]).toBe('F');
    expect(row('Bruno')[column('09/02/2026')]).toBe('FJ');
    expect(row('Carla')[column('09/02/2026')]).toBe('P');
    expect(row('Carla')[column('04/02/2026')]).toBe('');
    expect(row('Ana').slice(-4)).toEqual(['4', '3', '0', '25%']);
    expect(row('Bruno').slice(-4)).toEqual(['4', '1', '1', '75%']);
  });

  it('prints the period’s diary: the month grid, the totals and the record of each day', async () => {
    const res = await call('GET', diary('diary/pdf/?period=1'), teacher);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(res.rawPayload), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Diário de classe — 5º ano A — 1º bimestre');
    expect(flat).toContain('Fevereiro de 2026');
    expect(flat).toContain('Ana Dias: 4 aulas, 3 faltas (0 justificadas), frequência 25% — abaixo de 75%');
    expect(flat).toContain('Bruno Dias: 4 aulas, 1 falta (1 justificada), frequência 75%');
    expect(flat).toContain('09/02/2026 — 2 aulas');
    expect(flat).toContain('Exercícios de frações');
    expect(flat).toContain('EF05MA03');
    expect(flat).toContain('Assinatura do(a) professor(a)');
  });

  it('refuses changes in a closed period (409) until it is reopened, and records both', async () => {
    expect(await ok('POST', diary('periods/1/close/'), teacher)).toMatchObject({ index: 1, closed: true });
    const put = await call('PUT', diary('diary/2026-02-18/'), teacher, { aulas: 1 });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toEqual({ detail: 'Bimestre fechado: reabra para alterar.', code: 'period_closed' });
    expect((await call('DELETE', diary('diary/2026-02-18/'), teacher)).statusCode).toBe(409);
    expect((await call('POST', diary('periods/5/close/'), teacher)).statusCode).toBe(400);
    expect(await ok('POST', diary('periods/1/reopen/'), teacher)).toMatchObject({
      closed: false,
      closed_at: null,
    });
    expect((await call('DELETE', diary('diary/2026-02-18/'), teacher)).statusCode).toBe(204);
    expect((await call('GET', diary('diary/2026-02-18/'), teacher)).json().recorded).toBe(false);
    const audit = await t.database.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetType, 'classroom'), eq(schema.auditLog.targetId, String(room.id))));
    expect(audit.map((a) => a.action)).toEqual(['classroom.period_closed', 'classroom.period_reopened']);
  });

  it('is its teacher’s alone: another teacher 404, a student 403, nobody 401', async () => {
    const paths: [string, string, object?][] = [
      ['GET', diary('schedule/')],
      ['PUT', diary('schedule/'), { weekdays: [] }],
      ['GET', diary('diary/')],
      ['GET', diary('diary/2026-02-09/')],
      ['PUT', diary('diary/2026-02-09/'), { aulas: 1 }],
      ['DELETE', diary('diary/2026-02-09/')],
      ['GET', diary('attendance/')],
      ['GET', diary('diary.csv')],
      ['GET', diary('diary/pdf/')],
      ['POST', diary('periods/1/close/')],
      ['POST', diary('periods/1/reopen/')],
    ];
    for (const [method, url, payload] of paths) {
      expect((await call(method, url, otherTeacher, payload)).statusCode, `${method} ${url}`).toBe(404);
      expect((await call(method, url, carla, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call('GET', '/api/student/attendance/', null)).statusCode).toBe(401);
    // Nothing changed for the owner.
    expect((await ok('GET', diary('diary/2026-02-09/'), teacher)).recorded).toBe(true);
  });
  it('refuses a roll call made on an older copy of the day (409 roll_call_changed) instead of writing over it', async () => {
    const day = diary('diary/2026-03-02/');
    // Nothing saved yet: a roll call made on that (null) copy is saved.
    const first = await ok('PUT', day, teacher, {
      aulas: 2,
      expected_updated_at: null,
      absences: [{ student: ana.id }],
    });
    expect(first.updated_at).toEqual(expect.any(String));
    // Saved since on another device: the phone's roll call, made on the first copy, still goes through
    // only if nothing changed in between.
    const second = await ok('PUT', day, teacher, {
      aulas: 2,
      expected_updated_at: first.updated_at,
      absences: [{ student: bruno.id }],
    });
    for (const expected of [first.updated_at, null]) {
      const stale = await call('PUT', day, teacher, {
        aulas: 2,
        expected_updated_at: expected,
        absences: [],
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'roll_call_changed' });
    }
    const kept = await ok('GET', day, teacher);
    expect(kept.updated_at).toBe(second.updated_at);
    expect(kept.absences.map((a: { student: number }) => a.student)).toEqual([bruno.id]);
    // Without the field, the last save wins as before.
    expect((await ok('PUT', day, teacher, { aulas: 2, absences: [] })).absences).toEqual([]);
    const invalid = await call('PUT', day, teacher, { aulas: 2, expected_updated_at: 'ontem' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toHaveProperty('expected_updated_at');
  });
});
