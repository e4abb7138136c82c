import { WEEKDAYS } from '@aula/contracts';
import EditCalendarOutlined from '@mui/icons-material/EditCalendarOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '@/components/section-card';
import { RowsSkeleton } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/states';
import { isoDay } from '@/lib/format';
import { useClassCalendar } from '@/lib/class-calendar';
import { useSchedule } from '../api/diary';
import { AttendanceSection } from './attendance-section';
import { DiaryDays, rollCallPath } from './diary-days';
import { ScheduleDialog } from './schedule-dialog';

/** The class diary: its schedule, the class days of each month with their roll call, and attendance. */
export function DiaryTab({ classroom }: { classroom: { id: number; name: string } }) {
  const schedule = useSchedule(classroom.id);
  const calendar = useClassCalendar(classroom.id);
  const [editing, setEditing] = useState(false);
  if (schedule.isPending || calendar.isPending) return <RowsSkeleton rows={5} />;
  if (schedule.isError) return <ErrorState error={schedule.error} onRetry={() => void schedule.refetch()} />;
  if (calendar.isError) return <ErrorState error={calendar.error} onRetry={() => void calendar.refetch()} />;
  const weekdays = schedule.data.weekdays;
  const dialog = editing && (
    <ScheduleDialog
      classroomId={classroom.id}
      schedule={schedule.data}
      open
      onClose={() => setEditing(false)}
    />
  );
  if (weekdays.length === 0) {
    return (
      <>
        <EmptyState
          title="Defina o horário da turma"
          action={
            <Button variant="contained" startIcon={<EditCalendarOutlined />} onClick={() => setEditing(true)}>
              Definir horário
            </Button>
          }
        >
          Com os dias da semana em que a turma tem aula, o diário lista os dias letivos (sem feriados e
          recessos do calendário) para a chamada e o registro do conteúdo.
        </EmptyState>
        {dialog}
      </>
    );
  }
  const summary = weekdays
    .map((w) => `${WEEKDAYS.find((d) => d.value === w.weekday)?.short} (${w.aulas})`)
    .join(', ');
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          size="large"
          startIcon={<FactCheckOutlined />}
          component={RouterLink}
          to={rollCallPath(classroom.id, isoDay())}
        >
          Chamada de hoje
        </Button>
        <Typography sx={{ color: 'text.secondary', flex: 1 }}>Aulas por dia: {summary}</Typography>
        <Button startIcon={<EditCalendarOutlined />} onClick={() => setEditing(true)}>
          Editar horário
        </Button>
      </Stack>
      <SectionCard id="diario-dias" title="Dias letivos">
        <DiaryDays classroomId={classroom.id} />
      </SectionCard>
      <SectionCard id="diario-frequencia" title="Frequência">
        <AttendanceSection classroom={classroom} calendar={calendar.data} />
      </SectionCard>
      {dialog}
    </Stack>
  );
}
