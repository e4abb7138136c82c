import type { CDPSession, Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { consented, cookieValue, logIn } from '../support/accounts';
import type { NewTeacher } from '../support/accounts';
import { errorsOf, inspectScreen, useBrowser } from '../support/browser';
import { createClassroom, createStudents, freshTeacher, studentJoinsByCode } from '../support/classrooms';
import { countDocumentLoads } from '../support/network';
import { notebookPhoto } from '../support/photo';

const session = useBrowser();
const ANA = { first: 'Ana', last: 'Lima', password: 'Caderno-Azul-2026' };
const BIA = { first: 'Bia', last: 'Souza', password: 'Caderno-Roxo-2026' };
const TITLE = 'Redação: minhas férias';
// Last year's class (every day has come): the third Monday of March, inside the 1º bimestre.
const YEAR = new Date().getFullYear() - 1;
const DAY = (() => {
  const day = new Date(Date.UTC(YEAR, 2, 15));
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
})();

async function logInTeacher(page: Page, teacher: NewTeacher) {
  await logIn(page, 'teacher', teacher.email, teacher.password);
  await page.waitForURL('**/dashboard/**');
}

/** A phone with the service worker on (the other journeys run without it). */
const phone = () => session.newPage({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

async function setUp(page: Page, tag: string) {
  await consented(page, session.baseURL);
  const { api } = await freshTeacher(page, tag);
  // Ensino médio: photos need no guardian's consent.
  const classroom = await createClassroom(api, '2ª série Ipê');
  const ana = await studentJoinsByCode(page, classroom.code, { ...ANA, prefix: 'ana' });
  const activity = await api.post<{ id: number }>(`/api/content/classrooms/${classroom.id}/assignments/`, {
    title: TITLE,
    instructions: 'Conte em poucas linhas e mande a foto do caderno.',
    submission_type: 'file',
  });
  return { api, classroom, ana, activity };
}

/** Waits until the service worker is active (its precache complete) and controls the page. */
async function serviceWorkerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Bytes of JavaScript and CSS that came from the network (not from the service worker), by CDP. */
async function countNetworkAssets(cdp: CDPSession) {
  const assets = new Map<string, { url: string; fromServiceWorker: boolean }>();
  let networkBytes = 0;
  let fromWorker = 0;
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' || type === 'Stylesheet') {
      assets.set(requestId, { url: response.url, fromServiceWorker: response.fromServiceWorker === true });
    }
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const asset = assets.get(requestId);
    if (!asset) return;
    if (asset.fromServiceWorker) fromWorker += 1;
    else networkBytes += encodedDataLength;
  });
  return {
    get networkBytes() {
      return networkBytes;
    },
    get fromWorker() {
      return fromWorker;
    },
    get urls() {
      return [...assets.values()].filter((a) => !a.fromServiceWorker).map((a) => a.url);
    },
  };
}

/** The account a JWT speaks for (its `sub`), as the app names that account's stores. */
const accountOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

const accountStores = (page: Page) =>
  page.evaluate(async () => ({
    caches: (await caches.keys()).filter((name) => /^aula-(api|files)-/.test(name)),
    databases: (await indexedDB.databases())
      .map((db) => db.name)
      .filter((name) => name?.startsWith('aula-outbox-')),
  }));

describe('Aula installed on a phone: offline reading and writing, private on a shared phone', () => {
  it('is installable, its service worker controls the page, and a repeat visit loads no JS or CSS', async () => {
    const page = await phone();
    const { ana } = await setUp(page, 'pwa-instalar');
    await logIn(page, 'student', ana, ANA.password);
    await page.waitForURL('**/student-dashboard/home');
    await serviceWorkerInControl(page);

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest-aluno.webmanifest');
    const manifest = (await (await page.request.get(manifestHref!)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Aula — Área do aluno',
      short_name: 'Aula',
      lang: 'pt-BR',
      start_url: '/student-dashboard/home',
      display: 'standalone',
      theme_color: '#194fff',
    });
    const cdp = await page.context().newCDPSession(page);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Every test context is a fresh incognito-like profile, where Chromium never installs apps.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);

    const assets = await countNetworkAssets(cdp);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByText(TITLE).first().waitFor();
    expect(assets.fromWorker).toBeGreaterThan(3);
    expect(assets.urls).toEqual([]);
    expect(assets.networkBytes).toBe(0);

    // Chromium makes its install offer (beforeinstallprompt) by its own engagement rules, never in a
    // test profile: the offer is made here as Chromium makes it, and its dialog stands in a counter.
    const menu = page.getByRole('button', { name: /^Menu da conta/ });
    const openMenu = async () => {
      await menu.click();
      await page.getByRole('menuitem', { name: 'Minha conta' }).waitFor();
    };
    await openMenu();
    expect(await page.getByRole('menuitem', { name: 'Instalar o Aula' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    const offerTaken = await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          window.installDialogs = (window.installDialogs ?? 0) + 1;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
      return offer.defaultPrevented;
    });
    expect(offerTaken).toBe(true);
    await openMenu();
    await page.getByRole('menuitem', { name: 'Instalar o Aula' }).click();
    expect(await page.evaluate(() => window.installDialogs)).toBe(1);
    await openMenu();
    expect(await page.getByRole('menuitem', { name: 'Instalar o Aula' }).count()).toBe(0);
    expect(errorsOf(page)).toEqual([]);
  }, 180_000);

  it('keeps an opened activity readable offline, sends the offline hand-in once, and forgets everything on "Sair"', async () => {
    const page = await phone();
    const { api, classroom, ana, activity } = await setUp(page, 'pwa-offline');
    await logIn(page, 'student', ana, ANA.password);
    await page.waitForURL('**/student-dashboard/home');
    await serviceWorkerInControl(page);
    await page.goto(`/student-dashboard/assignments/${activity.id}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByText('Conte em poucas linhas e mande a foto do caderno.').waitFor();
    await page.getByText(/Sem conexão — mostrando o que foi salvo em \d{2}\/\d{2}\/\d{4}/).waitFor();
    await inspectScreen(page, 'atividade-sem-conexao');

    const submits: string[] = [];
    page.context().on('request', (request) => {
      if (
        request.method() === 'POST' &&
        request.url().endsWith(`/api/student/assignments/${activity.id}/submit/`)
      ) {
        submits.push(request.url());
      }
    });
    await page.getByRole('textbox', { name: 'Sua resposta' }).fill('Fui à praia com a minha avó.');
    await page
      .locator('input[type=file]:not([capture])')
      .setInputFiles({ name: 'caderno.png', mimeType: 'image/png', buffer: await notebookPhoto(page) });
    await page
      .getByRole('list', { name: 'Arquivos escolhidos' })
      .getByRole('img', { name: 'Foto: caderno.jpg' })
      .waitFor();
    await page.getByRole('button', { name: 'Entregar' }).click();
    await page.getByText('Aguardando internet — será enviado automaticamente.').waitFor();
    await inspectScreen(page, 'entrega-aguardando');
    // Still waiting after a reload without signal: the work is in IndexedDB, not in memory.
    await page.reload();
    await page.getByText('Aguardando internet — será enviado automaticamente.').waitFor();
    expect((await accountStores(page)).databases).toHaveLength(1);

    await page.context().setOffline(false);
    await page.getByText('Enviado.').waitFor();
    const [submission, ...others] = await api
      .get<
        {
          student: { id: number };
          text: string;
          files: { size: number; content_type: string }[];
          attempts: unknown[];
          submitted_at: string | null;
        }[]
      >(`/api/content/assignments/${activity.id}/submissions/`)
      .then((list) => list.filter((s) => s.submitted_at));
    expect(others).toEqual([]);
    expect(submission).toMatchObject({ text: 'Fui à praia com a minha avó.', attempts: [] });
    expect(submission!.files).toHaveLength(1);
    expect(submission!.files[0]!.content_type).toBe('image/jpeg');
    expect(submission!.files[0]!.size).toBeLessThan(500 * 1024);
    expect(submits).toHaveLength(1);

    // What this account keeps: its saved answers (and files) in Cache Storage, named after it.
    const anaId = accountOf((await cookieValue(page, 'accessToken'))!);
    expect((await accountStores(page)).caches).toContain(`aula-api-${anaId}`);

    await page.getByRole('button', { name: /Menu da conta/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL('**/login**');
    await expect.poll(() => accountStores(page)).toEqual({ caches: [], databases: [] });

    // Another student on the same phone sees nothing of Ana's, online or not.
    const bia = await studentJoinsByCode(page, classroom.code, { ...BIA, prefix: 'bia' });
    await logIn(page, 'student', bia, BIA.password);
    await page.waitForURL('**/student-dashboard/home');
    await page.context().setOffline(true);
    await page.goto(`/student-dashboard/assignments/${activity.id}`);
    await page.getByRole('alert').first().waitFor();
    expect(await page.getByText('Fui à praia com a minha avó.').count()).toBe(0);
    expect(await page.getByText(TITLE).count()).toBe(0);
    const biaId = accountOf((await cookieValue(page, 'accessToken'))!);
    for (const name of (await accountStores(page)).caches) expect(name).toMatch(new RegExp(`-${biaId}$`));
  }, 180_000);

  it("keeps the teacher's roll call made offline, and explains it when the day was saved meanwhile on another device", async () => {
    const page = await phone();
    await consented(page, session.baseURL);
    const { teacher, api } = await freshTeacher(page, 'pwa-chamada');
    const classroom = await api.post<{ id: number }>('/api/content/classrooms/', {
      name: 'Chamada 4º A',
      school_year: YEAR,
    });
    const [, bruno] = await createStudents(api, classroom.id, [
      ['Ana', 'Souza'],
      ['Bruno', 'Lima'],
    ]);
    await api.put(`/api/content/classrooms/${classroom.id}/schedule/`, {
      weekdays: [{ weekday: 1, aulas: 2 }],
    });
    const day = `/api/content/classrooms/${classroom.id}/diary/${DAY}/`;

    await logInTeacher(page, teacher);
    await serviceWorkerInControl(page);
    await page.goto(`/dashboard/classrooms/${classroom.id}/roll-call/${DAY}`);
    await page.getByRole('heading', { name: 'Chamada — Chamada 4º A' }).waitFor();

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Chamada — Chamada 4º A' }).waitFor();
    await page
      .getByRole('group', { name: 'Presença de Ana Souza' })
      .getByRole('button', { name: 'F: falta' })
      .click();
    await page.getByRole('button', { name: 'Salvar chamada' }).click();
    await page.getByText('Aguardando internet — será enviado automaticamente.').waitFor();
    await inspectScreen(page, 'chamada-aguardando');

    // Meanwhile, on the school's computer: Bruno missed the day.
    await api.put(day, { aulas: 2, absences: [{ student: bruno!.student.id }] });
    await page.context().setOffline(false);
    await page
      .getByText(
        /Não deu para enviar a chamada feita sem internet: A chamada deste dia foi alterada em outro aparelho/,
      )
      .waitFor();
    await inspectScreen(page, 'chamada-conflito');
    const kept = await api.get<{ absences: { student: number }[] }>(day);
    expect(kept.absences.map((a) => a.student)).toEqual([bruno!.student.id]);

    // Given up, the form starts again from the day as the other device saved it.
    await page.getByRole('button', { name: 'Descartar a chamada guardada' }).click();
    await page.getByRole('button', { name: 'Salvar alterações' }).waitFor();
    await page.getByRole('status').filter({ hasText: '1 presente · 1 falta' }).waitFor();
    // Nothing waits any more: nothing is kept.
    await expect.poll(async () => (await accountStores(page)).databases).toEqual([]);
    // What failed was only what the page asked for without signal, and the refused roll call.
    const expected = /ERR_INTERNET_DISCONNECTED|status of 409 \(Conflict\)/;
    expect(errorsOf(page).filter((e) => !expected.test(e))).toEqual([]);
  }, 180_000);

  // The server serves the build from <dataDir>/web (global-setup.ts): a new deploy is a changed sw.js.
  it.skipIf(!inject('dataDir'))(
    'offers "Atualizar" once a new version is waiting, and its takeover reloads the page once',
    async () => {
      const page = await phone();
      await consented(page, session.baseURL);
      await page.goto('/login');
      await serviceWorkerInControl(page);
      const documents = countDocumentLoads(page);
      const restore = await deployNewServiceWorker(join(inject('dataDir'), 'web'));
      try {
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
        const notice = page.getByText('Nova versão disponível');
        await notice.waitFor({ state: 'visible' });
        expect(documents.count).toBe(0);
        await inspectScreen(page, 'nova-versao-instalada');

        await page.getByRole('button', { name: 'Atualizar' }).click();
        // The new version activates (dropping the old caches), then its takeover reloads the page.
        await expect.poll(() => documents.count, { timeout: 20_000 }).toBe(1);
        await page.getByRole('heading', { name: 'Entrar na Aula' }).waitFor();
        const after = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return {
            waiting: registration?.waiting ?? null,
            controlled: navigator.serviceWorker.controller !== null,
          };
        });
        expect(after).toEqual({ waiting: null, controlled: true });
        expect(await notice.count()).toBe(0);
        await page.waitForTimeout(1000);
        expect(documents.count).toBe(1);
      } finally {
        await restore();
      }
    },
  );
});

/** Writes a changed sw.js (and any compressed copy the server would prefer); returns how to undo it. */
async function deployNewServiceWorker(webDir: string) {
  const script = join(webDir, 'sw.js');
  const original = await readFile(script);
  const changed = Buffer.concat([original, Buffer.from('\n// outra versão\n')]);
  const copies = [
    { file: script, content: changed },
    { file: `${script}.br`, content: brotliCompressSync(changed) },
    { file: `${script}.gz`, content: gzipSync(changed) },
  ].filter(({ file }) => file === script || existsSync(file));
  const originals = await Promise.all(copies.map(({ file }) => readFile(file)));
  await Promise.all(copies.map(({ file, content }) => writeFile(file, content)));
  return () => Promise.all(copies.map(({ file }, index) => writeFile(file, originals[index]!)));
}

declare global {
  interface Window {
    installDialogs?: number;
  }
}
