import type { AdminJobsOverview } from '@aula/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setTokens, writeRoles } from '@/lib/session';
import { clearCookies, fakeApi, tokenPair } from '@/test/fake-api';
import { profileFixture } from '@/test/profiles';
import { installDomShims, renderApp } from '@/test/render-app';

const staff = profileFixture({ id: 2, first_name: 'Estela', is_teacher: false, is_staff: true });
const failedId = '6f1c1f2e-9a53-4d55-9d0f-1d6b1c2a7e10';
const queues = (failed: number): AdminJobsOverview['queues'] => [
  { queue: 'send-email', waiting: 3, active: 1, failed },
  { queue: 'payments-sweep', waiting: 0, active: 0, failed: 0 },
];
const withFailure: AdminJobsOverview = {
  queues: queues(1),
  failed: [
    {
      id: failedId,
      queue: 'send-email',
      attempts: 9,
      error: 'Servidor SMTP recusou: 451',
      created_at: '2026-03-10T14:00:00Z',
      failed_at: '2026-03-10T15:00:00Z',
    },
  ],
};

beforeAll(installDomShims);
beforeEach(() => {
  clearCookies();
  setTokens(tokenPair('equipe'));
  writeRoles({ isTeacher: false, isStudent: false, isStaff: true });
});
afterEach(() => {
  cleanup();
  clearCookies();
});

describe('background jobs screen', () => {
  it('shows queue depth and failed jobs in Portuguese, and puts one back in line', async () => {
    let overview = withFailure;
    const api = fakeApi({
      'GET /api/profile/me': () => [200, staff],
      'GET /api/admin/jobs/': () => [200, overview],
      [`POST /api/admin/jobs/${failedId}/retry/`]: () => {
        overview = { queues: queues(0), failed: [] };
        return [200, overview];
      },
    });
    renderApp('/admin-dashboard/jobs');
    const queueTable = await screen.findByRole('table', { name: 'Filas' });
    expect(within(queueTable).getByText('E-mails')).toBeTruthy();
    expect(within(queueTable).getByText('Varredura de pagamentos')).toBeTruthy();
    const failed = screen.getByRole('table', { name: 'Trabalhos com falha' });
    expect(within(failed).getByText('Servidor SMTP recusou: 451')).toBeTruthy();
    expect(within(failed).getByText('10/03/2026 12:00')).toBeTruthy();

    fireEvent.click(within(failed).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Trabalho de volta na fila.')).toBeTruthy();
    expect(await screen.findByText('Nenhum trabalho com falha.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('is in the admin menu', async () => {
    fakeApi({
      'GET /api/profile/me': () => [200, staff],
      'GET /api/admin/jobs/': () => [200, { queues: queues(0), failed: [] }],
    });
    renderApp('/admin-dashboard/jobs');
    const links = await screen.findAllByRole('link', { name: 'Trabalhos' });
    expect(links[0]!.getAttribute('href')).toBe('/admin-dashboard/jobs');
  });
});
