import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { createTestApp, type TestApp } from './app';
import { createUser, loginAs, memoryMailer, type Who } from './users';
import { buildCorrectionWorld, correctionHelpers, type Room } from './correction-setup';

describe('the correction day: queue, comments, redo, rubric, notifications, digest', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  let teacher: Who;
  let otherTeacher: Who;
  let classroom: Room;
  let ana: Who;
  let carla: Who;
  let outsider: Who;

  const { call, ok, createActivity, unread } = correctionHelpers(
    () => t,
    () => ({ teacher, classroom }),
  );

  beforeAll(async () => {
    ({ t, teacher, otherTeacher, classroom, ana, carla, outsider } = await buildCorrectionWorld(mailer));
  });
  afterAll(() => t.close());

  it('notifies students of new activities (scheduled ones once published) and posts', async () => {
    const before = (await unread(carla)).count;
    const now = await createActivity({ title: 'Já publicada' });
    const later = await createActivity({ title: 'Agendada', publish_at: '2099-01-01T12:00:00Z' });
    const kinds = await unread(carla);
    expect(kinds.count).toBe(before + 1);
    expect(kinds.results[0]).toMatchObject({
      kind: 'assignment',
      title: 'Nova atividade: “Já publicada”',
      url: `/student-dashboard/assignments/${now.id}`,
    });
    // The publish date passes: the sweep tells them once, however many instances run it.
    await t.database.db
      .update(schema.assignments)
      .set({ publishAt: sql`now() - interval '1 minute'` })
      .where(eq(schema.assignments.id, later.id));
    await t.jobs.send('assignments-announce-published', {});
    await t.jobs.send('assignments-announce-published', {});
    await t.jobs.runDue();
    const after = await unread(carla);
    expect(after.results.filter((n) => n.title === 'Nova atividade: “Agendada”')).toHaveLength(1);
    expect((await unread(outsider)).results.some((n) => n.title.includes('Agendada'))).toBe(false);

    await ok(
      'POST',
      `/api/content/classrooms/${classroom.id}/posts/`,
      teacher,
      { body: '<p>Amanhã tem passeio</p>' },
      201,
    );
    expect((await unread(carla)).results[0]).toMatchObject({
      kind: 'post',
      title: 'Novo aviso no mural de 5º ano A',
      url: `/student-dashboard/classrooms/${classroom.id}`,
    });
  });

  it('lists and marks notifications, each user only their own', async () => {
    const all = await ok('GET', '/api/notifications/', carla);
    expect(all.count).toBeGreaterThan(1);
    const [first] = all.results;
    expect(await ok('POST', '/api/notifications/read/', outsider, { ids: [first.id] })).toEqual({
      marked: 0,
    });
    expect(await ok('POST', '/api/notifications/read/', carla, { ids: [first.id] })).toEqual({ marked: 1 });
    const left = await unread(carla);
    expect(left.count).toBe(all.count - 1);
    expect(left.results.every((n) => n.read_at === null)).toBe(true);
    expect((await ok('GET', '/api/notifications/', carla)).results[0].read_at).not.toBeNull();
    expect(await ok('POST', '/api/notifications/read/', carla, { all: true })).toEqual({
      marked: all.count - 1,
    });
    expect((await unread(carla)).count).toBe(0);

    expect((await call('POST', '/api/notifications/read/', carla, {})).statusCode).toBe(400);
    expect((await call('POST', '/api/notifications/read/', carla, { ids: [] })).statusCode).toBe(400);
    expect((await call('POST', '/api/notifications/read/', carla, { all: false })).statusCode).toBe(400);
    expect((await call('GET', '/api/notifications/?unread=talvez', carla)).statusCode).toBe(400);
    expect((await call('GET', '/api/notifications/', null)).statusCode).toBe(401);
    const staff = await createUser(t.database.db, { isStaff: true });
    const staffWho = { id: staff.id, access: (await loginAs(t.app, staff)).access };
    expect((await call('GET', '/api/notifications/', staffWho)).statusCode).toBe(403);
  });

  it('sends the opt-in daily digest once, through the queue, and none when nothing happened', async () => {
    const settings = '/api/notifications/settings/';
    expect(await ok('GET', settings, teacher)).toEqual({ email_digest: false });
    expect((await call('GET', settings, ana)).statusCode).toBe(403);
    expect((await call('PATCH', settings, teacher, { email_digest: 'sim' })).statusCode).toBe(400);
    expect(await ok('PATCH', settings, teacher, { email_digest: true })).toEqual({ email_digest: true });
    expect(await ok('PATCH', settings, otherTeacher, { email_digest: true })).toEqual({ email_digest: true });
    expect(await ok('GET', settings, teacher)).toEqual({ email_digest: true });

    const activity = await createActivity({ title: 'Para o resumo' });
    await ok('POST', `/api/student/assignments/${activity.id}/submit/`, carla, { text: 'feito' });
    await ok(
      'POST',
      `/api/student/assignments/${activity.id}/comments/`,
      carla,
      { text: 'Professora, entreguei.' },
      201,
    );

    // Two instances on one database run the day's job at once: one e-mail.
    const second = await createTestApp({ database: t.database, deps: { mailer } });
    try {
      const sentBefore = mailer.sent.length;
      await t.jobs.send('notification-digest', {});
      await second.jobs.send('notification-digest', {});
      await Promise.all([t.jobs.runDue(), second.jobs.runDue()]);
      await t.jobs.runDue();
      const digests = mailer.sent.slice(sentBefore).filter((m) => m.subject.startsWith('Aula:'));
      expect(digests).toHaveLength(1);
      expect(digests[0]!.subject).toBe('Aula: 1 nova entrega e 1 novo comentário hoje');
      expect(digests[0]!.text).toContain('Carla Dias entregou “Para o resumo”');
      expect(digests[0]!.text).toContain('/dashboard/review');
      // The other teacher had nothing new: no e-mail for her. A second run that day sends nothing.
      expect(digests[0]!.to).not.toBe(undefined);
      await t.jobs.send('notification-digest', {});
      await t.jobs.runDue();
      expect(mailer.sent.slice(sentBefore).filter((m) => m.subject.startsWith('Aula:'))).toHaveLength(1);
    } finally {
      await second.close();
    }
    const [row] = await t.database.db
      .select()
      .from(schema.notificationSettings)
      .where(eq(schema.notificationSettings.userId, otherTeacher.id));
    expect(row!.lastDigestOn).not.toBeNull();
  });
});
