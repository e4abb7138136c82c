import { crc32, deflateSync } from 'node:zlib';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { insertLesson, insertPlan } from './content-fixtures';
import { multipartFile } from './multipart';
import { createUser, jwt, loginAs } from './users';

const base = '/api/content/custom-lessonplans';

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of the given size (RGBA) whose pixel data is `idat`, whatever that holds. */
function png(width: number, height: number, idat: Buffer) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Pixel data that is no zlib stream at all. */
const brokenPng = png(16, 16, Buffer.alloc(19, 0xff));
/** A valid header claiming 8000×8000 pixels (256 MB decoded), over one compressed byte. */
const hugePng = png(8000, 8000, deflateSync(Buffer.alloc(1)));

const nestedLists = (depth: number) => '<ul><li>nível'.repeat(depth) + '</li></ul>'.repeat(depth);

/** The PDF's text, spaces collapsed and the zero-width break opportunities removed. */
async function pdfText(body: Buffer) {
  const { text } = await extractText(new Uint8Array(body), { mergePages: true });
  return text.replace(/\u200B/g, '').replace(/\s+/g, ' ');
}

// The first PDF of a file also starts its worker (pdfkit loaded through tsx): slow on a busy machine.
describe('hostile lessons cannot stall or end the API through its PDFs', { timeout: 120_000 }, () => {
  let t: TestApp;

  const call = (access: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: jwt(access), ...(payload ? { payload } : {}) });

  async function freeTeacher() {
    const user = await createUser(t.database.db);
    return (await loginAs(t.app, user)).access;
  }

  /** What the review did: a new free teacher writes one lesson of her own. */
  async function lessonOfNewTeacher(fields: object) {
    const access = await freeTeacher();
    const plan = await call(access, 'POST', `${base}/`, { title: 'Livro de teste' });
    expect(plan.statusCode, plan.body).toBe(201);
    const lesson = await call(access, 'POST', `${base}/${plan.json().id}/lessons/`, {
      title: 'Aula hostil',
      ...fields,
    });
    expect(lesson.statusCode, lesson.body).toBe(201);
    return { access, planId: plan.json().id as number, lessonId: lesson.json().id as number };
  }

  async function upload(access: string, name: string, bytes: Buffer) {
    const body = multipartFile(name, bytes);
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/uploads/?kind=inline`,
      payload: body.payload,
      headers: { ...body.headers, ...jwt(access) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  /**
   * Asks /api/health again and again until `work` settles: how many answers came while it ran, and
   * the longest wait between two of them (the whole render, were it drawn on the event loop).
   */
  async function healthWhile<T>(work: Promise<T>) {
    let settled = false;
    const result = work.finally(() => {
      settled = true;
    });
    let answered = 0;
    let longestGap = 0;
    let last = performance.now();
    while (!settled) {
      const health = await t.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      const now = performance.now();
      if (!settled) answered += 1;
      longestGap = Math.max(longestGap, now - last);
      last = now;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return { result: await result, answered, longestGap };
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leaves out a 76-byte broken PNG instead of crashing the process', async () => {
    expect(brokenPng.length).toBe(76);
    const access = await freeTeacher();
    const id = await upload(access, 'quebrada.png', brokenPng);
    const plan = (await call(access, 'POST', `${base}/`, { title: 'Livro' })).json();
    const lesson = (
      await call(access, 'POST', `${base}/${plan.id}/lessons/`, {
        title: 'Com figura quebrada',
        content_html: `<p>Antes da figura.</p><p><img src="/api/content/files/${id}" alt="Figura quebrada"></p><p>Depois.</p>`,
      })
    ).json();
    const res = await call(access, 'GET', `/api/content/lessons/${lesson.id}/pdf/`);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Antes da figura.');
    expect(text).toContain('[Imagem: Figura quebrada]');
    expect(text).toContain('Depois.');
    expect(res.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
    // The process is alive and answers.
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses a 66-byte PNG claiming 8000×8000 pixels from its header, without decoding it', async () => {
    expect(hugePng.length).toBe(66);
    const access = await freeTeacher();
    const id = await upload(access, 'enorme.png', hugePng);
    const plan = (await call(access, 'POST', `${base}/`, { title: 'Livro' })).json();
    const lesson = (
      await call(access, 'POST', `${base}/${plan.id}/lessons/`, {
        title: 'Com figura enorme',
        content_html: `<p><img src="/api/content/files/${id}" alt="Figura enorme"></p>`,
      })
    ).json();
    const rssBefore = process.memoryUsage().rss;
    const res = await call(access, 'GET', `/api/content/lessons/${lesson.id}/pdf/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain('[Imagem: Figura enorme]');
    expect(res.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
    // Nothing near the 256 MB its pixels would take was allocated in this process.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(150 * 1024 * 1024);
  });

  it('prints a lesson with one 16,000-character word, the API answering meanwhile', async () => {
    const word = 'abcdefghijklmnopqrstuvwxyz'.repeat(616).slice(0, 16_000);
    const { access, lessonId } = await lessonOfNewTeacher({ content_html: `<p>Início ${word} fim.</p>` });
    const { result, answered, longestGap } = await healthWhile(
      call(access, 'GET', `/api/content/lessons/${lessonId}/pdf/`),
    );
    expect(result.statusCode, result.body).toBe(200);
    const text = await pdfText(result.rawPayload);
    expect(text).toContain('Início abcdefghijklmnopqrstuvwxyz');
    // Broken across lines and pages (whose headers and footers come between), but all there.
    expect(text.replace(/ /g, '')).toContain(`${word.slice(-200)}fim.`);
    expect(text.match(/[a-z]+/g)!.join('')).toContain(word.slice(0, 2000));
    expect(answered).toBeGreaterThan(0);
    // Drawn on the event loop this took seconds without a single answer; generous for a busy machine.
    expect(longestGap).toBeLessThan(3000);
  }, 120_000);

  it('answers a 200,000-character lesson (the form’s maximum, one word) within bounded time', async () => {
    const { access, lessonId } = await lessonOfNewTeacher({
      content_html: `<p>${'x'.repeat(199_993)}</p>`,
      objectives: 'y'.repeat(5000),
    });
    const started = performance.now();
    const res = await call(access, 'GET', `/api/content/lessons/${lessonId}/pdf/`);
    expect([200, 422]).toContain(res.statusCode);
    if (res.statusCode === 200) expect(res.headers['content-type']).toBe('application/pdf');
    // It ran for minutes and died out of memory before; the worker's own cap is 30 s.
    expect(performance.now() - started).toBeLessThan(45_000);
  }, 120_000);

  it('keeps answering while ten hostile PDFs render at once', async () => {
    const word = 'x'.repeat(16_000);
    const lessons = await Promise.all(
      Array.from({ length: 10 }, () => lessonOfNewTeacher({ content_html: `<p>${word}</p>`.repeat(4) })),
    );
    const { result, answered, longestGap } = await healthWhile(
      Promise.all(
        lessons.map(({ access, lessonId }) => call(access, 'GET', `/api/content/lessons/${lessonId}/pdf/`)),
      ),
    );
    for (const res of result) expect([200, 422]).toContain(res.statusCode);
    expect(answered).toBeGreaterThan(0);
    expect(longestGap).toBeLessThan(3000);
  }, 180_000);

  it('refuses 3,000 nested lists on save, on the field, in Portuguese', async () => {
    const { access, planId, lessonId } = await lessonOfNewTeacher({ content_html: '<p>Certo.</p>' });
    const message = expect.stringContaining('níveis demais de listas ou blocos');
    const patched = await call(access, 'PATCH', `${base}/${planId}/lessons/${lessonId}/`, {
      content_html: nestedLists(3000),
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toEqual({ content_html: [message] });
    const student = await call(access, 'PATCH', `${base}/${planId}/lessons/${lessonId}/`, {
      student_content: nestedLists(40),
    });
    expect(student.statusCode).toBe(400);
    expect(student.json()).toEqual({ student_content: [message] });
    // The editor's ordinary nesting is fine.
    const fine = await call(access, 'PATCH', `${base}/${planId}/lessons/${lessonId}/`, {
      content_html: nestedLists(6),
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('refuses deep activity instructions on save', async () => {
    const access = await freeTeacher();
    const room = await call(access, 'POST', '/api/content/classrooms/', { name: '5º A', school_year: 2026 });
    expect(room.statusCode, room.body).toBe(201);
    const created = await call(access, 'POST', `/api/content/classrooms/${room.json().id}/assignments/`, {
      lesson: null,
      title: 'Tarefa',
      // 100 levels (2 KB): well within the instructions' length limit, so only the nesting refuses it.
      instructions: nestedLists(100),
      due_at: null,
      students: null,
      submission_type: 'text',
      publish_at: null,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({
      instructions: [expect.stringContaining('níveis demais de listas ou blocos')],
    });
  });

  it('prints deep lists stored before the limit without a 500', async () => {
    const owner = await createUser(t.database.db);
    const access = (await loginAs(t.app, owner)).access;
    const plan = await insertPlan(t.database.db, { title: 'Antigo', ownerId: owner.id, published: false });
    const lesson = await insertLesson(t.database.db, plan.id, {
      title: 'Listas antigas',
      contentHtml: `<p>Antes das listas.</p>${nestedLists(3000)}<p>Depois das listas.</p>`,
      studentContentHtml: nestedLists(3000),
    });
    for (const version of ['teacher', 'student']) {
      const res = await call(access, 'GET', `/api/content/lessons/${lesson.id}/pdf/?version=${version}`);
      expect(res.statusCode, res.body).toBe(200);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('nível');
      if (version === 'teacher') expect(text).toContain('Depois das listas.');
    }
  }, 120_000);
});

describe('a PDF that cannot be made within its limits', { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing can be drawn in a millisecond: every document runs out of time.
    t = await createTestApp({ env: { PDF_TIME_LIMIT_MS: '1' } });
  });
  afterAll(() => t.close());

  it('answers 422 in Portuguese past the time limit, every time (each document on a new worker)', async () => {
    const owner = await createUser(t.database.db);
    const access = (await loginAs(t.app, owner)).access;
    const plan = await insertPlan(t.database.db, { title: 'Limite', ownerId: owner.id, published: false });
    const lesson = await insertLesson(t.database.db, plan.id, { contentHtml: '<p>Texto.</p>' });
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await t.app.inject({ url: `/api/content/lessons/${lesson.id}/pdf/`, headers: jwt(access) });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: 'pdf_failed',
        detail: expect.stringContaining('Não foi possível gerar o PDF'),
      });
    }
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('a PDF larger than a worker’s heap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PDF_MEMORY_LIMIT_MB: '64', PDF_TIME_LIMIT_MS: '120000' } });
  });
  afterAll(() => t.close());

  it('ends only that worker: 422, and the next document is drawn by a new one', async () => {
    const owner = await createUser(t.database.db);
    const access = (await loginAs(t.app, owner)).access;
    // Twenty lessons of 400,000 characters of ordinary text: far more than 64 MB of heap to lay out.
    const text = `<p>${'palavra '.repeat(25_000)}</p>`;
    const big = await insertPlan(t.database.db, { title: 'Enorme', ownerId: owner.id, published: false });
    for (let position = 0; position < 20; position++) {
      await insertLesson(t.database.db, big.id, { position, contentHtml: text, studentContentHtml: text });
    }
    const small = await insertPlan(t.database.db, { title: 'Pequeno', ownerId: owner.id, published: false });
    const lesson = await insertLesson(t.database.db, small.id, { contentHtml: '<p>Texto curto.</p>' });

    const refused = await t.app.inject({
      url: `/api/content/lessonplans/${big.id}/pdf/`,
      headers: jwt(access),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'pdf_failed' });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const drawn = await t.app.inject({ url: `/api/content/lessons/${lesson.id}/pdf/`, headers: jwt(access) });
    expect(drawn.statusCode).toBe(200);
    expect(await pdfText(drawn.rawPayload)).toContain('Texto curto.');
  }, 180_000);
});
