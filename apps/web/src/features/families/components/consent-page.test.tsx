import type { ConsentNotice } from '@aula/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { fill } from '@/test/fill';
import { installDomShims, renderRoute } from '@/test/render-app';
import { ConsentPage } from './consent-page';

beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const token = 'tok-abcdefghijklmnopqrstuv';
const NOTICE = `/api/consent/${token}/`;
const notice: ConsentNotice = {
  child: { first_name: 'Lia' },
  classes: [{ name: '5º ano B', teacher: 'Marta Souza' }],
  guardian: { name: 'Ana Rocha', relationship: 'mae', has_email: true },
  status: 'pending',
  policy_version: '1.0',
  expires_at: '2026-04-01T12:00:00.000Z',
  sections: [
    { title: 'O que guardamos', items: ['O nome de Lia.', 'As fotos das tarefas.'] },
    { title: 'Quem vê', items: ['A professora e a família.'] },
  ],
};

describe('the consent page', () => {
  it('shows the notice as headings and lists, and a grant shows the thanks and the way to withdraw', async () => {
    const api = fakeApi({
      [`GET ${NOTICE}`]: () => [200, notice],
      [`POST ${NOTICE}`]: () => [200, { status: 'granted', decided_at: '2026-03-02T12:00:00.000Z' }],
      [`POST ${NOTICE}revoke/`]: () => [200, { status: 'revoked', decided_at: '2026-03-03T12:00:00.000Z' }],
    });
    renderRoute(<ConsentPage token={token} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Autorização para Lia' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'O que guardamos' })).toBeTruthy();
    expect(screen.getByText('As fotos das tarefas.')).toBeTruthy();
    expect(screen.getByText(/5º ano B \(professor\(a\) Marta Souza\)/)).toBeTruthy();
    expect(screen.getByText(/Versão 1.0 da/)).toBeTruthy();

    fill(/Seu nome/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Autorizo' }));
    expect(await screen.findByText(/Informe o seu nome/)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fill(/Seu nome/, 'Ana Rocha');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Quero receber um resumo semanal por e-mail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Autorizo' }));
    expect(await screen.findByText('Obrigado! Você autorizou.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      decision: 'granted',
      guardian_name: 'Ana Rocha',
      relationship: 'mae',
      weekly_summary: true,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Retirar autorização' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirar a autorização?' });
    fireEvent.click(dialog.querySelector('button:last-of-type')!);
    expect(await screen.findByText('Autorização retirada.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo(`${NOTICE}revoke/`)).toHaveLength(1));
  });

  it('says plainly that an unknown or expired link no longer works', async () => {
    fakeApi({ [`GET ${NOTICE}`]: () => [404, { detail: 'Não encontrado.' }] });
    renderRoute(<ConsentPage token={token} />);
    expect(await screen.findByRole('heading', { name: 'Este link não funciona mais.' })).toBeTruthy();
    expect(screen.getByText('Peça um novo link ao professor.')).toBeTruthy();
  });
});
