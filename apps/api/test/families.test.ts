import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalDocuments } from '@aula/contracts';
import { schema } from '@aula/db';
import { hashToken } from '../src/modules/accounts';
import { createTestApp, type TestApp } from './app';
import { multipartFile, samplePng } from './multipart';
import type { Room } from './calendar-2026';
import { callsAs, jwt, memoryMailer, signedIn, studentJoined, type Who } from './users';

describe('families: guardians, consent (LGPD art. 14) and the family page', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  let teacher: Who;
  let otherTeacher: Who;
  let fifth: Room;
  let ana: Who;
  let bruno: Who;
  let teen: Who;
  let guardianId: number;
  let consentToken: string;
  let familyUrl: string;
  const { call, ok } = callsAs(() => t);
  const student = (id: number, path = '') => `/api/profile/my-students/${id}/${path}`;
  const upload = (who: Who) => {
    const body = multipartFile('caderno.png', samplePng, 'image/png');
    return t.app.inject({
      method: 'POST',
      url: '/api/student/uploads/',
      headers: { ...jwt(who.access), ...body.headers },
      payload: body.payload,
    });
  };
  const statusOf = async (who: Who) =>
    (await ok('GET', student(who.id, 'guardians/'), teacher)).consent_status as string;
  const tokenOf = (url: string) => url.split('/').pop()!;

  beforeAll(async () => {
    t = await createTestApp({ deps: { mailer } });
    teacher = await signedIn(t, { firstName: 'Helena', lastName: 'Souza' });
    otherTeacher = await signedIn(t, { firstName: 'Rui' });
    fifth = await ok(
      'POST',
      '/api/content/classrooms/',
      teacher,
      { name: '5º ano A', school_year: 2026 },
      201,
    );
    const highSchool = await ok(
      'POST',
      '/api/content/classrooms/',
      teacher,
      { name: 'Turma 1A', school_year: 2026, etapa: 'ensino-medio', ano: 'em-1' },
      201,
    );
    ana = await studentJoined(t, fifth, 'ana.familia', 'Ana');
    bruno = await studentJoined(t, fifth, 'bruno.familia', 'Bruno');
    teen = await studentJoined(t, highSchool, 'caio.familia', 'Caio');
  });
  afterAll(() => t?.close());

  it('requires consent for children of the 5º ano, not for the ensino médio unless marked under 12', async () => {
    expect(await statusOf(ana)).toBe('pending');
    expect(await statusOf(teen)).toBe('not_required');
    const listed = await ok('GET', '/api/profile/my-students/', teacher);
    const caio = listed.results.find((s: { id: number }) => s.id === teen.id);
    expect(caio).toMatchObject({ consent_status: 'not_required', under_12: false, guardians_count: 0 });
    await ok('PUT', student(teen.id), teacher, { first_name: 'Caio', last_name: 'Dias', under_12: true });
    expect(await statusOf(teen)).toBe('pending');
    expect((await upload(teen)).statusCode).toBe(403);
  });

  it('keeps guardians with a contact and a valid Brazilian mobile', async () => {
    const none = await call('POST', student(ana.id, 'guardians/'), teacher, {
      name: 'Maria',
      relationship: 'mae',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().email).toEqual(['Informe o e-mail ou o celular do responsável.']);
    const landline = await call('POST', student(ana.id, 'guardians/'), teacher, {
      name: 'Maria',
      relationship: 'mae',
      phone: '(11) 3456-7890',
    });
    expect(landline.json().phone).toEqual(['Informe um celular com DDD, como (11) 98765-4321.']);
    const created = await ok(
      'POST',
      student(ana.id, 'guardians/'),
      teacher,
      { name: 'Maria Dias', relationship: 'mae', phone: '+55 (11) 98765-4321', email: 'Maria@Familia.test' },
      201,
    );
    expect(created).toMatchObject({
      name: 'Maria Dias',
      phone: '11987654321',
      email: 'maria@familia.test',
      family_url: null,
      weekly_summary: false,
    });
    guardianId = created.id;
    const emptied = await call('PATCH', student(ana.id, `guardians/${guardianId}/`), teacher, {
      email: null,
      phone: null,
    });
    expect(emptied.statusCode).toBe(400);
    const renamed = await ok('PATCH', student(ana.id, `guardians/${guardianId}/`), teacher, {
      name: 'Maria Dias Lima',
    });
    expect(renamed.name).toBe('Maria Dias Lima');
    const other = await ok(
      'POST',
      student(ana.id, 'guardians/'),
      teacher,
      { name: 'Pedro Dias', relationship: 'pai', email: 'pedro@familia.test' },
      201,
    );
    expect((await call('DELETE', student(ana.id, `guardians/${other.id}/`), teacher)).statusCode).toBe(204);
    expect((await ok('GET', student(ana.id, 'guardians/'), teacher)).results).toHaveLength(1);
  });

  it('refuses a photo while consent is pending, with the message the child can read', async () => {
    const refused = await upload(ana);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Aguardando autorização do responsável para enviar fotos e arquivos.');
  });

  it('asks by e-mail, WhatsApp or paper with a link valid for 30 days', async () => {
    const byMail = await ok(
      'POST',
      student(ana.id, 'consent-requests/'),
      teacher,
      { guardian: guardianId, channel: 'email' },
      201,
    );
    expect(byMail.url).toMatch(/^http.+\/autorizacao\/[\w-]{43}$/);
    const days = (Date.parse(byMail.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const mail = mailer.sent.at(-1)!;
    expect(mail.to).toBe('maria@familia.test');
    expect(mail.subject).toBe('Autorização para Ana usar o Aula');
    expect(mail.text).toContain(byMail.url);
    expect(mail.text).toContain('Helena Souza');

    const byWhatsapp = await ok(
      'POST',
      student(ana.id, 'consent-requests/'),
      teacher,
      { guardian: guardianId, channel: 'whatsapp' },
      201,
    );
    const wa = new URL(byWhatsapp.whatsapp_url);
    expect(wa.origin + wa.pathname).toBe('https://wa.me/5511987654321');
    expect(wa.searchParams.get('text')).toContain(
      'Olá, Maria Dias Lima! Aqui é Helena Souza, professor(a) de Ana na turma 5º ano A.',
    );
    expect(wa.searchParams.get('text')).toContain(byWhatsapp.url);
    consentToken = tokenOf(byWhatsapp.url);

    const stored = await t.database.db.select().from(schema.consentRequests);
    expect(JSON.stringify(stored)).not.toContain(consentToken);
    const bad = await call('POST', student(ana.id, 'consent-requests/'), teacher, {
      guardian: 999999,
      channel: 'print',
    });
    expect(bad.json().guardian).toEqual(['Escolha um responsável deste aluno.']);
  });

  it('shows the guardian what she must know, and a clear 404 for an unknown or expired link', async () => {
    const notice = await ok('GET', `/api/consent/${consentToken}/`, null as never);
    expect(notice).toMatchObject({
      child: { first_name: 'Ana' },
      classes: [{ name: '5º ano A', teacher: 'Helena Souza' }],
      guardian: { name: 'Maria Dias Lima', relationship: 'mae', has_email: true },
      status: 'pending',
      policy_version: legalDocuments.privacy.version,
    });
    expect(notice.sections.map((s: { title: string }) => s.title)).toEqual([
      'O que guardamos',
      'Para que',
      'Quem vê',
      'Por quanto tempo',
      'Seus direitos',
    ]);
    expect(JSON.stringify(notice)).not.toContain('ana.familia');
    const unknown = await call('GET', `/api/consent/${'x'.repeat(43)}/`, null);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(
      'Este link de autorização não funciona mais. Peça um novo link ao professor.',
    );

    const old = await ok(
      'POST',
      student(ana.id, 'consent-requests/'),
      teacher,
      { guardian: guardianId, channel: 'print' },
      201,
    );
    await t.database.db
      .update(schema.consentRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.consentRequests.tokenHash, hashToken(tokenOf(old.url))));
    expect((await call('GET', `/api/consent/${tokenOf(old.url)}/`, null)).statusCode).toBe(404);
  });

  it('records the decision with its evidence, opens the family link, and lets the child send photos', async () => {
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/consent/${consentToken}/`,
      payload: {
        decision: 'granted',
        guardian_name: 'Maria Dias Lima',
        relationship: 'mae',
        weekly_summary: true,
      },
      remoteAddress: '203.0.113.9',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().status).toBe('granted');
    const [decision] = await t.database.db
      .select()
      .from(schema.consentDecisions)
      .where(eq(schema.consentDecisions.studentId, ana.id));
    expect(decision).toMatchObject({
      decision: 'granted',
      guardianName: 'Maria Dias Lima',
      policyVersion: legalDocuments.privacy.version,
      channel: 'whatsapp',
      weeklySummary: true,
    });
    expect(decision!.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(decision!.ipHash).not.toContain('203.0.113.9');
    const audit = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.action, 'consent.granted'), eq(schema.auditLog.targetId, String(ana.id))),
      );
    expect(audit).toHaveLength(1);

    const guardians = await ok('GET', student(ana.id, 'guardians/'), teacher);
    expect(guardians.consent_status).toBe('granted');
    familyUrl = guardians.results[0].family_url;
    expect(familyUrl).toMatch(/\/familia\/\d+\.[\w-]{43}$/);
    expect(guardians.results[0].weekly_summary).toBe(true);
    expect((await upload(ana)).statusCode).toBe(201);
    expect((await upload(bruno)).statusCode).toBe(403);
    const listed = await ok('GET', '/api/profile/my-students/', teacher);
    const row = (who: Who) => listed.results.find((s: { id: number }) => s.id === who.id);
    expect(row(ana)).toMatchObject({ consent_status: 'granted', guardians_count: 1 });
    expect(row(bruno)).toMatchObject({ consent_status: 'pending', guardians_count: 0 });
  });

  it('shows the family only its own child: returned work, the mural, attendance', async () => {
    const activity = await ok(
      'POST',
      `/api/content/classrooms/${fifth.id}/assignments/`,
      teacher,
      { title: 'Frações no caderno', submission_type: 'text' },
      201,
    );
    await ok(
      'POST',
      `/api/content/classrooms/${fifth.id}/assignments/`,
      teacher,
      { title: 'Leitura do conto' },
      201,
    );
    await ok('POST', `/api/student/assignments/${activity.id}/submit/`, ana, { text: 'Metade é 1/2.' });
    await ok('POST', `/api/student/assignments/${activity.id}/submit/`, bruno, {
      text: 'Resposta do Bruno.',
    });
    for (const who of [ana, bruno]) {
      await ok('PATCH', `/api/content/assignments/${activity.id}/submissions/${who.id}/`, teacher, {
        grade: who === ana ? 9 : 4,
        feedback: who === ana ? 'Muito bem, Ana!' : 'Refaça com calma, Bruno.',
        returned: true,
      });
    }
    await ok(
      'POST',
      `/api/content/classrooms/${fifth.id}/posts/`,
      teacher,
      { body: '<p>Feira de ciências na sexta!</p>' },
      201,
    );

    const view = await ok('GET', `/api/family/${tokenOf(familyUrl)}/`, null as never);
    expect(view.student).toEqual({ first_name: 'Ana' });
    expect(view.classes).toEqual([{ name: '5º ano A', teacher: 'Helena Souza' }]);
    expect(view.returned).toEqual([
      expect.objectContaining({ title: 'Frações no caderno', grade: 9, feedback: 'Muito bem, Ana!' }),
    ]);
    expect(view.todo.map((a: { title: string }) => a.title)).toEqual(['Leitura do conto']);
    expect(view.posts[0].body_html).toContain('Feira de ciências');
    expect(JSON.stringify(view)).not.toContain('Bruno');

    const forged = tokenOf(familyUrl).replace(/\.(.)/, (_, c: string) => `.${c === 'A' ? 'B' : 'A'}`);
    expect((await call('GET', `/api/family/${forged}/`, null)).statusCode).toBe(404);
    const renewed = await ok('POST', student(ana.id, `guardians/${guardianId}/family-link/`), teacher);
    expect((await call('GET', `/api/family/${tokenOf(familyUrl)}/`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/family/${tokenOf(renewed.family_url)}/`, null)).statusCode).toBe(200);
    familyUrl = renewed.family_url;
  });

  it('sends the family that asked for it one summary of the week, once however often the job runs', async () => {
    const before = mailer.sent.length;
    await t.jobs.send('family-weekly-summary', {});
    await t.jobs.send('family-weekly-summary', {});
    await t.jobs.runDue();
    await t.jobs.runDue();
    const summaries = mailer.sent.slice(before).filter((m) => m.subject === 'A semana de Ana no Aula');
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.to).toBe('maria@familia.test');
    expect(summaries[0]!.text).toContain('Frações no caderno: nota 9');
    expect(summaries[0]!.text).toContain('Entregou\n- Frações no caderno');
    expect(summaries[0]!.text).toContain(familyUrl);
    expect(summaries[0]!.text).not.toContain('Bruno');
  });

  it('answers only the student’s teachers', async () => {
    const paths = [
      ['GET', 'guardians/'],
      ['POST', 'guardians/'],
      ['PATCH', `guardians/${guardianId}/`],
      ['DELETE', `guardians/${guardianId}/`],
      ['POST', `guardians/${guardianId}/family-link/`],
      ['DELETE', `guardians/${guardianId}/family-link/`],
      ['POST', 'consent-requests/'],
    ] as const;
    const body = {
      name: 'X',
      relationship: 'outro',
      email: 'x@x.test',
      guardian: guardianId,
      channel: 'print',
    };
    for (const [method, path] of paths) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : body;
      expect((await call(method, student(ana.id, path), otherTeacher, payload)).statusCode, path).toBe(404);
      expect((await call(method, student(ana.id, path), bruno, payload)).statusCode, path).toBe(403);
      expect((await call(method, student(ana.id, path), null, payload)).statusCode, path).toBe(401);
    }
    // Bruno's teacher cannot reach Ana's guardian through Bruno.
    expect(
      (await call('PATCH', student(bruno.id, `guardians/${guardianId}/`), teacher, { name: 'X' })).statusCode,
    ).toBe(404);
  });

  it('withdraws consent at any time: her files go, the family link stops, the teacher is told', async () => {
    const before = await t.database.db
      .select()
      .from(schema.storedFiles)
      .where(eq(schema.storedFiles.uploadedById, ana.id));
    expect(before.length).toBeGreaterThan(0);
    // Five taps at once: one withdrawal, one notice to the teacher.
    const taps = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `/api/consent/${consentToken}/revoke/`, null)),
    );
    for (const revoked of taps) {
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(revoked.json().status).toBe('revoked');
    }
    const withdrawals = await t.database.db
      .select()
      .from(schema.consentDecisions)
      .where(
        and(eq(schema.consentDecisions.studentId, ana.id), eq(schema.consentDecisions.decision, 'revoked')),
      );
    expect(withdrawals).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(schema.storedFiles)
        .where(eq(schema.storedFiles.uploadedById, ana.id)),
    ).toEqual([]);
    expect((await upload(ana)).statusCode).toBe(403);
    expect((await call('GET', `/api/family/${tokenOf(familyUrl)}/`, null)).statusCode).toBe(404);
    const bell = await ok('GET', '/api/notifications/?unread=true', teacher);
    expect(bell.results.filter((n: { kind: string }) => n.kind === 'consent')).toHaveLength(1);
    expect(bell.results[0]).toMatchObject({
      kind: 'consent',
      title: 'A família de Ana retirou a autorização: as fotos e arquivos dela foram apagados',
    });
    const newLink = await call('POST', student(ana.id, `guardians/${guardianId}/family-link/`), teacher);
    expect(newLink.statusCode).toBe(409);
    const audit = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'consent.revoked'));
    expect(audit).toHaveLength(1);
  });
});
