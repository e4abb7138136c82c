import { describe, expect, it } from 'vitest';
import { consented, logIn, newTeacher, scrollToTop, signUpByApi } from '../support/accounts';
import { errorsOf, inspectScreen, useBrowser, viewports } from '../support/browser';
import { pageOverflows, teacherNav, toast } from '../support/content';

const session = useBrowser();
const FRACTIONS = 'Frações com receitas, pizzas e barras de chocolate';
const PREMIUM = 'Proporcionalidade e escalas: o mapa do bairro';
const LESSON = 'Dividindo a pizza';

describe('content: a teacher', () => {
  it('searches and filters the catalogue, reads a lesson, downloads its worksheet and favourites it', async () => {
    const page = await consented(await session.page(), session.baseURL);
    const teacher = newTeacher('catalogo');
    await signUpByApi(page, teacher);
    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.waitForURL('**/dashboard/home');
    const highlights = page.getByRole('region', { name: 'Destaques do catálogo' });
    // The cards, not their loading skeletons (hidden from the accessibility tree).
    await highlights.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await highlights.getByRole('listitem').count()).toBe(4);
    await inspectScreen(page, 'inicio-destaques');

    await teacherNav(page).getByRole('link', { name: 'Livros', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Livros' }).waitFor();
    await page.getByText(/^\d+ livros encontrados$/).waitFor();
    await inspectScreen(page, 'catalogo');

    // Accent-free search finds the accented title; the search goes to the URL.
    await page
      .getByRole('combobox', { name: 'Buscar por tema, título, aula, componente ou código BNCC' })
      .fill('fracoes');
    await page.waitForURL(/search=fracoes/);
    await page.getByText('1 livro encontrado').waitFor();
    await page.getByRole('heading', { level: 2, name: FRACTIONS }).waitFor();
    await inspectScreen(page, 'catalogo-busca');

    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByRole('combobox', { name: 'Etapa' }).click();
    await page.getByRole('option', { name: 'Ensino Fundamental I', exact: true }).click();
    await page.waitForURL(/etapa=fundamental-1/);
    await page.getByRole('heading', { level: 2, name: 'Brincar com o corpo' }).waitFor({ state: 'detached' });
    const captions = await page.getByRole('main').getByRole('listitem').allTextContents();
    expect(captions.length).toBeGreaterThanOrEqual(4);
    for (const caption of captions) expect(caption).toContain('Ensino Fundamental I ·');
    await page.getByRole('combobox', { name: 'Componente', exact: true }).click();
    await page.getByRole('option', { name: 'Matemática' }).click();
    await page.getByText('2 livros encontrados').waitFor();
    await page.getByRole('textbox', { name: 'Código BNCC' }).fill('ef05ma04');
    await page.waitForURL(/bncc=EF05MA04/);
    await page.getByText('1 livro encontrado').waitFor();
    await inspectScreen(page, 'catalogo-filtros');
    // The filters survive a reload: they live in the URL.
    await page.reload();
    await page.getByText('1 livro encontrado').waitFor();
    expect(await page.getByRole('combobox', { name: 'Etapa' }).textContent()).toBe('Ensino Fundamental I');

    await page.getByRole('link', { name: new RegExp(FRACTIONS) }).click();
    await page.getByRole('heading', { level: 1, name: FRACTIONS }).waitFor();
    await inspectScreen(page, 'livro');

    const lesson = page.getByRole('article', { name: new RegExp(LESSON) });
    await lesson.getByRole('button', { name: 'Ler aula' }).click();
    const content = lesson.getByRole('region', { name: new RegExp(LESSON) });
    await content.getByRole('heading', { name: 'Desenvolvimento' }).waitFor();
    expect(page.url()).toMatch(/\?aula=\d+$/);
    const worksheet = content.getByRole('link', { name: /Ficha de atividades/ });
    const href = (await worksheet.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/api\/content\/files\/[\w-]+\?expires=\d+&signature=[\w-]+&download=1$/);
    const download = await page.request.get(href);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect(download.headers()['content-disposition']).toMatch(
      /^attachment; filename="ficha-dividindo-a-pizza.pdf"/,
    );
    expect(download.headers()['x-content-type-options']).toBe('nosniff');
    await inspectScreen(page, 'livro-aula-aberta');

    await lesson.getByRole('button', { name: `Favoritar aula ${LESSON}` }).click();
    await toast(page, 'Aula adicionada aos favoritos.');
    const favourited = lesson.getByRole('button', { name: `Favorita aula ${LESSON}` });
    await favourited.waitFor();
    expect(await favourited.getAttribute('aria-pressed')).toBe('true');

    await teacherNav(page).getByRole('link', { name: 'Favoritos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Favoritos' }).waitFor();
    const favourite = page.getByRole('link', { name: LESSON });
    await favourite.waitFor();
    await page.getByText(`Livro: ${FRACTIONS}`).waitFor();
    await inspectScreen(page, 'favoritos');
    // Back to the lesson, open in its plan.
    await favourite.click();
    await page.getByRole('heading', { level: 1, name: FRACTIONS }).waitFor();
    await page
      .getByRole('article', { name: new RegExp(LESSON) })
      .getByRole('button', { name: 'Fechar aula' })
      .waitFor();
    expect(errorsOf(page)).toEqual([]);
  });

  it('sees premium lessons locked with an invitation to subscribe, and can still favourite them', async () => {
    const page = await consented(await session.page(), session.baseURL);
    const teacher = newTeacher('premium');
    await signUpByApi(page, teacher);
    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.goto('/dashboard/books?search=proporcionalidade');
    await page.getByRole('link', { name: new RegExp(PREMIUM) }).click();
    await page.getByRole('heading', { level: 1, name: PREMIUM }).waitFor();
    await page.getByText('Livro exclusivo para assinantes').waitFor();
    const subscribe = page.getByRole('link', { name: 'Assinar' }).first();
    expect(await subscribe.getAttribute('href')).toBe('/dashboard/account/choose-plan');
    expect(await page.getByRole('button', { name: 'Copiar para meus livros' }).count()).toBe(0);
    const first = page.getByRole('article').first();
    await first.getByRole('button', { name: 'Ver resumo' }).click();
    await first
      .getByText('O passo a passo, os materiais e os anexos desta aula são exclusivos para assinantes.')
      .waitFor();
    await first.getByRole('button', { name: /^Favoritar aula / }).click();
    await toast(page, 'Aula adicionada aos favoritos.');
    await inspectScreen(page, 'livro-premium-bloqueado');
  });

  it('copies a catalogue book into “Meus livros” and sees the limit of the free plan', async () => {
    const page = await consented(await session.page(), session.baseURL);
    const teacher = newTeacher('meus-livros');
    await signUpByApi(page, teacher);
    await logIn(page, 'teacher', teacher.email, teacher.password);
    await teacherNav(page).getByRole('link', { name: 'Meus livros' }).click();
    await page.getByText('Você usa 0 de 1 livro próprio do seu plano — resta 1.').waitFor();
    await page.getByRole('heading', { name: 'Você ainda não tem livros próprios' }).waitFor();
    await inspectScreen(page, 'meus-livros-vazio');

    await page.getByRole('button', { name: 'Copiar do catálogo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copiar um livro do catálogo' });
    await dialog.getByRole('searchbox', { name: 'Buscar no catálogo' }).fill('fracoes');
    await dialog.getByRole('button', { name: `Copiar ${FRACTIONS}` }).waitFor();
    await inspectScreen(page, 'meus-livros-copiar');
    await dialog.getByRole('button', { name: `Copiar ${FRACTIONS}` }).click();
    await toast(page, `“${FRACTIONS}” foi copiado para Meus livros.`);
    await page.waitForURL(/livro=\d+/);
    await page.getByRole('heading', { level: 1, name: `Editar: ${FRACTIONS}` }).waitFor();
    await page.getByRole('list', { name: 'Aulas do livro, na ordem' }).getByText(LESSON).waitFor();
    await inspectScreen(page, 'meus-livros-editor');

    // Edit a copied lesson with the shared editor.
    await page.getByRole('button', { name: `Editar aula ${LESSON}` }).click();
    await page.getByRole('heading', { level: 1, name: `Editar aula: ${LESSON}` }).waitFor();
    await page.getByRole('textbox', { name: 'Título da aula' }).fill('Dividindo a pizza em casa');
    await page.getByRole('button', { name: 'Salvar aula' }).click();
    await toast(page, 'Aula salva.');
    await page
      .getByRole('list', { name: 'Aulas do livro, na ordem' })
      .getByText('Dividindo a pizza em casa')
      .waitFor();

    await page.getByRole('link', { name: 'Voltar a Meus livros' }).click();
    await page.getByText(/o limite do seu plano/).waitFor();
    expect(await page.getByRole('button', { name: 'Novo livro' }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Ver planos' }).getAttribute('href')).toBe(
      '/dashboard/account/choose-plan',
    );
    await inspectScreen(page, 'meus-livros-limite');
    expect(errorsOf(page)).toEqual([]);
  });

  it('reads documents and the FAQ', async () => {
    const page = await consented(await session.page(), session.baseURL);
    const teacher = newTeacher('documentos');
    await signUpByApi(page, teacher);
    await logIn(page, 'teacher', teacher.email, teacher.password);
    await teacherNav(page).getByRole('link', { name: 'Documentos' }).click();
    const calendar = page.getByRole('link', { name: /Baixar Calendário escolar 2026/ });
    await calendar.waitFor();
    const file = await page.request.get((await calendar.getAttribute('href')) ?? '');
    expect(file.headers()['content-type']).toBe('application/pdf');
    await inspectScreen(page, 'documentos');
    await teacherNav(page).getByRole('link', { name: 'Perguntas frequentes' }).click();
    await page.getByRole('button', { name: 'Posso adaptar um livro do catálogo?' }).click();
    await page.getByText(/Copiar para meus livros/).waitFor();
    await inspectScreen(page, 'perguntas-frequentes');
  });

  it('works on a phone: catalogue, filters and a lesson fit the screen', async () => {
    const page = await consented(
      await session.newPage({ viewport: viewports.phone, isMobile: true, hasTouch: true }),
      session.baseURL,
    );
    const teacher = newTeacher('celular');
    await signUpByApi(page, teacher);
    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.goto('/dashboard/books?etapa=ensino-medio');
    await page.getByText('2 livros encontrados').waitFor();
    expect(await pageOverflows(page)).toBe(false);
    await inspectScreen(page, 'catalogo-celular');
    await page.goto('/dashboard/books?search=fracoes');
    await page.getByRole('link', { name: new RegExp(FRACTIONS) }).click();
    const lesson = page.getByRole('article', { name: new RegExp(LESSON) });
    await lesson.getByRole('button', { name: 'Ler aula' }).click();
    await lesson.getByRole('heading', { name: 'Desenvolvimento' }).waitFor();
    expect(await pageOverflows(page)).toBe(false);
    await scrollToTop(page);
    await inspectScreen(page, 'livro-celular');
    await page.goto('/dashboard/my-books?livro=novo');
    await page.getByRole('heading', { level: 1, name: 'Novo livro' }).waitFor();
    expect(await pageOverflows(page)).toBe(false);
    await inspectScreen(page, 'novo-livro-celular');
  });
});
