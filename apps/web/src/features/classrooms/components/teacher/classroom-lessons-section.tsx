import AddIcon from '@mui/icons-material/Add';
import AssignmentAdd from '@mui/icons-material/AssignmentAdd';
import LinkOff from '@mui/icons-material/LinkOff';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDuration, type TeacherClassroom } from '@aula/contracts';
import { useMemo, useState, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { PickerDialogProps } from '@/components/picker-dialog';
import { EmptyState } from '@/components/states';
import { errorMessage } from '@/lib/error-message';
import { plural } from '@/lib/plural';
import { useSnackbar } from '@/lib/toast';
import { useLinkLessons, useUnlinkLesson } from '../../api/classrooms';
import { lessonInBookPath } from '@/lib/classroom-links';
import { LessonNoteEditor } from './lesson-note-editor';
import { useLinkPicker } from '@/lib/use-link-picker';

type LinkedLesson = TeacherClassroom['lessons'][number];

/** The catalogue, books and favourites to pick lessons from: content's, passed in by the app layer. */
export type LessonPicker = ComponentType<PickerDialogProps & { linkedIds: ReadonlySet<number> }>;

/** The lessons linked to a classroom, each with the teacher's private note; link more or unlink. */
export function ClassroomLessonsSection({
  classroom,
  onAssign,
  LessonPicker,
}: {
  classroom: TeacherClassroom;
  /** "Passar como atividade" for a linked lesson. */
  onAssign: (lesson: LinkedLesson['lesson']) => void;
  LessonPicker: LessonPicker;
}) {
  const link = useLinkLessons(classroom.id);
  const unlink = useUnlinkLesson(classroom.id);
  const { enqueueSnackbar } = useSnackbar();
  const picker = useLinkPicker(link, (count) =>
    count === 1
      ? 'Aula vinculada à turma.'
      : `${plural(count, 'aula vinculada', 'aulas vinculadas')} à turma.`,
  );
  const [removing, setRemoving] = useState<LinkedLesson | null>(null);
  const linkedIds = useMemo(() => new Set(classroom.lessons.map((l) => l.lesson.id)), [classroom.lessons]);

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={picker.open}>
      Vincular aulas
    </Button>
  );

  return (
    <Box component="section" aria-labelledby="aulas-turma-titulo">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography id="aulas-turma-titulo" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Aulas da turma ({classroom.lessons.length})
        </Typography>
        {classroom.lessons.length > 0 && addButton}
      </Stack>
      {classroom.lessons.length === 0 ? (
        <EmptyState icon={<MenuBookOutlined />} title="Nenhuma aula vinculada" action={addButton}>
          Escolha aulas do catálogo, dos seus livros ou das suas favoritas. Os alunos da turma verão essas
          aulas na área deles.
        </EmptyState>
      ) : (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Aulas da turma">
          {classroom.lessons.map((linked) => (
            <Paper
              component="li"
              key={linked.teaching_class_id}
              variant="outlined"
              sx={{ p: 2, borderRadius: 2 }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography
                    variant="subtitle1"
                    component="h3"
                    sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
                  >
                    <Link
                      component={RouterLink}
                      to={lessonInBookPath(linked.lesson.lesson_plan.id, linked.lesson.id, classroom.id)}
                    >
                      {linked.lesson.title}
                    </Link>
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {linked.lesson.lesson_plan.title} · {formatDuration(linked.lesson.duration_minutes)}
                  </Typography>
                </Box>
                <Tooltip title="Desvincular da turma">
                  <IconButton
                    aria-label={`Desvincular a aula ${linked.lesson.title}`}
                    onClick={() => {
                      unlink.reset();
                      setRemoving(linked);
                    }}
                  >
                    <LinkOff />
                  </IconButton>
                </Tooltip>
              </Stack>
              <Box sx={{ mt: 1 }}>
                <Button
                  variant="contained"
                  size="small"
                  startIcon={<AssignmentAdd />}
                  onClick={() => onAssign(linked.lesson)}
                  aria-label={`Passar como atividade: ${linked.lesson.title}`}
                >
                  Passar como atividade
                </Button>
              </Box>
              <Box sx={{ mt: 1.5 }}>
                <LessonNoteEditor
                  classroomId={classroom.id}
                  teachingClassId={linked.teaching_class_id}
                  lessonTitle={linked.lesson.title}
                  note={linked.teacher_note}
                />
              </Box>
            </Paper>
          ))}
        </Stack>
      )}
      <LessonPicker
        key={picker.key}
        {...picker.dialog}
        classroomName={classroom.name}
        linkedIds={linkedIds}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Desvincular esta aula?"
        confirmLabel="Desvincular"
        pendingLabel="Desvinculando…"
        destructive
        pending={unlink.isPending}
        error={unlink.isError ? errorMessage(unlink.error, 'Não foi possível desvincular a aula.') : null}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          unlink.mutate(removing.teaching_class_id, {
            onSuccess: () => {
              setRemoving(null);
              enqueueSnackbar('Aula desvinculada.', { variant: 'success' });
            },
          })
        }
      >
        “{removing?.lesson.title}” sai da turma {classroom.name} e os alunos deixam de vê-la. Sua anotação
        sobre ela também é apagada.
      </ConfirmDialog>
    </Box>
  );
}
