import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, type Database } from '@aula/db';
import { createTestApp, type TestApp } from './app';
import { memoryStorage } from './memory-storage';
import { insertLesson, insertPlan } from './content-fixtures';
import { multipartFile, samplePdf } from './multipart';
import { createUser, deleteAccount, jwt, loginAs } from './users';

const { users, classrooms, classroomStudents, storedFiles, favorites } = schema;

let roomSeq = 0;
async function classroomOf(db: Database, teacherId: number, studentIds: number[]) {
  const [room] = await db
    .insert(classrooms)
    .values({ teacherId, name: 'Turma', schoolYear: 2026, code: `SEG${++roomSeq}${Date.now() % 100000}` })
    .returning();
  if (studentIds.length > 0) {
    await db
      .insert(classroomStudents)
      .values(studentIds.map((studentId) => ({ classroomId: room!.id, studentId })));
  }
  return room!;
}

describe('account deletion and data export (LGPD)', () => {
  let t: TestApp;
  const storage = memoryStorage();
  beforeAll(async () => {
    t = await createTestApp({ deps: { fileStorage: storage } });
  });
  afterAll(() => t.close());

  const student = (db: Database, username: string, createdBy?: number) =>
    createUser(db, { email: null, username, isStudent: true }).then(async (row) => {
      if (createdBy)
        await db.update(users).set({ createdByTeacherId: createdBy }).where(eq(users.id, row.id));
      return row;
    });

  it("deletes the teacher's own students and files, keeps students of other teachers", async () => {
    const db = t.database.db;
    const teacher = await createUser(db);
    const colleague = await createUser(db);
    const created = await student(db, 'criado.pela.professora', teacher.id);
    const joinedOnly = await student(db, 'entrou.so.na.turma');
    const shared = await student(db, 'tambem.na.outra.turma');
    const createdButShared = await student(db, 'criado.mas.na.outra', teacher.id);
    const othersOnly = await student(db, 'so.da.colega');
    await classroomOf(db, teacher.id, [joinedOnly.id, shared.id, createdButShared.id]);
    await classroomOf(db, colleague.id, [shared.id, createdButShared.id, othersOnly.id]);
    const { access } = await loginAs(t.app, teacher);

    const preview = await t.app.inject({ url: '/api/accounts/delete-account/', headers: jwt(access) });
    expect(preview.json()).toEqual({ students: 2, withdrawal: null });

    const upload = multipartFile('prova.pdf', samplePdf, 'application/pdf');
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/content/custom-lessonplans/uploads/',
      headers: { ...jwt(access), ...upload.headers },
      payload: upload.payload,
    });
    expect(file.statusCode).toBe(201);
    const [fileRow] = await db.select().from(storedFiles).where(eq(storedFiles.id, file.json().id));
    expect(storage.keys.has(fileRow!.storageKey)).toBe(true);
    const studentsFile = await db
      .insert(storedFiles)
      .values({
        id: crypto.randomUUID(),
        storageKey: 'ab/arquivo-do-aluno',
        originalName: 'tarefa.pdf',
        contentType: 'application/pdf',
        sizeBytes: 10,
        uploadedById: joinedOnly.id,
      })
      .returning();
    storage.keys.add('ab/arquivo-do-aluno');

    const res = await deleteAccount(t.app, access);
    expect(res.statusCode).toBe(204);
    const left = await db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(users.id, [
          teacher.id,
          created.id,
          joinedOnly.id,
          shared.id,
          createdButShared.id,
          othersOnly.id,
        ]),
      );
    expect(left.map((row) => row.id).sort()).toEqual([shared.id, createdButShared.id, othersOnly.id].sort());
    const files = await db
      .select()
      .from(storedFiles)
      .where(inArray(storedFiles.id, [fileRow!.id, studentsFile[0]!.id]));
    expect(files).toEqual([]);
    expect(storage.keys.has(fileRow!.storageKey)).toBe(false);
    expect(storage.keys.has('ab/arquivo-do-aluno')).toBe(false);
  });

  it('keeps the audit of an impersonation without the e-mail of the person who deleted her account', async () => {
    const db = t.database.db;
    const teacher = await createUser(db);
    const staff = await loginAs(t.app, await createUser(db, { isStaff: true }));
    const impersonated = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/impersonate/',
      headers: jwt(staff.access),
      payload: { email: teacher.email },
    });
    expect(impersonated.statusCode, impersonated.body).toBe(200);
    const audited = () =>
      db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.targetType, 'user'), eq(schema.auditLog.targetId, String(teacher.id))));
    expect(JSON.stringify(await audited())).toContain(teacher.email!);

    expect((await deleteAccount(t.app, (await loginAs(t.app, teacher)).access)).statusCode).toBe(204);
    const rows = await audited();
    expect(rows.map((row) => row.action)).toEqual(
      expect.arrayContaining(['user.impersonated', 'account.deleted']),
    );
    expect(JSON.stringify(rows)).not.toContain(teacher.email!);
  });

  it('erases once when the same deletion is sent five times at once', async () => {
    const db = t.database.db;
    const teacher = await createUser(db);
    const colleague = await createUser(db);
    const own = await student(db, 'so.desta.professora', teacher.id);
    const shared = await student(db, 'das.duas.professoras');
    await classroomOf(db, teacher.id, [own.id, shared.id]);
    await classroomOf(db, colleague.id, [shared.id]);
    const { access } = await loginAs(t.app, teacher);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deleteAccount(t.app, access)));
    // Deleting what is already gone is a success too, and a twin that authenticates after the account
    // is gone has no account behind its token (401): the effects are what must happen once.
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses).toContain(204);
    expect(statuses.filter((status) => status !== 204 && status !== 401)).toEqual([]);
    const audits = await db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.action, 'account.deleted'), eq(schema.auditLog.targetId, String(teacher.id))),
      );
    expect(audits).toHaveLength(1);
    const left = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [teacher.id, own.id, shared.id, colleague.id]));
    expect(left.map((row) => row.id).sort()).toEqual([shared.id, colleague.id].sort());
  });

  it('keeps files staff published in the catalogue when a staff account is deleted', async () => {
    const db = t.database.db;
    const staff = await createUser(db, { isStaff: true });
    const { access } = await loginAs(t.app, staff);
    const upload = multipartFile('guia.pdf', samplePdf, 'application/pdf');
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/uploads',
      headers: { ...jwt(access), ...upload.headers },
      payload: upload.payload,
    });
    const lesson = await insertLesson(db, (await insertPlan(db)).id);
    await db
      .insert(schema.lessonAttachments)
      .values({ lessonId: lesson.id, fileId: file.json().id, title: 'Guia' });
    const res = await deleteAccount(t.app, access);
    expect(res.statusCode).toBe(204);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.id, file.json().id))).toHaveLength(1);
  });

  it('exports everything stored about the person as a JSON download', async () => {
    const db = t.database.db;
    const teacher = await createUser(db, { firstName: 'Lúcia' });
    const pupil = await student(db, 'aluno.exportado', teacher.id);
    const room = await classroomOf(db, teacher.id, [pupil.id]);
    const [activity, returned] = await db
      .insert(schema.assignments)
      .values([
        { classroomId: room.id, title: 'Ler o conto' },
        { classroomId: room.id, title: 'Resumo' },
      ])
      .returning();
    await db.insert(schema.submissions).values([
      {
        assignmentId: activity!.id,
        studentId: pupil.id,
        answerText: 'Gostei do final.',
        submittedAt: new Date(),
        grade: '4.5',
        feedback: 'Rascunho: conversar com a família',
      },
      {
        assignmentId: returned!.id,
        studentId: pupil.id,
        answerText: 'Um resumo.',
        submittedAt: new Date(),
        returnedAt: new Date(),
        grade: '9.0',
        feedback: 'Muito bem!',
      },
    ]);
    await db
      .insert(schema.classroomPosts)
      .values({ classroomId: room.id, authorId: teacher.id, bodyHtml: '<p>Oi!</p>' });
    const lesson = await insertLesson(db, (await insertPlan(db)).id);
    await db.insert(favorites).values({ userId: teacher.id, lessonId: lesson.id });
    const own = await insertPlan(db, { ownerId: teacher.id, title: 'Meu plano' });
    await db.insert(schema.planShares).values({
      token: `compartilha-${teacher.id}-0123456789`,
      lessonPlanId: own.id,
      createdById: teacher.id,
    });
    await db
      .insert(schema.orders)
      .values({ userId: teacher.id, kind: 'subscription', amountCents: 2990, status: 'paid' });
    await db.insert(schema.studentLoginTokens).values({
      studentId: pupil.id,
      createdById: teacher.id,
      tokenHash: `hash-${pupil.id}`,
      expiresAt: new Date(Date.now() + 86_400_000),
      reusable: true,
    });
    await db.insert(schema.feedbacks).values({ userId: teacher.id, message: 'Olá, equipe!' });
    const { access } = await loginAs(t.app, teacher);

    const res = await t.app.inject({ url: '/api/accounts/my-data/', headers: jwt(access) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="aula-meus-dados.json"');
    const data = res.json();
    expect(data.profile).toMatchObject({ id: teacher.id, first_name: 'Lúcia', email: teacher.email });
    expect(data.profile).not.toHaveProperty('password_hash');
    expect(JSON.stringify(data)).not.toContain(teacher.passwordHash);
    expect(data.classrooms).toHaveLength(1);
    expect(data.classrooms[0].students).toEqual([pupil.id]);
    expect(data.classrooms[0].assignments).toMatchObject([{ title: 'Ler o conto' }, { title: 'Resumo' }]);
    expect(data.classrooms[0].posts).toMatchObject([{ body_html: '<p>Oi!</p>' }]);
    expect(data.students).toMatchObject([{ id: pupil.id, username: 'aluno.exportado' }]);
    expect(data.custom_plans).toMatchObject([{ title: 'Meu plano' }]);
    expect(data.favorites).toMatchObject([{ lesson_id: lesson.id }]);
    expect(data.messages).toMatchObject([{ message: 'Olá, equipe!' }]);
    expect(data.plan_shares).toMatchObject([{ lesson_plan_id: own.id }]);
    expect(data.charges).toMatchObject([{ amount_cents: 2990, status: 'paid' }]);
    for (const key of ['consent', 'payment_data', 'subscriptions', 'charges', 'uploaded_files', 'sessions']) {
      expect(data).toHaveProperty(key);
    }
    expect((await t.app.inject({ url: '/api/accounts/my-data/' })).statusCode).toBe(401);

    const pupilAccess = (await loginAs(t.app, pupil)).access;
    const pupilData = await t.app.inject({ url: '/api/accounts/my-data/', headers: jwt(pupilAccess) });
    expect(pupilData.json().sign_in_links).toMatchObject([{ reusable: true, used_at: null }]);
    expect(JSON.stringify(pupilData.json())).not.toContain(`hash-${pupil.id}`);
    // A grade not yet returned is the teacher's draft, hidden here as on the student's screens.
    expect(pupilData.json().hand_ins).toMatchObject([
      { assignment_id: activity!.id, answer_text: 'Gostei do final.', grade: null, feedback: '' },
      { assignment_id: returned!.id, grade: '9.0', feedback: 'Muito bem!' },
    ]);
  });
});
