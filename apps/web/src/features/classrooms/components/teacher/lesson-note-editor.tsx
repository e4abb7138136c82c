import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useSaveTeacherNote } from '../../api/classrooms';

const MAX_NOTE = 5000;

/** The teacher's private note on a linked lesson; "Salvar" appears once it changes. */
export function LessonNoteEditor({
  classroomId,
  teachingClassId,
  lessonTitle,
  note,
}: {
  classroomId: number;
  teachingClassId: number;
  lessonTitle: string;
  note: string;
}) {
  const save = useSaveTeacherNote(classroomId);
  const { enqueueSnackbar } = useSnackbar();
  const [draft, setDraft] = useState(note);
  const [saved, setSaved] = useState(note);
  // A note saved elsewhere (another tab, a refetch) replaces an untouched draft.
  if (note !== saved && draft === saved) {
    setSaved(note);
    setDraft(note);
  }
  const dirty = draft !== note;
  const id = `anotacao-${teachingClassId}`;

  return (
    <Stack
      component="form"
      noValidate
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { teachingClassId, note: draft },
          {
            onSuccess: (linked) => {
              setSaved(linked.teacher_note);
              enqueueSnackbar('Anotação salva.', { variant: 'success' });
            },
            onError: (error) =>
              enqueueSnackbar(errorMessage(error, 'Não foi possível salvar a anotação.'), {
                variant: 'error',
              }),
          },
        );
      }}
    >
      <TextField
        id={id}
        label="Anotação (só você vê)"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        multiline
        minRows={1}
        maxRows={8}
        fullWidth
        slotProps={{
          htmlInput: { maxLength: MAX_NOTE, 'aria-description': `Anotação sobre a aula ${lessonTitle}` },
        }}
        helperText={draft.length > MAX_NOTE - 200 ? `${draft.length} de ${MAX_NOTE} caracteres` : undefined}
      />
      {dirty && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button size="small" onClick={() => setDraft(note)} disabled={save.isPending}>
            Desfazer
          </Button>
          <Button size="small" type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Salvando…' : 'Salvar anotação'}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
