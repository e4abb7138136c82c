import type { AuditEntry } from '@aula/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { adminUserFixture, profileFixture } from '@/test/profiles';
import { renderApp, staffTestSession } from '@/test/render-app';

const superuser = profileFixture({
  id: 2,
  first_name: 'Sara',
  is_teacher: false,
  is_staff: true,
  is_superuser: true,
});
const staffOnly = profileFixture({ id: 3, first_name: 'Estela', is_teacher: false, is_staff: true });
const page = <T,>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

const sara = { id: 2, name: 'Sara Lima', email: 'sara@aula.test' };
const entries: AuditEntry[] = [
  {
    id: 41,
    actor: sara,
    impersonator: null,
    action: 'coupon.created',
    target_type: 'coupon',
    target_id: '7',
    before: null,
    after: { code: 'VOLTA10', discount_value: 10 },
    ip: '10.0.0.1',
    created_at: '2026-03-10T15:04:00Z',
  },
  {
    id: 40,
    actor: null,
    impersonator: null,
    action: 'account.deleted',
    target_type: 'user',
    target_id: '99',
    before: null,
    after: { deleted_students: 2 },
    ip: null,
    created_at: '2026-03-09T02:30:00Z',
  },
];
const staffUser = adminUserFixture({
  id: 2,
  email: 'sara@aula.test',
  username: 'sara@aula.test',
  first_name: 'Sara',
  last_name: 'Lima',
  is_teacher: false,
  is_staff: true,
  is_superuser: true,
  date_joined: '2025-01-01T12:00:00Z',
});

staffTestSession();

function auditApi(reply: (path: string) => [number, unknown]) {
  return fakeApi({
    'GET /api/profile/me': () => [200, superuser],
    'GET /api/admin/audit-log/': (request) => reply(request.path),
    'GET /api/admin/auth/users/': () => [200, page([staffUser])],
  });
}

describe('audit log screen', () => {
  it('lists entries in Portuguese with São Paulo dates, links and the raw action as secondary text', async () => {
    auditApi(() => [200, page(entries, 45)]);
    renderApp('/admin-dashboard/audit-log');
    expect(await screen.findByRole('heading', { level: 1, name: 'Auditoria' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Registro de auditoria' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('10/03/2026 12:04')).toBeTruthy();
    expect(within(first!).getByText('Cupom criado')).toBeTruthy();
    expect(within(first!).getByText('coupon.created')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'Sara Lima' }).getAttribute('href')).toBe(
      '/admin-dashboard/users/2',
    );
    expect(within(first!).getByRole('link', { name: 'Cupom #7' }).getAttribute('href')).toBe(
      '/admin-dashboard/payment/coupons/7/edit',
    );
    // 02:30 UTC on the 9th is still the 8th in São Paulo; a deleted account has no screen to open.
    expect(within(second!).getByText('08/03/2026 23:30')).toBeTruthy();
    expect(within(second!).getByText('Conta excluída pelo próprio usuário')).toBeTruthy();
    expect(within(second!).getByText('O próprio usuário')).toBeTruthy();
    expect(within(second!).queryByRole('link', { name: 'Usuário #99' })).toBeNull();
    expect(screen.getByText('1–20 de 45')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Auditoria' }).getAttribute('href')).toBe(
      '/admin-dashboard/audit-log',
    );

    fireEvent.click(within(first!).getByRole('button', { name: 'Ver detalhes do registro 41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registro #41' });
    expect(within(dialog).getByText('10.0.0.1')).toBeTruthy();
    expect(within(dialog).getByLabelText('Depois da ação').textContent).toContain('"code": "VOLTA10"');
    expect(within(dialog).getByText('Nada registrado.')).toBeTruthy();
  });

  it('sends the filters in the URL to the API and pages through the results', async () => {
    const api = auditApi(() => [200, page(entries, 45)]);
    const router = renderApp(
      '/admin-dashboard/audit-log?actor=2&action=coupon.created&date_from=2026-03-01&date_to=2026-03-31',
    );
    await screen.findByRole('table', { name: 'Registro de auditoria' });
    const auditCalls = () => api.calls.filter((call) => call.path.startsWith('/api/admin/audit-log/'));
    const params = new URL(auditCalls().at(-1)!.path, 'http://x').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      page: '1',
      page_size: '20',
      actor: '2',
      action: 'coupon.created',
      date_from: '2026-03-01',
      date_to: '2026-03-31',
    });
    expect(screen.getByRole('combobox', { name: 'Autor' }).textContent).toBe('Sara Lima');
    expect(screen.getByRole('combobox', { name: 'Ação' }).textContent).toBe('Cupom criado');

    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await waitFor(() => expect(auditCalls().at(-1)!.path).toContain('page=2'));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Ação' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Assinatura estendida' }));
    await waitFor(() => expect(router.state.location.search).toContain('action=subscription.extended'));
    // Another filter starts over from the first page.
    expect(router.state.location.search).not.toContain('page=2');
    await waitFor(() => expect(auditCalls().at(-1)!.path).toContain('action=subscription.extended'));
  });

  it('narrows to one target from a link, and lets it go', async () => {
    const api = auditApi(() => [200, page(entries)]);
    const router = renderApp('/admin-dashboard/audit-log?target_type=user&target_id=99');
    const clear = await screen.findByRole('button', { name: 'Mostrar todos os alvos (agora: Usuário #99)' });
    const last = () => api.calls.filter((call) => call.path.startsWith('/api/admin/audit-log/')).at(-1)!.path;
    await waitFor(() => expect(last()).toContain('target_type=user&target_id=99'));
    fireEvent.click(clear);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(last()).not.toContain('target_'));
  });

  it('says when nothing matches, and shows the API error with a retry', async () => {
    let fail = false;
    auditApi(() => (fail ? [500, { detail: 'Falha no servidor.' }] : [200, page([])]));
    renderApp('/admin-dashboard/audit-log?action=coupon.deleted');
    expect(await screen.findByText('Nenhum registro com esses filtros.')).toBeTruthy();
    cleanup();

    fail = true;
    renderApp('/admin-dashboard/audit-log');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Falha no servidor.');
    expect(within(alert).getByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
  });

  it('tells a staff member who is not a superuser that the log is restricted, without asking the API', async () => {
    const api = fakeApi({ 'GET /api/profile/me': () => [200, staffOnly] });
    renderApp('/admin-dashboard/audit-log');
    expect(await screen.findByText('O registro de auditoria é restrito a superusuários.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Auditoria' })).toBeNull();
    expect(api.calls.some((call) => call.path.startsWith('/api/admin/'))).toBe(false);
  });
});
