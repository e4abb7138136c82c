import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consented, demo, logIn, newTeacher, signUpByApi } from '../support/accounts';
import { errorsOf, inspectScreen, useBrowser, viewports } from '../support/browser';
import { adminNav, pageOverflows, samplePdf, toast } from '../support/content';

const session = useBrowser();
const COLLECTION = 'Projetos de leitura em voz alta';
const DOCUMENT = 'Guia de avaliação diagnóstica';
const QUESTION = 'Como sugiro um livro novo para o catálogo?';

async function teacherSession(tag: string): Promise<Page> {
  const page = await consented(await session.newPage(), session.baseURL);
  const teacher = newTeacher(tag);
  await signUpByApi(page, teacher);
  await logIn(page, 'teacher', teacher.email, teacher.password);
  return page;
}

describe('content library: staff', () => {
  it('manages collections, documents and the FAQ, and teachers see the changes', async () => {
    const page = await consented(await session.page(), session.baseURL);
    await logIn(page, 'teacher', demo.staff.login, demo.staff.password);

    // Collections: validation, create, edit; the plan form offers the new one.
    await adminNav(page).getByRole('link', { name: 'Coleções' }).click();
    await page.getByRole('heading', { level: 1, name: 'Coleções' }).waitFor();
    const collections = page.getByRole('table', { name: 'Coleções do catálogo' });
    await collections.waitFor();
    await inspectScreen(page, 'admin-colecoes');
    await page.getByRole('button', { name: 'Nova coleção' }).click();
    const newCollection = page.getByRole('dialog', { name: 'Nova coleção' });
    await newCollection.getByRole('button', { name: 'Criar coleção' }).click();
    await newCollection.getByText('Informe o nome.').waitFor();
    await newCollection.getByRole('textbox', { name: 'Nome da coleção' }).fill(COLLECTION);
    await newCollection.getByRole('textbox', { name: 'Descrição' }).fill('Livros para ler com a turma.');
    await newCollection.getByRole('textbox', { name: 'Posição na lista' }).fill('-2');
    await newCollection.getByRole('button', { name: 'Criar coleção' }).click();
    await newCollection.getByText('Use um número inteiro a partir de 1.').waitFor();
    await inspectScreen(page, 'admin-nova-colecao');
    await newCollection.getByRole('textbox', { name: 'Posição na lista' }).fill('');
    await newCollection.getByRole('button', { name: 'Criar coleção' }).click();
    await toast(page, 'Coleção criada.');
    await newCollection.waitFor({ state: 'hidden' });
    // Left blank, the position is the end of the list.
    await collections.getByRole('row').last().getByText(COLLECTION).waitFor();
    await page.getByRole('button', { name: `Editar ${COLLECTION}` }).click();
    const editCollection = page.getByRole('dialog', { name: 'Editar coleção' });
    const description = editCollection.getByRole('textbox', { name: 'Descrição' });
    expect(await description.inputValue()).toBe('Livros para ler com a turma.');
    await description.fill('Livros para ler em voz alta com a turma, um capítulo por dia.');
    await editCollection.getByRole('button', { name: 'Salvar coleção' }).click();
    await toast(page, 'Coleção salva.');
    await collections
      .getByRole('cell', { name: 'Livros para ler em voz alta com a turma, um capítulo por dia.' })
      .waitFor();

    await page.goto('/admin-dashboard/content/lesson-plans/new');
    await page.getByRole('combobox', { name: 'Coleção' }).click();
    await page.getByRole('option', { name: COLLECTION }).waitFor();
    await page.keyboard.press('Escape');

    // Documents: validation, upload, create, edit.
    await adminNav(page).getByRole('link', { name: 'Documentos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Documentos' }).waitFor();
    const documents = page.getByRole('table', { name: 'Documentos para os professores' });
    await documents.waitFor();
    await inspectScreen(page, 'admin-documentos');
    await page.getByRole('button', { name: 'Novo documento' }).click();
    const newDocument = page.getByRole('dialog', { name: 'Novo documento' });
    await newDocument.getByRole('button', { name: 'Criar documento' }).click();
    await newDocument.getByText('Informe o título.').waitFor();
    await newDocument.getByText('Envie o arquivo do documento.').waitFor();
    await newDocument
      .getByLabel('Arraste e solte o arquivo aqui ou clique para selecionar')
      .setInputFiles({ name: 'guia-avaliacao.pdf', mimeType: 'application/pdf', buffer: samplePdf });
    await newDocument.getByText('guia-avaliacao.pdf').waitFor();
    const title = newDocument.getByRole('textbox', { name: 'Título do documento' });
    expect(await title.inputValue()).toBe('guia-avaliacao');
    await title.fill(DOCUMENT);
    await newDocument
      .getByRole('textbox', { name: 'Descrição' })
      .fill('Roteiro para a primeira semana de aula.');
    await inspectScreen(page, 'admin-novo-documento');
    await newDocument.getByRole('button', { name: 'Criar documento' }).click();
    await toast(page, 'Documento criado.');
    const adminLink = documents.getByRole('link', { name: 'Baixar guia-avaliacao.pdf' });
    const adminFile = await page.request.get((await adminLink.getAttribute('href')) ?? '');
    expect((await adminFile.body()).equals(samplePdf)).toBe(true);
    await page.getByRole('button', { name: `Editar ${DOCUMENT}` }).click();
    const editDocument = page.getByRole('dialog', { name: 'Editar documento' });
    await editDocument.getByText('guia-avaliacao.pdf').waitFor();
    await editDocument
      .getByRole('textbox', { name: 'Descrição' })
      .fill('Roteiro e fichas para a primeira semana de aula.');
    await editDocument.getByRole('button', { name: 'Salvar documento' }).click();
    await toast(page, 'Documento salvo.');
    await documents.getByText('Roteiro e fichas').waitFor();

    // A teacher finds the document and downloads it.
    const teacherPage = await teacherSession('biblioteca');
    await teacherPage.goto('/dashboard/documents');
    await teacherPage.getByText('Roteiro e fichas para a primeira semana de aula.').waitFor();
    const [download] = await Promise.all([
      teacherPage.waitForEvent('download'),
      teacherPage.getByRole('link', { name: new RegExp(`Baixar ${DOCUMENT}`) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('guia-avaliacao.pdf');
    expect((await readFile(await download.path())).equals(samplePdf)).toBe(true);
    await inspectScreen(teacherPage, 'professor-documentos');

    // Deleting asks first; the teacher no longer sees it.
    await page.getByRole('button', { name: `Excluir ${DOCUMENT}` }).click();
    const deleteDocument = page.getByRole('dialog', { name: 'Excluir documento?' });
    await inspectScreen(page, 'admin-excluir-documento');
    await deleteDocument.getByRole('button', { name: 'Excluir' }).click();
    await toast(page, 'Documento excluído.');
    await documents.getByText(DOCUMENT).waitFor({ state: 'detached' });
    await teacherPage.reload();
    await teacherPage.getByRole('heading', { name: 'Calendário escolar 2026' }).waitFor();
    expect(await teacherPage.getByText(DOCUMENT).count()).toBe(0);

    // FAQ: create, edit, delete, each seen by the teacher.
    await adminNav(page).getByRole('link', { name: 'Perguntas frequentes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' }).waitFor();
    const faq = page.getByRole('table', { name: 'Perguntas frequentes dos professores' });
    await faq.waitFor();
    await inspectScreen(page, 'admin-perguntas');
    await page.getByRole('button', { name: 'Nova pergunta' }).click();
    const newQuestion = page.getByRole('dialog', { name: 'Nova pergunta' });
    await newQuestion.getByRole('button', { name: 'Criar pergunta' }).click();
    await newQuestion.getByText('Informe a pergunta.').waitFor();
    await newQuestion.getByText('Informe a resposta.').waitFor();
    await newQuestion.getByRole('textbox', { name: 'Pergunta' }).fill(QUESTION);
    await newQuestion
      .getByRole('textbox', { name: 'Resposta' })
      .fill('Escreva para a equipe pela página Contato.\nConte a etapa, o ano e o componente.');
    // First in the list: positions are counted from 1.
    await newQuestion.getByRole('textbox', { name: 'Posição na lista' }).fill('1');
    await inspectScreen(page, 'admin-nova-pergunta');
    await newQuestion.getByRole('button', { name: 'Criar pergunta' }).click();
    await toast(page, 'Pergunta criada.');
    const questionRow = faq.getByRole('row', { name: new RegExp(QUESTION) });
    expect(await questionRow.getByRole('cell').first().textContent()).toBe('1');

    await teacherPage.goto('/dashboard/faq');
    await teacherPage.getByRole('button', { name: QUESTION }).click();
    await teacherPage.getByText('Conte a etapa, o ano e o componente.').waitFor();

    await page.getByRole('button', { name: `Editar ${QUESTION}` }).click();
    const editQuestion = page.getByRole('dialog', { name: 'Editar pergunta' });
    await editQuestion
      .getByRole('textbox', { name: 'Resposta' })
      .fill('Use a página Contato e conte a etapa, o ano e o componente curricular.');
    await editQuestion.getByRole('button', { name: 'Salvar pergunta' }).click();
    await toast(page, 'Pergunta salva.');
    await faq.getByText('Use a página Contato e conte a etapa').waitFor();
    await teacherPage.reload();
    await teacherPage.getByRole('button', { name: QUESTION }).click();
    await teacherPage.getByText('Use a página Contato e conte a etapa').waitFor();
    await inspectScreen(teacherPage, 'professor-perguntas');

    await page.getByRole('button', { name: `Excluir ${QUESTION}` }).click();
    const deleteQuestion = page.getByRole('dialog', { name: 'Excluir pergunta?' });
    await deleteQuestion.getByRole('button', { name: 'Excluir' }).click();
    await toast(page, 'Pergunta excluída.');
    await faq.getByText(QUESTION).waitFor({ state: 'detached' });
    await teacherPage.reload();
    await teacherPage.getByRole('button', { name: 'Posso adaptar um livro do catálogo?' }).waitFor();
    expect(await teacherPage.getByText(QUESTION).count()).toBe(0);

    expect(errorsOf(page)).toEqual([]);
    expect(errorsOf(teacherPage)).toEqual([]);
  }, 150_000);

  it('fits a phone', async () => {
    const page = await consented(
      await session.newPage({ viewport: viewports.phone, isMobile: true, hasTouch: true }),
      session.baseURL,
    );
    await logIn(page, 'teacher', demo.staff.login, demo.staff.password);
    const screens = [
      ['collections', 'Coleções do catálogo', 'colecoes'],
      ['documents', 'Documentos para os professores', 'documentos'],
      ['faq', 'Perguntas frequentes dos professores', 'perguntas'],
    ] as const;
    for (const [path, table, name] of screens) {
      await page.goto(`/admin-dashboard/content/${path}`);
      await page.getByRole('table', { name: table }).waitFor();
      expect(await pageOverflows(page)).toBe(false);
      await inspectScreen(page, `admin-${name}-celular`);
    }
    // The last screen is the FAQ: its dialog takes the whole phone screen.
    await page.getByRole('button', { name: 'Nova pergunta' }).click();
    await page.getByRole('dialog', { name: 'Nova pergunta' }).waitFor();
    expect(await pageOverflows(page)).toBe(false);
    await inspectScreen(page, 'admin-nova-pergunta-celular');
    await page.goto('/admin-dashboard/content/documents');
    await page
      .getByRole('button', { name: /^Editar / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Editar documento' }).waitFor();
    await inspectScreen(page, 'admin-editar-documento-celular');
  });
});
