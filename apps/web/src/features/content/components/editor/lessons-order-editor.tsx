import { formatDuration, type LessonSummary } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { SortableList, type SortableItem } from '../ui/sortable-list';

/** A plan's lessons, reordered by drag and drop and saved in one request. */
export function LessonsOrderEditor({
  lessons,
  actionsFor,
  onSave,
  saving,
}: {
  lessons: LessonSummary[];
  actionsFor: (lesson: LessonSummary) => ReactNode;
  onSave: (ids: number[]) => Promise<unknown>;
  saving: boolean;
}) {
  const { enqueueSnackbar } = useSnackbar();
  // The order being edited; null while it is the server's.
  const [order, setOrder] = useState<number[] | null>(null);
  const [source, setSource] = useState(lessons);
  if (source !== lessons) {
    // The server's list changed (saved, added, removed): start again from it.
    setSource(lessons);
    setOrder(null);
  }
  const byId = new Map(lessons.map((lesson) => [lesson.id, lesson]));
  const ordered = (order ?? lessons.map((lesson) => lesson.id))
    .map((id) => byId.get(id))
    .filter((lesson): lesson is LessonSummary => lesson !== undefined);
  const items: SortableItem[] = ordered.map((lesson) => ({
    id: lesson.id,
    primary: lesson.title,
    secondary: [formatDuration(lesson.duration_minutes), lesson.bncc_codes.join(', ')]
      .filter(Boolean)
      .join(' · '),
    actions: actionsFor(lesson),
  }));
  const changed = order !== null && order.some((id, index) => id !== lessons[index]?.id);

  const save = async () => {
    try {
      await onSave(items.map((item) => item.id));
      enqueueSnackbar('Nova ordem das aulas salva.', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, 'Não foi possível salvar a ordem.'), { variant: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <SortableList
        items={items}
        onChange={(next) => setOrder(next.map((item) => item.id))}
        label="Aulas do livro, na ordem"
      />
      {changed && (
        <Alert
          severity="info"
          action={
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button color="inherit" size="small" onClick={() => setOrder(null)} disabled={saving}>
                Desfazer
              </Button>
              <Button variant="contained" size="small" disabled={saving} onClick={() => void save()}>
                {saving ? 'Salvando…' : 'Salvar ordem'}
              </Button>
            </Box>
          }
        >
          A ordem mudou. Salve para que as aulas apareçam nesta sequência.
        </Alert>
      )}
    </Box>
  );
}
