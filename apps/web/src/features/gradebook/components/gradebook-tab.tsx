import type { PeriodKind } from '@aula/contracts';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RowsSkeleton } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/states';
import { StatusChip } from '@/components/status-chip';
import { useClassCalendar } from '@/lib/class-calendar';
import { formatDate } from '@/lib/format';
import { useGradebook } from '../api/gradebook';
import { GradebookExports } from './gradebook-exports';
import { GradebookGrid } from './gradebook-grid';
import { PeriodActions } from './period-actions';

const inThisPeriod: Record<PeriodKind, string> = {
  bimestre: 'neste bimestre',
  trimestre: 'neste trimestre',
  semestre: 'neste semestre',
};

/** Notas: the gradebook of one period of the class calendar (the current one first). */
export function GradebookTab({ classroom }: { classroom: { id: number; name: string } }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const calendar = useClassCalendar(classroom.id);
  const gradebook = useGradebook(classroom.id, chosen);
  if (calendar.isPending || gradebook.isPending) return <RowsSkeleton rows={6} />;
  if (calendar.isError) return <ErrorState error={calendar.error} onRetry={() => void calendar.refetch()} />;
  if (gradebook.isError)
    return <ErrorState error={gradebook.error} onRetry={() => void gradebook.refetch()} />;
  const book = gradebook.data;
  const { period } = book;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' } }}>
        <TextField
          select
          size="small"
          id="notas-periodo"
          label="Período"
          value={chosen ?? period.index}
          onChange={(event) => setChosen(Number(event.target.value))}
          sx={{ minWidth: 200 }}
        >
          {calendar.data.periods.map((p) => (
            <MenuItem key={p.index} value={p.index}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        {period.closed && (
          <StatusChip
            tone="info"
            label={period.closed_at ? `Fechado em ${formatDate(period.closed_at)}` : 'Fechado'}
          />
        )}
        <PeriodActions classroomId={classroom.id} book={book} />
      </Stack>
      <GradebookExports classroom={classroom} period={period.index} />
      {gradebook.isPlaceholderData && <RowsSkeleton rows={4} />}
      {!gradebook.isPlaceholderData && book.columns.length === 0 && (
        <EmptyState title={`Nenhuma atividade ${inThisPeriod[calendar.data.period_kind]}`}>
          As atividades entram em {period.name} pelo prazo ou pelo campo “Bimestre” do formulário da atividade
          (aba Atividades). Uma prova no papel é uma atividade sem entrega.
        </EmptyState>
      )}
      {!gradebook.isPlaceholderData && book.columns.length > 0 && book.results.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>A turma ainda não tem alunos.</Typography>
      )}
      {!gradebook.isPlaceholderData && book.columns.length > 0 && book.results.length > 0 && (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Digite a nota (0 a 10, uma casa decimal) e tecle Enter ou saia do campo para salvar.
            {!period.closed && ' Notas que faltam ficam fora da média até o período ser fechado.'}
          </Typography>
          <GradebookGrid classroomId={classroom.id} book={book} />
        </>
      )}
    </Stack>
  );
}
