import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './app';
import { contentStaffApp, insertLesson, insertPlan } from './content-fixtures';
import { multipartFile, sampleExe, samplePdf, samplePng } from './multipart';
import { jwt } from './users';

describe('uploads and downloads', () => {
  let t: TestApp;
  let staff: string;
  let teacher: string;
  beforeAll(async () => {
    ({ t, staff, teacher } = await contentStaffApp());
  });
  afterAll(() => t.close());

  const upload = (url: string, body: ReturnType<typeof multipartFile>, access = staff) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...jwt(access) },
    });

  it('keeps a PDF, serves it as a download with safe headers behind a signed link', async () => {
    const res = await upload(
      '/api/admin/content/uploads?kind=attachment',
      multipartFile('Ficha de frações.pdf', samplePdf),
    );
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({
      name: 'Ficha de frações.pdf',
      content_type: 'application/pdf',
      size: samplePdf.length,
    });
    expect(file.url).toMatch(new RegExp(`^/api/content/files/${file.id}\\?expires=\\d+&signature=`));

    const download = await t.app.inject({ url: file.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(samplePdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Ficha de fracoes.pdf"; filename*=UTF-8''Ficha%20de%20fra%C3%A7%C3%B5es.pdf`,
    );
    expect(download.headers['content-security-policy']).toContain('sandbox');

    expect((await t.app.inject({ url: `/api/content/files/${file.id}` })).statusCode).toBe(403);
    // One character changed (never to itself: a signature may start with 'x').
    const tampered = file.url.replace(
      /signature=(.)/,
      (_: string, c: string) => `signature=${c === 'x' ? 'y' : 'x'}`,
    );
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(403);
    const expired = file.url.replace(/expires=\d+/, 'expires=1000');
    expect((await t.app.inject({ url: expired })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/content/files/${crypto.randomUUID()}` })).statusCode).toBe(404);
  });

  it('serves covers publicly, inline, as images', async () => {
    const res = await upload(
      '/api/admin/content/uploads?kind=cover',
      multipartFile('capa.png', samplePng, 'image/png'),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().url).toBe(`/api/content/files/${res.json().id}`);
    const image = await t.app.inject({ url: res.json().url });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    const download = await t.app.inject({ url: `${res.json().url}?download=1` });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('checks the bytes, not the name: a renamed executable is refused', async () => {
    const res = await upload(
      '/api/admin/content/uploads',
      multipartFile('aula.pdf', sampleExe, 'application/pdf'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: ['Formato não aceito: envie um arquivo PDF, PNG, JPEG ou WebP.'] });
    const html = await upload(
      '/api/admin/content/uploads',
      multipartFile('pagina.png', Buffer.from('<html><script>alert(1)</script></html>')),
    );
    expect(html.statusCode).toBe(400);
    const pdfAsCover = await upload(
      '/api/admin/content/uploads?kind=cover',
      multipartFile('capa.png', samplePdf),
    );
    expect(pdfAsCover.json()).toEqual({ file: ['Formato não aceito: envie uma imagem PNG, JPEG ou WebP.'] });
    const empty = await upload('/api/admin/content/uploads', multipartFile('vazio.pdf', Buffer.alloc(0)));
    expect(empty.json()).toEqual({ file: ['O arquivo está vazio.'] });
  });

  it('refuses files over 20 MB and requests without a file', async () => {
    const big = Buffer.concat([samplePdf, Buffer.alloc(20 * 1024 * 1024)]);
    const res = await upload('/api/admin/content/uploads', multipartFile('grande.pdf', big));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: ['O arquivo excede o limite de 20 MB.'] });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/uploads',
      headers: jwt(staff),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('attaches uploads to lessons, signed for readers who may open them', async () => {
    const db = t.database.db;
    const file = (await upload('/api/admin/content/uploads', multipartFile('roteiro.pdf', samplePdf))).json();
    const plan = await insertPlan(db, { premium: true });
    const lesson = await insertLesson(db, plan.id);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/content/lessons/${lesson.id}`,
      headers: jwt(staff),
      payload: { attachments: [{ file: file.id, title: 'Roteiro' }] },
    });
    expect(patched.json().attachments).toMatchObject([
      { title: 'Roteiro', file: { id: file.id, name: 'roteiro.pdf' } },
    ]);
    // A free teacher does not get the link to a premium lesson's attachment.
    const locked = await t.app.inject({
      url: `/api/content/lessonplans/${plan.id}/lessons/`,
      headers: jwt(teacher),
    });
    expect(locked.json().results[0].attachments).toEqual([]);
  });

  it('lets teachers upload for their own plans, and keeps documents for staff to manage', async () => {
    const own = await upload(
      '/api/content/custom-lessonplans/uploads/',
      multipartFile('minha.pdf', samplePdf),
      teacher,
    );
    expect(own.statusCode, own.body).toBe(201);
    const file = (
      await upload('/api/admin/content/uploads?kind=document', multipartFile('calendario.pdf', samplePdf))
    ).json();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/documents',
      headers: jwt(staff),
      payload: { title: 'Calendário escolar', file: file.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const list = await t.app.inject({ url: '/api/content/documents/', headers: jwt(teacher) });
    expect(list.json()).toMatchObject({
      count: 1,
      results: [{ title: 'Calendário escolar', file: { name: 'calendario.pdf' } }],
    });
    const download = await t.app.inject({ url: list.json().results[0].file.url });
    expect(download.statusCode).toBe(200);
    const id = created.json().id;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/content/documents/${id}`,
      headers: jwt(staff),
      payload: { description: 'Datas de 2026' },
    });
    expect(patched.json().description).toBe('Datas de 2026');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/documents',
      headers: jwt(staff),
      payload: { title: 'X', file: crypto.randomUUID() },
    });
    expect(missing.json()).toEqual({ file: ['Arquivo não encontrado. Envie de novo.'] });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/content/documents/${id}`,
      headers: jwt(staff),
    });
    expect(removed.statusCode).toBe(204);
  });

  it("never lets staff publish a teacher's private upload, as a document or a catalogue attachment", async () => {
    const privateFile = (
      await upload('/api/content/custom-lessonplans/uploads/', multipartFile('prova.pdf', samplePdf), teacher)
    ).json();
    const document = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/documents',
      headers: jwt(staff),
      payload: { title: 'Prova da professora', file: privateFile.id },
    });
    expect(document.statusCode).toBe(400);
    expect(document.json()).toEqual({
      file: ['Este arquivo é de um professor e não pode ser publicado. Envie o arquivo de novo.'],
    });
    const staffFile = (
      await upload('/api/admin/content/uploads', multipartFile('guia.pdf', samplePdf))
    ).json();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/documents',
      headers: jwt(staff),
      payload: { title: 'Guia', file: staffFile.id },
    });
    expect(created.statusCode).toBe(201);
    const swapped = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/content/documents/${created.json().id}`,
      headers: jwt(staff),
      payload: { file: privateFile.id },
    });
    expect(swapped.statusCode).toBe(400);

    const lesson = await insertLesson(t.database.db, (await insertPlan(t.database.db)).id);
    const attached = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/content/lessons/${lesson.id}`,
      headers: jwt(staff),
      payload: { attachments: [{ file: privateFile.id, title: 'Prova' }] },
    });
    expect(attached.statusCode).toBe(400);
    expect(Object.keys(attached.json())).toEqual(['attachments']);
  });
});
