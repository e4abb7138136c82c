import type { Assignment } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Dayjs } from 'dayjs';
import { useState, type FormEvent } from 'react';
import { DueDateField } from '@/components/activity-materials/due-date-field';
import { FormDialog } from '@/components/form-dialog';
import { ClassroomChecklist } from '@/components/activity-materials/classroom-checklist';
import { toggleId } from '@/components/activity-materials/toggle-id';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useClassrooms } from '@/lib/classroom-queries';
import { useCopyAssignment } from '../../api/assignments';

/** "Usar em outra turma": the same activity (files, links, lesson) for the whole of other classes. */
export function CopyAssignmentDialog({
  assignment,
  onClose,
}: {
  assignment: Assignment;
  onClose: () => void;
}) {
  const classrooms = useClassrooms();
  const copy = useCopyAssignment(assignment.id);
  const { enqueueSnackbar } = useSnackbar();
  const [chosen, setChosen] = useState<number[]>([]);
  const [due, setDue] = useState<Dayjs | null>(null);
  const others = classrooms.data?.results.filter((c) => c.id !== assignment.classroom) ?? [];
  const fieldErrors = copy.error instanceof ApiError ? copy.error.fieldErrors : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    copy.mutate(
      { classrooms: chosen, due_at: due?.isValid() ? due.toISOString() : null, publish_at: null },
      {
        onSuccess: ({ created }) => {
          enqueueSnackbar(
            created.length === 1
              ? 'Atividade passada para mais 1 turma.'
              : `Atividade passada para mais ${created.length} turmas.`,
            { variant: 'success' },
          );
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title="Usar em outra turma"
      onClose={onClose}
      onSubmit={submit}
      pending={copy.isPending}
      submitLabel="Passar atividade"
      pendingLabel="Passando…"
      submitDisabled={chosen.length === 0}
      maxWidth="xs"
      contentSx={{ display: 'grid', gap: 2 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        “{assignment.title}” vai para toda a turma escolhida, com os mesmos arquivos, links e aula, sem as
        entregas desta turma.
      </Typography>
      {copy.isError && (fieldErrors.classrooms || Object.keys(fieldErrors).length === 0) && (
        <Alert severity="error">
          {fieldErrors.classrooms?.[0] ?? errorMessage(copy.error, 'Não foi possível passar a atividade.')}
        </Alert>
      )}
      {classrooms.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : classrooms.isError ? (
        <Alert severity="error">{errorMessage(classrooms.error, 'Não deu para carregar as turmas.')}</Alert>
      ) : others.length === 0 ? (
        <Alert severity="info">Você não tem outra turma em uso. Crie uma em “Turmas”.</Alert>
      ) : (
        <ClassroomChecklist
          classrooms={others}
          chosen={chosen}
          onToggle={(id, on) => setChosen((list) => toggleId(list, id, on))}
        />
      )}
      <DueDateField value={due} onChange={setDue} error={fieldErrors.due_at?.[0]} />
    </FormDialog>
  );
}
