import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { fakeApi, type FakeRequest } from '@/test/fake-api';
import { signedInTestSession } from '@/test/render-app';
import { LessonNoteEditor } from './lesson-note-editor';

const path = '/api/content/teaching-class/7/';
const linked = (request: FakeRequest) => ({
  teaching_class_id: 7,
  teacher_note: (request.body as { teacher_note: string }).teacher_note,
  lesson: { id: 3, title: 'Frações', duration_minutes: 50, lesson_plan: { id: 1, title: 'Matemática' } },
});

function renderEditor() {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <LessonNoteEditor classroomId={1} teachingClassId={7} lessonTitle="Frações" note="" />
    </AppProviders>,
  );
}

const noteField = () => screen.getByRole('textbox', { name: 'Anotação (só você vê)' });

signedInTestSession('professora');

describe('lesson note editor', () => {
  it('saves a change typed just before the editor goes away (leaving the page)', async () => {
    const api = fakeApi({ [`PATCH ${path}`]: (request) => [200, linked(request)] });
    const { unmount } = renderEditor();
    fireEvent.change(noteField(), { target: { value: 'Levar as peças de frações.' } });
    expect(screen.getByRole('status').textContent).toBe('Alterações não salvas');
    // Well within the 800 ms of the autosave: only the unmount can have sent it.
    unmount();
    await waitFor(() => expect(api.callsTo(path)).toHaveLength(1));
    expect(api.callsTo(path)[0]!.body).toEqual({ teacher_note: 'Levar as peças de frações.' });
  });

  it('saves after typing stops, and offers "Tentar de novo" when saving keeps failing', async () => {
    let down = true;
    const api = fakeApi({
      [`PATCH ${path}`]: (request) => (down ? [503, { detail: 'Indisponível.' }] : [200, linked(request)]),
    });
    renderEditor();
    fireEvent.change(noteField(), { target: { value: 'Revisar a atividade 2.' } });
    // Tried three times (two automatic retries), then the error and the button.
    const retry = await screen.findByRole('button', { name: /^Tentar de novo/ });
    expect(api.callsTo(path)).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('Indisponível.');

    down = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Salvo'));
    expect(api.callsTo(path)).toHaveLength(4);
    expect(api.callsTo(path)[3]!.body).toEqual({ teacher_note: 'Revisar a atividade 2.' });
    expect(screen.queryByRole('button', { name: /^Tentar de novo/ })).toBeNull();
  });
});
