import type { Student } from '@aula/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { studentFixture } from '@/test/fixtures';
import { installDomShims, renderRoute } from '@/test/render-app';
import { ConsentForAllButton } from './consent-for-all-button';

beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const child = (id: number, first_name: string, more: Partial<Student>): Student =>
  studentFixture({
    id,
    first_name,
    username: `${first_name.toLowerCase()}.rocha`,
    classrooms: [{ id: 1, name: '5º ano B' }],
    consent_status: 'pending',
    guardians_count: 1,
    ...more,
  });

describe('asking every waiting family at once', () => {
  it('prints one slip per waiting child with a guardian, asking her first guardian on paper', async () => {
    const api = fakeApi({
      'GET /api/profile/my-students/1/guardians/': () => [
        200,
        {
          consent_status: 'pending',
          under_12: false,
          results: [
            {
              id: 11,
              name: 'Ana',
              relationship: 'mae',
              email: null,
              phone: '11987654321',
              family_url: null,
              weekly_summary: false,
              created_at: '2026-03-02T12:00:00.000Z',
            },
          ],
        },
      ],
      'POST /api/profile/my-students/1/consent-requests/': () => [
        201,
        {
          url: 'https://aula.test/autorizacao/abc',
          whatsapp_url: null,
          expires_at: '2026-04-01T12:00:00.000Z',
        },
      ],
    });
    const onSlips = vi.fn();
    renderRoute(
      <ConsentForAllButton
        students={[
          child(1, 'Lia', {}),
          child(2, 'Rui', { guardians_count: 0 }),
          child(3, 'Bia', { consent_status: 'granted' }),
        ]}
        onSlips={onSlips}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Pedir autorização a todos' }));
    await waitFor(() =>
      expect(onSlips).toHaveBeenCalledWith([
        { firstName: 'Lia', classroom: '5º ano B', url: 'https://aula.test/autorizacao/abc' },
      ]),
    );
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ guardian: 11, channel: 'print' });
  });

  it('is not offered when no child waits with a guardian', () => {
    fakeApi({});
    renderRoute(
      <ConsentForAllButton students={[child(2, 'Rui', { guardians_count: 0 })]} onSlips={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Pedir autorização a todos' })).toBeNull();
  });
});
