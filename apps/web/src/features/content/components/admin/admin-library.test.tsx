import type { ContentDocument, FaqEntry } from '@aula/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { profileFixture } from '@/test/profiles';
import { renderApp, staffTestSession } from '@/test/render-app';
import { positionText } from './library-form';

const staff = profileFixture({ id: 2, first_name: 'Rafael', is_teacher: false, is_staff: true });
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } });
}

staffTestSession();

describe('the position input', () => {
  it('sends nothing when blank, a number otherwise, and refuses what the API would', () => {
    expect(positionText.parse('')).toBeUndefined();
    // People count from 1, the API from 0.
    expect(positionText.parse(' 7 ')).toBe(6);
    expect(positionText.parse('1')).toBe(0);
    for (const refused of ['-1', '0']) {
      expect(positionText.safeParse(refused).error?.issues[0]?.message).toBe(
        'Use um número inteiro a partir de 1.',
      );
    }
    expect(positionText.safeParse('2,5').success).toBe(false);
    expect(positionText.safeParse('2000000').error?.issues[0]?.message).toBe('A posição vai até 1.000.000.');
  });
});

describe('admin FAQ', () => {
  it('checks the form, shows the API’s field errors under the inputs, then creates the entry', async () => {
    const entries: FaqEntry[] = [
      { id: 1, question: 'O que é a Aula?', answer: 'Uma plataforma.', position: 0 },
    ];
    let attempts = 0;
    const api = fakeApi({
      'GET /api/profile/me': () => [200, staff],
      'GET /api/admin/content/faq': () => [200, page(entries)],
      'POST /api/admin/content/faq': (request) => {
        attempts += 1;
        if (attempts === 1) return [400, { question: ['Já existe uma pergunta com este texto.'] }];
        const created = { id: 2, ...(request.body as Omit<FaqEntry, 'id' | 'position'>), position: 3 };
        entries.push(created);
        return [201, created];
      },
    });
    renderApp('/admin-dashboard/content/faq');
    await screen.findByRole('cell', { name: /O que é a Aula\?/ });
    expect(document.title).toBe('Perguntas frequentes | Administração | Aula');

    fireEvent.click(screen.getByRole('button', { name: 'Nova pergunta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova pergunta' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar pergunta' }));
    expect(await within(dialog).findByText('Informe a pergunta.')).toBeTruthy();
    expect(within(dialog).getByText('Informe a resposta.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fill(dialog, 'Pergunta', 'Como assino?');
    fill(dialog, 'Resposta', 'Na página Conta.');
    fill(dialog, 'Posição na lista', '3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar pergunta' }));
    expect(await within(dialog).findByText('Já existe uma pergunta com este texto.')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Pergunta' }).getAttribute('aria-invalid')).toBe(
      'true',
    );

    fill(dialog, 'Pergunta', 'Como assino um plano?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar pergunta' }));
    expect(await screen.findByText('Pergunta criada.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      question: 'Como assino um plano?',
      answer: 'Na página Conta.',
      position: 2,
    });
    // The list is read again, with the new entry.
    expect(await screen.findByRole('cell', { name: /Como assino um plano\?/ })).toBeTruthy();
  });
});

describe('admin documents', () => {
  it('deletes only after confirmation and keeps the dialog open, with the reason, when it fails', async () => {
    const calendar: ContentDocument = {
      id: 5,
      title: 'Calendário escolar',
      description: '',
      position: 0,
      file: {
        id: '5f0c7a52-4c8e-4a59-9a55-5d0c1b7a9e21',
        name: 'calendario.pdf',
        content_type: 'application/pdf',
        size: 2048,
        url: '/api/files/5f0c7a52-4c8e-4a59-9a55-5d0c1b7a9e21?expires=1&signature=abc',
      },
    };
    let deletes = 0;
    fakeApi({
      'GET /api/profile/me': () => [200, staff],
      'GET /api/admin/content/documents': () => [200, page(deletes > 1 ? [] : [calendar])],
      'DELETE /api/admin/content/documents/5': () =>
        ++deletes === 1 ? [503, { detail: 'Serviço indisponível.' }] : [204],
    });
    renderApp('/admin-dashboard/content/documents');
    await screen.findByText('Calendário escolar', {});
    // jsdom applies no media query, so the phone and desktop copies of the link are both "hidden".
    const links = document.querySelectorAll('a[download="calendario.pdf"]');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual([
      `${calendar.file.url}&download=1`,
      `${calendar.file.url}&download=1`,
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Excluir Calendário escolar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir documento?' });
    expect(deletes).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await within(dialog).findByText('Serviço indisponível.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Documento excluído.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Nenhum documento ainda')).toBeTruthy();
  });
});
