import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useWarnBeforeUnload } from '@/lib/use-warn-before-unload';
import { useSaveTeacherNote } from '../../api/classrooms';
import { useAutosave } from '../../hooks/use-autosave';

const MAX_NOTE = 5000;
const AUTOSAVE_DELAY_MS = 800;

/**
 * The teacher's private note on a linked lesson. It saves itself shortly after typing stops ("Salvo"),
 * when the field loses focus and when the editor goes away (another page or tab of the app); the
 * browser asks before closing the tab while a change is not saved yet. Network and server failures
 * are retried by the mutation; if it still fails, "Tentar de novo" sends it again.
 */
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
  const [draft, setDraft] = useState(note);
  const [saved, setSaved] = useState(note);
  const [savedOnce, setSavedOnce] = useState(false);
  // A note saved elsewhere (another tab, a refetch) replaces an untouched draft.
  if (note !== saved && draft === saved) {
    setSaved(note);
    setDraft(note);
  }
  const dirty = draft !== saved;
  const { mutateAsync, isPending, isError, error } = useSaveTeacherNote(classroomId);
  const flush = useAutosave(
    draft,
    saved,
    async (value) => {
      await mutateAsync({ teachingClassId, note: value });
      setSaved(value);
      setSavedOnce(true);
    },
    AUTOSAVE_DELAY_MS,
  );

  useWarnBeforeUnload(dirty);

  const id = `anotacao-${teachingClassId}`;
  const failed = isError && dirty && !isPending;
  const status = isPending
    ? 'Salvando…'
    : failed
      ? errorMessage(error, 'Não foi possível salvar a anotação.')
      : dirty
        ? 'Alterações não salvas'
        : savedOnce
          ? 'Salvo'
          : '';

  return (
    <Stack spacing={0.5}>
      <TextField
        id={id}
        label="Anotação (só você vê)"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={flush}
        multiline
        minRows={1}
        maxRows={8}
        fullWidth
        slotProps={{
          htmlInput: { maxLength: MAX_NOTE, 'aria-description': `Anotação sobre a aula ${lessonTitle}` },
        }}
        helperText={draft.length > MAX_NOTE - 200 ? `${draft.length} de ${MAX_NOTE} caracteres` : undefined}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', alignItems: 'center', gap: 1, minHeight: 20 }}>
        <Typography
          variant="caption"
          role="status"
          data-testid={`${id}-estado`}
          sx={{ color: failed ? 'error.main' : 'text.secondary', textAlign: 'right' }}
        >
          {status}
        </Typography>
        {failed && (
          <Button
            size="small"
            onClick={flush}
            aria-label={`Tentar de novo: salvar a anotação sobre ${lessonTitle}`}
          >
            Tentar de novo
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
