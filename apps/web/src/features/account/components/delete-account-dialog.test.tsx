import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderRoute, signedInTestSession } from '@/test/render-app';
import { DeleteAccountDialog } from './delete-account-dialog';

signedInTestSession('professora');

describe('account deletion dialog', () => {
  it('within 7 days of paying, offers the refund (CDC art. 49) and asks for it', async () => {
    const api = fakeApi({
      'GET /api/accounts/delete-account/': () => [
        200,
        { students: 0, withdrawal: { until: '2026-12-08T12:00:00.000Z', refund_cents: 2990 } },
      ],
      'POST /api/accounts/delete-account/': () => [204],
    });
    renderRoute(<DeleteAccountDialog open onClose={() => undefined} />);
    const refund = await screen.findByRole('radio', { name: /Excluir e receber o reembolso de R\$\s?29,90/ });
    expect((refund as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/art\. 49 do Código de Defesa do Consumidor/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Digite sua senha para confirmar/), {
      target: { value: 'Caderno-Azul-77' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Excluir e reembolsar' }));
    await waitFor(() =>
      expect(api.callsTo('/api/accounts/delete-account/').at(-1)?.body).toEqual({
        password: 'Caderno-Azul-77',
        refund: true,
      }),
    );
  });

  it('without a refund window, says nothing of it and sends none', async () => {
    const api = fakeApi({
      'GET /api/accounts/delete-account/': () => [200, { students: 0, withdrawal: null }],
      'POST /api/accounts/delete-account/': () => [204],
    });
    renderRoute(<DeleteAccountDialog open onClose={() => undefined} />);
    fireEvent.change(await screen.findByLabelText(/Digite sua senha para confirmar/), {
      target: { value: 'Caderno-Azul-77' },
    });
    expect(screen.queryByText(/Direito de arrependimento/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir conta' }));
    await waitFor(() =>
      expect(api.callsTo('/api/accounts/delete-account/').at(-1)?.body).toEqual({
        password: 'Caderno-Azul-77',
        refund: false,
      }),
    );
  });
});
