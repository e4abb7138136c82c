import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { consentCookieValue, INVITATION_TEMPLATE, PAGE_DATA } from '@aula/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixtureWebDist, type TestApp } from './app';
import { assignmentHelpers } from './assignments-setup';
import { createUser, jwt, loginAs } from './users';

/** A built SPA whose one script has the .br/.gz twins the web build writes. */
function webDistWithPrecompressedAsset() {
  const dir = mkdtempSync(join(tmpdir(), 'aula-web-dist-'));
  cpSync(fixtureWebDist, dir, { recursive: true });
  const script = Buffer.from(
    Array.from({ length: 200 }, (_, i) => `export const valor${i} = ${i};`).join('\n'),
  );
  const file = join(dir, 'assets/app-abc123.js');
  writeFileSync(file, script);
  writeFileSync(`${file}.br`, brotliCompressSync(script));
  writeFileSync(`${file}.gz`, gzipSync(script, { level: 9 }));
  mkdirSync(join(dir, 'prerendered'));
  writeFileSync(
    join(dir, 'prerendered/index.html'),
    `<!doctype html><head><title>Aula</title></head><div id="root"><h1>Planos de aula</h1><p>${'Turmas e alunos. '.repeat(80)}</p></div>`,
  );
  // The class invitation's template, with the stand-ins the server replaces (INVITATION_TEMPLATE).
  mkdirSync(join(dir, 'prerendered/code'));
  writeFileSync(
    join(dir, `prerendered/code/${INVITATION_TEMPLATE.code}.html`),
    `<!doctype html><head><title>Turma ${INVITATION_TEMPLATE.name} | Aula</title></head><div id="root">` +
      `<h1>${INVITATION_TEMPLATE.name}</h1><p>Professor(a): ${INVITATION_TEMPLATE.teacherName}</p>` +
      `<a href="/code/${INVITATION_TEMPLATE.code}/login">Já tenho conta</a></div>`,
  );
  // A home's frame, for a first visit (with the consent banner) and for a returning one.
  mkdirSync(join(dir, 'prerendered/dashboard'));
  writeFileSync(
    join(dir, 'prerendered/dashboard/home.html'),
    '<!doctype html><head><title>Início | Aula</title></head><div id="root"><p>Sua privacidade</p><p>Área do professor</p></div>',
  );
  writeFileSync(
    join(dir, 'prerendered/dashboard/home.consented.html'),
    '<!doctype html><head><title>Início | Aula</title></head><div id="root"><p>Área do professor</p></div>',
  );
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, '.vite/route-chunks.json'),
    JSON.stringify({
      home: ['assets/index-abc123.js', 'assets/landing-789abc.js'],
      login: ['assets/index-abc123.js', 'assets/login-def456.js'],
    }),
  );
  return { dir, file, script };
}

/** A student, signed in, in a new class of a new teacher. */
async function studentInAClass(t: TestApp, className: string, firstName: string) {
  const { teacherWithClass, studentIn } = assignmentHelpers(
    () => t,
    () => {
      throw new Error('Sem turma padrão.');
    },
  );
  const { room } = await teacherWithClass(className);
  const student = await studentIn(room, `${firstName.toLowerCase()}.${Date.now()}`, firstName);
  return { room, student };
}

describe('built SPA delivery', () => {
  let t: TestApp;
  const dist = webDistWithPrecompressedAsset();
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: dist.dir } });
  });
  afterAll(() => t.close());

  const asset = (acceptEncoding?: string) =>
    t.app.inject({
      url: '/assets/app-abc123.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli file the build made when the browser accepts it', async () => {
    const res = await asset('gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(readFileSync(`${dist.file}.br`))).toBe(true);
  });

  it('falls back to the gzip file, then to the plain one', async () => {
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(readFileSync(`${dist.file}.gz`))).toBe(true);

    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(dist.script)).toBe(true);
  });

  it('compresses JSON responses above 1 KB and leaves small ones alone', async () => {
    const big = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(String(big.headers.vary).toLowerCase()).toContain('accept-encoding');
    const document = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);

    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTruthy();
  });

  it('sends / prerendered and every other SPA route the empty shell', async () => {
    const home = await t.app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.headers['cache-control']).toContain('no-cache');
    expect(home.body).toContain('<div id="root"><h1>Planos de aula</h1>');
    const compressed = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('<h1>Planos de aula</h1>');

    // A returning visitor already chose about cookies: the prerendered consent banner must not flash.
    const returning = await t.app.inject({
      url: '/',
      headers: { cookie: `ua=x; cookie_consent=${consentCookieValue('rejected')}` },
    });
    expect(returning.body).toContain('<div id="root"></div>');
    // A choice made under an earlier privacy policy is asked again, so the banner comes prerendered.
    const outdated = await t.app.inject({ url: '/', headers: { cookie: 'cookie_consent=rejected:0.9' } });
    expect(outdated.body).toContain('<h1>Planos de aula</h1>');

    const login = await t.app.inject('/login');
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<div id="root"></div>');
  });

  it("preloads the chunks of the requested route's screen that the shell does not load already", async () => {
    const login = await t.app.inject('/login');
    expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/login-def456.js">');
    expect(login.body.match(/assets\/index-abc123\.js/g)).toHaveLength(1);

    const other = await t.app.inject('/signup/teacher');
    expect(other.body).not.toContain('modulepreload');
  });

  it('names the chunks of a prerendered page for the app to fetch once it has painted', async () => {
    const home = await t.app.inject('/');
    expect(home.body).toContain('<div id="root"><h1>Planos de aula</h1>');
    expect(home.body).toContain(
      '<meta name="aula-route-chunks" content="/assets/index-abc123.js /assets/landing-789abc.js">',
    );
    expect(home.body).not.toMatch(/<link rel="(module)?preload"/);
  });

  describe("a signed-in home's first answers, in its page (PAGE_DATA)", () => {
    const pageDataOf = (body: string) => {
      const found = new RegExp(
        `<script type="application/json" id="${PAGE_DATA.elementId}">([^<]*)</script>`,
      ).exec(body);
      return found ? (JSON.parse(found[1]!) as { account: string; answers: Record<string, unknown> }) : null;
    };
    const home = (cookie?: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url: '/dashboard/home', headers: { ...(cookie ? { cookie } : {}), ...headers } });

    it("carries the visitor's own answers, escaped, in a page no one may keep", async () => {
      const teacher = await createUser(t.database.db, {
        firstName: 'Íris </script><b>',
        lastName: "$' Lima",
      });
      const { access } = await loginAs(t.app, teacher);
      const page = await home(`accessToken=${access}; ua=x`);
      expect(page.headers['cache-control']).toContain('no-store');
      expect(page.body).not.toContain('</script><b>');
      const data = pageDataOf(page.body);
      expect(data?.account).toBe(String(teacher.id));
      expect(Object.keys(data!.answers).sort()).toEqual([...PAGE_DATA.paths.teacherHome!].sort());
      expect(data!.answers['/api/profile/me']).toMatchObject({
        id: teacher.id,
        first_name: 'Íris </script><b>',
        last_name: "$' Lima",
      });
    });

    it('keeps only what the account may see, and nothing without a valid session or for a page the service worker fetches', async () => {
      const student = await createUser(t.database.db, { isStudent: true, username: `ana.${Date.now()}` });
      const { access } = await loginAs(t.app, student);
      // A student's token on the teacher's home: the teacher's routes refuse it, so only her own answers come.
      const answers = pageDataOf((await home(`accessToken=${access}`)).body)?.answers ?? {};
      expect(Object.keys(answers)).toContain('/api/profile/me');
      expect(Object.keys(answers)).not.toContain('/api/profile/my-statistics');
      expect(pageDataOf((await home()).body)).toBeNull();
      expect(pageDataOf((await home('accessToken=not.a.token')).body)).toBeNull();
      expect(
        pageDataOf((await home(`accessToken=${access}`, { [PAGE_DATA.workerHeader]: '1' })).body),
      ).toBeNull();
      expect(
        pageDataOf(
          (await t.app.inject({ url: '/dashboard/classrooms', headers: { cookie: `accessToken=${access}` } }))
            .body,
        ),
      ).toBeNull();
    });

    it('comes as its prerendered frame, with the banner only for who has not answered it, and only with the answers', async () => {
      const teacher = await createUser(t.database.db);
      const { access } = await loginAs(t.app, teacher);
      const first = await home(`accessToken=${access}`);
      expect(first.body).toContain('<div id="root"><p>Sua privacidade</p><p>Área do professor</p></div>');
      expect(pageDataOf(first.body)?.account).toBe(String(teacher.id));
      const returning = await home(`accessToken=${access}; cookie_consent=${consentCookieValue('accepted')}`);
      expect(returning.body).toContain('<div id="root"><p>Área do professor</p></div>');
      expect(pageDataOf(returning.body)?.account).toBe(String(teacher.id));
      // Without a session, or fetched by the service worker (which keeps its own copy), the plain shell.
      expect((await home()).body).toContain('<div id="root"></div>');
      expect((await home(`accessToken=${access}`, { [PAGE_DATA.workerHeader]: '1' })).body).toContain(
        '<div id="root"></div>',
      );
    });

    it("brings a student's home the mural of each of her classes, asked after her classes", async () => {
      const { room, student } = await studentInAClass(t, '4º ano C', 'Bia');
      const page = await t.app.inject({
        url: '/student-dashboard/home',
        headers: { cookie: `accessToken=${student.access}` },
      });
      const answers = pageDataOf(page.body)?.answers ?? {};
      expect(Object.keys(answers)).toEqual(
        expect.arrayContaining([
          ...PAGE_DATA.paths.studentHome!,
          PAGE_DATA.perItem.studentHome![0]!.path(room.id),
        ]),
      );
      expect(answers[PAGE_DATA.perItem.studentHome![0]!.path(room.id)]).toMatchObject({
        count: 0,
        results: [],
      });
    });
  });

  describe('class invitation (/code/{code})', () => {
    let code: string;
    beforeAll(async () => {
      const teacher = await createUser(t.database.db, { firstName: 'Helena', lastName: 'Souza <b>' });
      const { access } = await loginAs(t.app, teacher);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/content/classrooms/',
        headers: jwt(access),
        payload: { name: '5º ano "A" & <Manhã>', school_year: 2026 },
      });
      code = (created.json() as { code: string }).code;
    });
    const visit = (path: string, headers: Record<string, string> = {}, remoteAddress = '10.1.1.1') =>
      t.app.inject({ url: path, headers, remoteAddress });

    it('comes prerendered with its classroom, escaped, and the data the page reads instead of asking', async () => {
      const page = await visit(`/code/${code.toLowerCase()}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Turma 5º ano &quot;A&quot; &amp; &lt;Manhã&gt; | Aula</title>');
      expect(page.body).toContain('<h1>5º ano &quot;A&quot; &amp; &lt;Manhã&gt;</h1>');
      expect(page.body).toContain('Professor(a): Helena Souza &lt;b&gt;</p>');
      expect(page.body).toContain(`href="/code/${code}/login"`);
      expect(page.body).not.toContain('@@');
      const data = new RegExp(
        `<script type="application/json" id="${INVITATION_TEMPLATE.dataElementId}">([^<]*)</script>`,
      ).exec(page.body);
      expect(JSON.parse(data![1]!)).toMatchObject({
        code,
        classroom: { name: '5º ano "A" & <Manhã>', teacher_name: 'Helena Souza <b>' },
      });
      // Children's pages have no consent banner: the choice does not matter here.
      const answered = await visit(`/code/${code}`, {
        cookie: `cookie_consent=${consentCookieValue('rejected')}`,
      });
      expect(answered.body).toContain('<h1>5º ano');
    });

    it('is the plain page for an unknown code, a signed-in visitor or the steps after it', async () => {
      expect((await visit('/code/ZZZZZZ')).body).toContain('<div id="root"></div>');
      expect((await visit(`/code/${code}`, { cookie: 'refreshToken=x' })).body).toContain(
        '<div id="root"></div>',
      );
      expect((await visit(`/code/${code}/login`)).body).toContain('<div id="root"></div>');
    });

    it('counts towards the same limit as the API, so codes cannot be tried faster through pages', async () => {
      for (let i = 0; i < 30; i++) await visit('/code/ABCDEF', {}, '10.9.9.9');
      for (let i = 0; i < 30; i++) {
        await t.app.inject({ url: '/api/content/classrooms/code/ABCDEF/', remoteAddress: '10.9.9.9' });
      }
      expect((await visit(`/code/${code}`, {}, '10.9.9.9')).body).toContain('<div id="root"></div>');
      const api = await t.app.inject({
        url: `/api/content/classrooms/code/${code}/`,
        remoteAddress: '10.9.9.9',
      });
      expect(api.statusCode).toBe(429);
    });
  });
});

describe("a signed-in home rendered with its answers (the web build's renderer)", () => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'aula-web-dist-'));
  cpSync(fixtureWebDist, dir, { recursive: true });
  // A stand-in for apps/web's compiled prerender.tsx: says what it was asked, fails for the student's home.
  mkdirSync(join(dir, '.server'));
  writeFileSync(
    join(dir, '.server/prerender.mjs'),
    `export async function renderPageWithAnswers(path, { consented, answers }) {
      if (path.startsWith('/student-dashboard')) throw new Error('quebrou');
      const name = answers['/api/profile/me'].first_name;
      return { html: '<main><h1>' + path + '</h1><p>' + name + (consented ? ' respondeu' : ' sem resposta') + '</p></main>', title: 'Início', styles: '' };
    }
    export function pageInTemplate(template, page) {
      return template.replace('<div id="root"></div>', () => '<div id="root">' + page.html + '</div>');
    }`,
  );
  mkdirSync(join(dir, 'prerendered/student-dashboard'), { recursive: true });
  writeFileSync(
    join(dir, 'prerendered/student-dashboard/home.html'),
    '<!doctype html><head><title>Início | Aula</title></head><div id="root"><p>Área do aluno</p></div>',
  );
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: dir } });
  });
  afterAll(() => t.close());

  const visit = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it('comes rendered for its account, with the banner only for who has not answered it, and its answers', async () => {
    const teacher = await createUser(t.database.db, { firstName: 'Rosa' });
    const { access } = await loginAs(t.app, teacher);
    const first = await visit('/dashboard/home', `accessToken=${access}`);
    expect(first.body).toContain(
      '<div id="root"><main><h1>/dashboard/home</h1><p>Rosa sem resposta</p></main></div>',
    );
    expect(first.body).toContain(`id="${PAGE_DATA.elementId}"`);
    const returning = await visit(
      '/dashboard/home',
      `accessToken=${access}; cookie_consent=${consentCookieValue('accepted')}`,
    );
    expect(returning.body).toContain('<p>Rosa respondeu</p>');
    expect((await visit('/dashboard/home')).body).toContain('<div id="root"></div>');
  });

  it('falls back to its frame when the render fails', async () => {
    const { student } = await studentInAClass(t, '3º ano B', 'Caio');
    const page = await visit('/student-dashboard/home', `accessToken=${student.access}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"><p>Área do aluno</p></div>');
    expect(page.body).toContain(`id="${PAGE_DATA.elementId}"`);
  });
});
