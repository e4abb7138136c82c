import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { profileFixture } from '@/test/profiles';
import { renderApp, signedInTestSession } from '@/test/render-app';

signedInTestSession('professora');

describe('profile form', () => {
  it('asks for the current password only when the e-mail changes, and sends it', async () => {
    const profile = profileFixture();
    const api = fakeApi({
      'GET /api/profile/me': () => [200, profile],
      'GET /api/payment/user-subscription-info': () => [
        200,
        { subscription: null, payment_information_updated: true },
      ],
      'PUT /api/profile/me': (request) => [200, { ...profile, ...(request.body as object) }],
    });
    renderApp('/dashboard/account');
    const email = await screen.findByRole('textbox', { name: /^E-mail/ });
    expect(screen.queryByLabelText(/Senha atual/, { selector: '#perfil-senha-atual' })).toBeNull();

    fireEvent.change(email, { target: { value: 'novo@escola.test' } });
    const current = await screen.findByLabelText(/Senha atual/, { selector: '#perfil-senha-atual' });
    expect(screen.getByText(/Avisaremos o endereço antigo/)).toBeTruthy();
    fireEvent.change(current, { target: { value: 'Minha-Senha-Atual-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(api.callsTo('/api/profile/me').some((c) => c.method === 'PUT')).toBe(true));
    const put = api.callsTo('/api/profile/me').find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ email: 'novo@escola.test', current_password: 'Minha-Senha-Atual-1' });
  });
});
