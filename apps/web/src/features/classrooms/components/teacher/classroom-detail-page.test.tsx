import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { installDomShims, renderRoute } from '@/test/render-app';
import { ClassroomDetailPage } from './classroom-detail-page';

beforeAll(installDomShims);
afterEach(cleanup);

function renderClassroomPage(answer: () => Promise<[number, unknown]>) {
  fakeApi({ 'GET /api/content/classrooms/7/': answer });
  renderRoute(
    <ClassroomDetailPage tabs={[]} />,
    '/dashboard/classrooms/:classroomId',
    '/dashboard/classrooms/7',
  );
}

describe("a teacher's classroom before it loads", () => {
  it('names the tab while loading', async () => {
    renderClassroomPage(() => new Promise(() => undefined));
    await screen.findByRole('status');
    await waitFor(() => expect(document.title).toBe('Turma | Aula'));
  });

  it('keeps an h1 and the tab name when the classroom cannot be loaded', async () => {
    renderClassroomPage(async () => [500, { detail: 'Falha no servidor.' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Turma' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Falha no servidor.');
    expect(document.title).toBe('Turma | Aula');
  });
});
