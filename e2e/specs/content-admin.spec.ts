import { describe, expect, it } from 'vitest';
import { consented, demo, logIn, newTeacher, signUpByApi } from '../support/accounts';
import { errorsOf, inspectScreen, useBrowser, viewports } from '../support/browser';
import { adminNav, coverPng, pageOverflows, samplePdf, toast } from '../support/content';

const session = useBrowser();
const PLAN = 'Astronomia: o céu que vemos à noite';
const LESSON = 'Fases da Lua';

describe('content: staff', () => {
  it('creates a plan with a lesson and an attachment, reorders the catalogue, publishes, and a teacher sees it', async () => {
    const page = await consented(await session.page(), session.baseURL);
    await logIn(page, 'teacher', demo.staff.login, demo.staff.password);
    await adminNav(page).getByRole('link', { name: 'Livros', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Livros' }).waitFor();
    await page.getByRole('table', { name: 'Livros do catálogo' }).waitFor();
    await inspectScreen(page, 'admin-livros');

    // A new plan: validation, cover, preview, then created as a draft.
    await page.getByRole('link', { name: 'Novo livro' }).click();
    await page.getByRole('heading', { level: 1, name: 'Novo livro' }).waitFor();
    await page.getByRole('button', { name: 'Criar livro' }).click();
    await page.getByText('Informe o título.').waitFor();
    await page.getByText('Escolha a etapa.').waitFor();
    await page.getByRole('textbox', { name: 'Título do livro' }).fill(PLAN);
    await page
      .getByRole('textbox', { name: 'Descrição' })
      .fill('Observação do céu, fases da Lua e movimentos da Terra.');
    await page.getByRole('combobox', { name: 'Etapa' }).click();
    await page.getByRole('option', { name: 'Ensino Fundamental I', exact: true }).click();
    await page.getByRole('combobox', { name: 'Ano' }).click();
    await page.getByRole('option', { name: '4º ano' }).click();
    await page.getByRole('combobox', { name: 'Componente curricular' }).click();
    await page.getByRole('option', { name: 'Ciências', exact: true }).click();
    await page.getByRole('textbox', { name: 'Códigos BNCC' }).fill('ef04ci11, EF04CI09');
    await page
      .getByLabel('Arraste e solte a imagem da capa aqui ou clique para selecionar')
      .setInputFiles({ name: 'capa-astronomia.png', mimeType: 'image/png', buffer: coverPng() });
    await page.getByRole('img', { name: 'Capa atual do livro' }).waitFor();
    await inspectScreen(page, 'admin-novo-livro');
    await page.getByRole('tab', { name: 'Pré-visualizar' }).click();
    await page.getByRole('heading', { level: 2, name: PLAN }).first().waitFor();
    await inspectScreen(page, 'admin-novo-livro-previa');
    await page.getByRole('button', { name: 'Criar livro' }).click();
    await toast(page, 'Livro criado. Agora adicione as aulas.');
    await page.waitForURL(/\/admin-dashboard\/content\/lesson-plans\/\d+\/lessons$/);
    const planPath = new URL(page.url()).pathname.replace(/\/lessons$/, '');
    await page.getByRole('heading', { name: 'Este livro ainda não tem aulas' }).waitFor();
    await inspectScreen(page, 'admin-aulas-vazio');

    // A lesson with rich content and an attachment; a renamed executable is refused by the server.
    await page.getByRole('link', { name: 'Nova aula' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Nova aula' }).waitFor();
    await page.getByRole('textbox', { name: 'Título da aula' }).fill(LESSON);
    await page
      .getByRole('textbox', { name: 'Objetivos' })
      .fill('Reconhecer as fases da Lua\nRegistrar observações');
    await page.getByRole('textbox', { name: 'Materiais' }).fill('Lanterna\nBola de isopor');
    const editor = page.getByRole('textbox', { name: 'Conteúdo da aula' });
    await editor.click();
    await page
      .getByRole('toolbar', { name: 'Formatação: Conteúdo da aula' })
      .getByRole('button', { name: 'Título', exact: true })
      .click();
    await page.keyboard.type('Observando o céu');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Durante um mês, a turma desenha a Lua todas as noites.');
    const files = page.getByLabel('Arraste e solte arquivos aqui ou clique para selecionar');
    await files.setInputFiles({
      name: 'virus.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00\x03 not a pdf'),
    });
    await page.getByText('virus.pdf: Formato não aceito: envie um arquivo PDF, PNG, JPEG ou WebP.').waitFor();
    await files.setInputFiles({ name: 'diario-da-lua.pdf', mimeType: 'application/pdf', buffer: samplePdf });
    await page.getByRole('textbox', { name: 'Nome do anexo' }).fill('Diário da Lua');
    await inspectScreen(page, 'admin-nova-aula');

    // Leaving with unsaved changes asks first.
    await adminNav(page).getByRole('link', { name: 'Todas as aulas' }).click();
    const leave = page.getByRole('dialog', { name: 'Sair sem salvar?' });
    await leave.waitFor();
    await inspectScreen(page, 'admin-sair-sem-salvar');
    await leave.getByRole('button', { name: 'Continuar editando' }).click();
    await leave.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Pré-visualizar' }).click();
    await page.getByRole('heading', { name: 'Observando o céu' }).waitFor();
    await page.getByRole('link', { name: /Diário da Lua/ }).waitFor();
    await inspectScreen(page, 'admin-nova-aula-previa');
    await page.getByRole('button', { name: 'Criar aula' }).click();
    await toast(page, 'Aula criada.');
    await page.getByRole('heading', { level: 1, name: LESSON }).waitFor();
    await page.getByRole('link', { name: /Diário da Lua/ }).waitFor();
    await inspectScreen(page, 'admin-aula');

    // Reorder: drag the new plan (last) to the top, then save.
    await page.goto('/admin-dashboard/content/lesson-plans/reorder');
    const list = page.getByRole('list', { name: 'Livros do catálogo, na ordem' });
    await list.getByText(PLAN).waitFor();
    const items = list.getByRole('listitem');
    const count = await items.count();
    expect(await items.nth(count - 1).textContent()).toContain(PLAN);
    // With the mouse: one place up, onto the item above.
    const handle = page.getByRole('button', { name: new RegExp(`^Arrastar ${PLAN}`) });
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const above = (await items.nth(count - 2).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(
        from.x + from.width / 2,
        from.y + from.height / 2 - ((from.y - above.y) * step) / 10,
      );
    }
    await page.mouse.up();
    await page.getByText('A ordem mudou. Salve para aplicá-la ao catálogo.').waitFor();
    expect(await items.nth(count - 2).textContent()).toContain(PLAN);
    // With the keyboard: pick it up with space, arrows to the top, space to drop. Each key waits for
    // the list to announce where the item is, so a slow machine never presses ahead of the list.
    const announced = (...texts: string[]) =>
      page.waitForFunction(
        (expected) => expected.includes(document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? ''),
        texts,
      );
    await handle.focus();
    await page.keyboard.press('Space');
    await announced(`Item ${count - 1} selecionado.`, `Sobre a posição ${count - 1}.`);
    for (let position = count - 2; position >= 1; position--) {
      await page.keyboard.press('ArrowUp');
      await announced(`Sobre a posição ${position}.`);
    }
    await page.keyboard.press('Space');
    await page.waitForFunction(
      (title) =>
        document
          .querySelector('ol[aria-label="Livros do catálogo, na ordem"] li')
          ?.textContent?.includes(title),
      PLAN,
    );
    // The buttons move items too (keyboard and touch users).
    await page.getByRole('button', { name: `Mover ${PLAN} para baixo` }).click();
    await page.getByRole('button', { name: `Mover ${PLAN} para cima` }).click();
    expect(await items.first().textContent()).toContain(PLAN);
    await inspectScreen(page, 'admin-reordenar');
    await page.getByRole('button', { name: 'Salvar ordem' }).click();
    await toast(page, 'Nova ordem do catálogo salva.');
    await page.waitForURL('**/admin-dashboard/content/lesson-plans');
    const firstRow = page.getByRole('table', { name: 'Livros do catálogo' }).getByRole('row').nth(1);
    expect(await firstRow.textContent()).toContain(PLAN);
    expect(await firstRow.textContent()).toContain('Rascunho');

    // Publish from the plan's page.
    await page.goto(planPath);
    await page.getByRole('heading', { level: 1, name: PLAN }).waitFor();
    await page.getByRole('button', { name: 'Publicar' }).click();
    await toast(page, 'Livro publicado no catálogo.');
    await page.getByRole('button', { name: 'Despublicar' }).waitFor();
    await inspectScreen(page, 'admin-livro-publicado');
    // The only console error is the refused upload's 400.
    expect(errorsOf(page).filter((error) => !/status of 400/.test(error))).toEqual([]);

    // A teacher finds it first in the catalogue and reads the lesson with its attachment.
    const teacherPage = await consented(await session.newPage(), session.baseURL);
    const teacher = newTeacher('publicado');
    await signUpByApi(teacherPage, teacher);
    await logIn(teacherPage, 'teacher', teacher.email, teacher.password);
    await teacherPage.goto('/dashboard/books');
    const firstCard = teacherPage.getByRole('main').getByRole('listitem').first();
    await firstCard.getByRole('heading', { name: PLAN }).waitFor();
    await firstCard.getByRole('link').click();
    await teacherPage.getByRole('heading', { level: 1, name: PLAN }).waitFor();
    const lesson = teacherPage.getByRole('article', { name: new RegExp(LESSON) });
    await lesson.getByRole('button', { name: 'Ler aula' }).click();
    await lesson.getByRole('heading', { name: 'Observando o céu' }).waitFor();
    const attachment = lesson.getByRole('link', { name: /Diário da Lua/ });
    const response = await teacherPage.request.get((await attachment.getAttribute('href')) ?? '');
    expect(response.status()).toBe(200);
    expect((await response.body()).equals(samplePdf)).toBe(true);
    await inspectScreen(teacherPage, 'professor-ve-livro-publicado');
  }, 150_000);

  it('manages the catalogue on a phone', async () => {
    const page = await consented(
      await session.newPage({ viewport: viewports.phone, isMobile: true, hasTouch: true }),
      session.baseURL,
    );
    await logIn(page, 'teacher', demo.staff.login, demo.staff.password);
    await page.goto('/admin-dashboard/content/lesson-plans');
    await page.getByRole('table', { name: 'Livros do catálogo' }).waitFor();
    expect(await pageOverflows(page)).toBe(false);
    await inspectScreen(page, 'admin-livros-celular');
    await page.goto('/admin-dashboard/content/lesson-plans/reorder');
    await page.getByRole('list', { name: 'Livros do catálogo, na ordem' }).waitFor();
    expect(await pageOverflows(page)).toBe(false);
    await inspectScreen(page, 'admin-reordenar-celular');
    await page.goto('/admin-dashboard/content/all-lessons?search=pizza');
    await page.getByRole('table', { name: 'Aulas do catálogo' }).getByText('Dividindo a pizza').waitFor();
    expect(await pageOverflows(page)).toBe(false);
    await inspectScreen(page, 'admin-todas-as-aulas-celular');
  });
});
