import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { diskFileStorage } from '../src/lib/file-storage-disk';
import { DEMO_ACCOUNTS, seedDemoData } from '../src/seed/demo';
import { DEMO_PLANS, DEMO_STUDENT_MATERIAL, seedDemoCatalogue } from '../src/seed/demo-catalogue';
import { seedDemoClassroom } from '../src/seed/demo-classroom';
import { seedDemoDiary } from '../src/seed/demo-diary';
import { createTestApp, type TestApp } from './app';
import { createUser, jwt, loginAs } from './users';

describe('demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds a realistic catalogue once, readable through the API', async () => {
    const storage = diskFileStorage(join(t.config.dataDir, 'uploads'));
    expect(await seedDemoCatalogue(t.database.db, storage)).toBe(true);
    expect(await seedDemoCatalogue(t.database.db, storage)).toBe(false);
    const db = t.database.db;
    const plans = await db.select().from(schema.lessonPlans);
    expect(plans).toHaveLength(13);
    expect(new Set(plans.map((plan) => plan.etapa))).toEqual(
      new Set(['educacao-infantil', 'fundamental-1', 'fundamental-2', 'ensino-medio']),
    );
    expect(plans.filter((plan) => plan.premium).length).toBeGreaterThanOrEqual(3);
    expect((await db.select().from(schema.lessonPlanCollections)).length).toBeGreaterThanOrEqual(3);
    expect(await db.select().from(schema.lessons)).toHaveLength(65);
    expect(DEMO_PLANS.every((plan) => plan.lessons.length === 5)).toBe(true);
    const material = (await db.select().from(schema.lessons)).map((lesson) => lesson.studentContentHtml);
    expect(material.filter((html) => html.length < 200)).toEqual([]);
    expect(new Set(material).size).toBe(65);
    expect((await db.select().from(schema.faqEntries)).length).toBeGreaterThanOrEqual(4);

    const access = (await loginAs(t.app, await createUser(db))).access;
    const documents = (await t.app.inject({ url: '/api/content/documents/', headers: jwt(access) })).json();
    expect(documents.count).toBe(3);
    const pdf = await t.app.inject({ url: documents.results[0].file.url });
    expect(await fileTypeFromBuffer(pdf.rawPayload)).toMatchObject({ mime: 'application/pdf' });

    const search = await t.app.inject({
      url: '/api/content/lessonplans/?search=fracoes',
      headers: jwt(access),
    });
    expect(search.json().results[0].title).toMatch(/^Frações/);
    // No uploaded cover: the web app draws the plan's componente instead.
    expect(search.json().results[0].cover_url).toBeNull();
  });

  it('has student material for every demo lesson and none for a lesson that does not exist', () => {
    const titles = new Set(DEMO_PLANS.flatMap((plan) => plan.lessons.map((lesson) => lesson.title)));
    expect(titles.size).toBe(65);
    expect(new Set(Object.keys(DEMO_STUDENT_MATERIAL))).toEqual(titles);
  });

  it('uses well-formed BNCC codes and the taxonomy of its etapa', async () => {
    const { BNCC_CODE_PATTERN, ANOS, COMPONENTES } = await import('@aula/contracts');
    for (const plan of DEMO_PLANS) {
      expect(ANOS.find((ano) => ano.value === plan.ano)?.etapa, plan.title).toBe(plan.etapa);
      const componente = COMPONENTES.find((c) => c.value === plan.componente);
      expect(componente?.etapas as readonly string[], plan.title).toContain(plan.etapa);
      for (const code of [...plan.bncc, ...plan.lessons.flatMap((lesson) => lesson.bncc)]) {
        expect(code, plan.title).toMatch(BNCC_CODE_PATTERN);
      }
    }
  });
});

describe('demo classroom', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the demo teacher a running class and the demo student one activity to do and one handed in', async () => {
    const db = t.database.db;
    expect(await seedDemoClassroom(db)).toBe(false);
    await seedDemoData(db);
    await seedDemoCatalogue(db, diskFileStorage(join(t.config.dataDir, 'uploads')));
    expect(await seedDemoClassroom(db)).toBe(true);
    expect(await seedDemoClassroom(db)).toBe(false);

    const login = async (url: string, username: string, password: string) => {
      const res = await t.app.inject({ method: 'POST', url, payload: { username, password, recaptcha: '' } });
      return jwt(res.json().access);
    };
    const { teacher, student } = DEMO_ACCOUNTS;
    const teacherAuth = await login('/api/accounts/login/', teacher.email, teacher.password);
    const studentAuth = await login('/api/accounts/student-login/', student.username, student.password);

    const rooms = (await t.app.inject({ url: '/api/content/classrooms/', headers: teacherAuth })).json();
    expect(rooms.results).toEqual([expect.objectContaining({ students_count: 4, lessons_count: 2 })]);
    const id = rooms.results[0].id;
    const activities = (
      await t.app.inject({ url: `/api/content/classrooms/${id}/assignments/`, headers: teacherAuth })
    ).json();
    // Two lessons passed as activities and two diagnostics (quizzes).
    expect(activities.count).toBe(4);
    const students = (await t.app.inject({ url: '/api/profile/my-students/', headers: teacherAuth })).json();
    // Their families consented (on paper), so the demo student may send the photo of her notebook.
    expect(students.results.map((s: { consent_status: string }) => s.consent_status)).toEqual(
      students.results.map(() => 'granted'),
    );
    expect(students.results[0].guardians_count).toBe(1);
    const posts = (
      await t.app.inject({ url: `/api/content/classrooms/${id}/posts/`, headers: studentAuth })
    ).json();
    expect(posts.count).toBe(1);
    const schedule = (
      await t.app.inject({ url: `/api/content/classrooms/${id}/schedule/`, headers: teacherAuth })
    ).json();
    expect(schedule.weekdays.map((w: { weekday: number }) => w.weekday)).toEqual([1, 2, 3, 4, 5]);

    const list = async (status: string) =>
      (
        await t.app.inject({ url: `/api/student/assignments/?status=${status}`, headers: studentAuth })
      ).json();
    expect((await list('todo')).results.map((a: { title: string }) => a.title)).toEqual([
      'Diagnóstica de Língua Portuguesa — 5º ano',
      'Qual fração é maior?',
    ]);
    expect((await list('done')).results).toEqual([
      expect.objectContaining({ title: 'Dividindo a pizza', status: 'submitted' }),
      expect.objectContaining({ title: 'Diagnóstica de Matemática — 5º ano', status: 'submitted' }),
    ]);
    const byTitle = (title: string) => activities.results.find((a: { title: string }) => a.title === title);
    const detail = (
      await t.app.inject({
        url: `/api/student/assignments/${byTitle('Qual fração é maior?').id}/`,
        headers: studentAuth,
      })
    ).json();
    expect(detail.lesson.student_content).toMatch(/<p>/);

    // The diagnostics: at least 10 questions each, every skill a real one of the BNCC.
    const math = byTitle('Diagnóstica de Matemática — 5º ano');
    const portuguese = byTitle('Diagnóstica de Língua Portuguesa — 5º ano');
    expect(math.questions.length).toBeGreaterThanOrEqual(10);
    expect(portuguese.questions.length).toBeGreaterThanOrEqual(10);
    const results = (
      await t.app.inject({ url: `/api/content/assignments/${math.id}/results/`, headers: teacherAuth })
    ).json();
    expect(results.students.every((s: { score: number | null }) => s.score !== null)).toBe(true);
    const skills = (
      await t.app.inject({ url: `/api/content/classrooms/${id}/skills/`, headers: teacherAuth })
    ).json();
    expect(skills.skills.length).toBeGreaterThanOrEqual(10);
    expect(skills.skills.every((s: { text: string | null }) => s.text)).toBe(true);
    const pedroMath = (
      await t.app.inject({ url: `/api/student/assignments/${math.id}/`, headers: studentAuth })
    ).json();
    expect(pedroMath.quiz).toMatchObject({ attempts_used: 1, max_score: 13 });

    const grid = (
      await t.app.inject({ url: `/api/content/classrooms/${id}/progress/`, headers: teacherAuth })
    ).json();
    // The student's read above opened the newest activity.
    const statuses = grid.rows.flatMap((r: { cells: { status: string }[] }) => r.cells.map((c) => c.status));
    expect(statuses.sort()).toEqual([
      ...Array<string>(9).fill('assigned'),
      'opened',
      'returned',
      ...Array<string>(5).fill('submitted'),
    ]);
  });

  it('gives the demo class two weeks of diary before the day it is seeded, two absences, one justified', async () => {
    const db = t.database.db;
    const owner = await createUser(db);
    const [room] = await db
      .insert(schema.classrooms)
      .values({ teacherId: owner.id, name: 'Diário', schoolYear: 2026, code: 'DIARIO26' })
      .returning();
    const students = await Promise.all(
      ['davi.oliveira', 'julia.martins', 'outro.aluno'].map((username) =>
        createUser(db, { email: null, username: `${username}.seed`, isStudent: true }),
      ),
    );
    const named = students.map((s, i) => ({
      id: s.id,
      username: ['davi.oliveira', 'julia.martins', 'x'][i]!,
    }));
    await seedDemoDiary(db, room!, named, new Date('2026-05-20T12:00:00-03:00'));
    const records = await db
      .select()
      .from(schema.diaryRecords)
      .where(eq(schema.diaryRecords.classroomId, room!.id))
      .orderBy(schema.diaryRecords.date);
    expect(records.map((r) => r.date)).toEqual([
      '2026-05-06',
      '2026-05-07',
      '2026-05-08',
      '2026-05-11',
      '2026-05-12',
      '2026-05-13',
      '2026-05-14',
      '2026-05-15',
      '2026-05-18',
      '2026-05-19',
    ]);
    expect(records.every((r) => r.aulas === 4 && r.content.length > 0)).toBe(true);
    const absences = await db
      .select()
      .from(schema.diaryAbsences)
      .where(
        inArray(
          schema.diaryAbsences.recordId,
          records.map((r) => r.id),
        ),
      );
    expect(absences.map((a) => [a.studentId, a.justified])).toEqual([
      [students[0]!.id, true],
      [students[1]!.id, false],
    ]);
  });
});
