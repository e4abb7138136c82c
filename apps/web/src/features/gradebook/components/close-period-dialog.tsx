import type { Gradebook } from '@aula/contracts';
import Box from '@mui/material/Box';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { plural } from '@/lib/plural';
import { useSnackbar } from '@/lib/toast';
import { useClosePeriod } from '../api/gradebook';
import { studentName } from './marks';

/** What closing leaves behind: missing grades become zeros and ungraded activities do not count. */
function MissingSummary({ book }: { book: Gradebook }) {
  const missing = book.results.filter((row) => row.missing > 0);
  const ungraded = book.columns.filter((column) => !column.graded);
  if (missing.length === 0 && ungraded.length === 0) {
    return <p>Todas as notas estão lançadas.</p>;
  }
  return (
    <>
      {missing.length > 0 && (
        <Box component="section" aria-label="Alunos com notas faltando">
          <p>
            {plural(missing.length, 'aluno está', 'alunos estão')} com notas faltando; elas contam como zero
            depois de fechar:
          </p>
          <ul>
            {missing.map((row) => (
              <li key={row.student.id}>
                {studentName(row.student)}: {plural(row.missing, 'nota faltando', 'notas faltando')}
              </li>
            ))}
          </ul>
        </Box>
      )}
      {ungraded.length > 0 && (
        <Box component="section" aria-label="Atividades sem nenhuma nota">
          <p>Atividades sem nenhuma nota (não entram na média):</p>
          <ul>
            {ungraded.map((column) => (
              <li key={column.assignment.id}>{column.assignment.title}</li>
            ))}
          </ul>
        </Box>
      )}
    </>
  );
}

/** "Fechar 1º bimestre": its grades and its diary stop changing until it is reopened. */
export function ClosePeriodDialog({
  classroomId,
  book,
  onClose,
}: {
  classroomId: number;
  book: Gradebook;
  onClose: () => void;
}) {
  const close = useClosePeriod(classroomId);
  const { enqueueSnackbar } = useSnackbar();
  const { period } = book;
  return (
    <ConfirmDialog
      open
      title={`Fechar ${period.name}?`}
      confirmLabel={`Fechar ${period.name}`}
      pendingLabel="Fechando…"
      pending={close.isPending}
      error={close.isError ? errorMessage(close.error, 'Não foi possível fechar o período.') : null}
      onClose={onClose}
      onConfirm={() =>
        close.mutate(
          { period: period.index, close: true },
          {
            onSuccess: () => {
              enqueueSnackbar(`${period.name} fechado.`, { variant: 'success' });
              onClose();
            },
          },
        )
      }
    >
      <MissingSummary book={book} />
      <p>Depois de fechar, as notas, os pesos e o diário deste período só mudam se você reabrir.</p>
    </ConfirmDialog>
  );
}
