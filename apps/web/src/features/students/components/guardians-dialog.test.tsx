import type { Guardian, Guardians } from '@aula/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { fill } from '@/test/fill';
import { studentFixture } from '@/test/fixtures';
import { installDomShims, renderRoute } from '@/test/render-app';
import { GuardiansDialog } from './guardians-dialog';

beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const student = studentFixture({
  classrooms: [{ id: 1, name: '5º ano B' }],
  consent_status: 'pending',
  guardians_count: 1,
});
const mother: Guardian = {
  id: 3,
  name: 'Ana Rocha',
  relationship: 'mae',
  email: null,
  phone: '11987654321',
  family_url: null,
  weekly_summary: false,
  created_at: '2026-03-02T12:00:00.000Z',
};
const list = (results: Guardian[]): Guardians => ({ consent_status: 'pending', under_12: false, results });
const GUARDIANS = '/api/profile/my-students/7/guardians/';

const open = () =>
  renderRoute(<GuardiansDialog student={student} onClose={() => undefined} onPrint={vi.fn()} />);

describe('the guardians dialog', () => {
  it('shows the consent in words and each guardian with the phone written as people write it', async () => {
    fakeApi({ [`GET ${GUARDIANS}`]: () => [200, list([mother])] });
    open();
    expect(await screen.findByText('Ana Rocha')).toBeTruthy();
    expect(screen.getByText('Aguardando autorização')).toBeTruthy();
    expect(screen.getByText('(11) 98765-4321')).toBeTruthy();
  });

  it('once consent is granted, sends the family link by WhatsApp with a message', async () => {
    const familyUrl = 'http://localhost:3000/familia/3.assinatura';
    fakeApi({
      [`GET ${GUARDIANS}`]: () => [
        200,
        { ...list([{ ...mother, family_url: familyUrl }]), consent_status: 'granted' },
      ],
    });
    open();
    const whatsapp = await screen.findByRole('link', { name: 'Enviar link pelo WhatsApp' });
    const url = new URL(whatsapp.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/5511987654321');
    expect(url.searchParams.get('text')).toContain(familyUrl);
    expect(screen.getByRole('button', { name: 'Copiar link da família' })).toBeTruthy();
  });

  it('asks for a contact before sending, then shows the server’s field error under its field', async () => {
    const api = fakeApi({
      [`GET ${GUARDIANS}`]: () => [200, list([])],
      [`POST ${GUARDIANS}`]: () => [400, { email: ['Este e-mail não recebe mensagens.'] }],
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar responsável' }));
    fill(/Nome do responsável/, 'Ana Rocha');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Parentesco' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mãe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar responsável' }));
    expect(await screen.findByText('Informe o e-mail ou o celular do responsável.')).toBeTruthy();
    expect(api.callsTo(GUARDIANS).filter((c) => c.method === 'POST')).toHaveLength(0);

    fill(/E-mail/, 'ana@exemplo.test');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar responsável' }));
    expect(await screen.findByText('Este e-mail não recebe mensagens.')).toBeTruthy();
    const post = api.callsTo(GUARDIANS).find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Ana Rocha',
      relationship: 'mae',
      email: 'ana@exemplo.test',
      phone: null,
    });
  });

  it('asks for consent by WhatsApp and shows the link to copy and the WhatsApp button', async () => {
    const api = fakeApi({
      [`GET ${GUARDIANS}`]: () => [200, list([mother])],
      'POST /api/profile/my-students/7/consent-requests/': () => [
        201,
        {
          url: 'https://aula.test/autorizacao/tok-123456789012345678901',
          whatsapp_url: 'https://wa.me/5511987654321?text=Ol%C3%A1',
          expires_at: '2026-04-01T12:00:00.000Z',
        },
      ],
    });
    open();
    const card = (await screen.findByText('Ana Rocha')).closest('li')!;
    fireEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Pedir autorização' }));
    expect((screen.getByRole('radio', { name: 'WhatsApp' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /E-mail/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pedir autorização' }));

    const link = await screen.findByLabelText('Link da autorização');
    expect((link as HTMLInputElement).value).toBe('https://aula.test/autorizacao/tok-123456789012345678901');
    expect(screen.getByRole('button', { name: 'Copiar link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir no WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1',
    );
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ guardian: 3, channel: 'whatsapp' }),
    );
  });
});
