import { formatMonthLong, routePath, spaRoutes, WEEKDAYS, weekdayOf, type DiaryDay } from '@aula/contracts';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { RowsSkeleton } from '@/components/skeletons';
import { ErrorState } from '@/components/states';
import { StatusChip } from '@/components/status-chip';
import { formatDay, isoDay } from '@/lib/format';
import { plural } from '@/lib/plural';
import { useDiaryDays } from '../api/diary';

function monthRange(month: string) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

function shiftMonth(month: string, by: number) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

const weekdayShort = (date: string) => WEEKDAYS.find((w) => w.value === weekdayOf(date))?.short ?? '';

export const rollCallPath = (classroomId: number, date: string) =>
  routePath(spaRoutes.teacherRollCall, { classroomId, date });

function DayStatus({ day }: { day: DiaryDay }) {
  if (day.status === 'no_school')
    return <StatusChip tone="default" label={day.non_school_reason ?? 'Sem aula'} />;
  if (day.status === 'recorded') {
    return (
      <StatusChip
        tone="success"
        label={
          day.absences
            ? `Registrado · ${plural(day.absences, 'falta', 'faltas')}`
            : 'Registrado · todos presentes'
        }
      />
    );
  }
  return day.future ? (
    <StatusChip tone="default" label="Ainda não chegou" />
  ) : (
    <StatusChip tone="warning" label="Pendente" />
  );
}

/** The class days of one month, each with its state and a way to its roll call. */
export function DiaryDays({ classroomId }: { classroomId: number }) {
  const [month, setMonth] = useState(() => isoDay().slice(0, 7));
  const range = monthRange(month);
  const days = useDiaryDays(classroomId, range.from, range.to);
  const label = formatMonthLong(month);
  const pending = days.data?.results.filter((d) => d.status === 'pending' && !d.future).length ?? 0;
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
        <IconButton aria-label="Mês anterior" onClick={() => setMonth(shiftMonth(month, -1))}>
          <ChevronLeft />
        </IconButton>
        <Typography
          component="h3"
          variant="h6"
          sx={{ fontWeight: 700, minWidth: 180, textAlign: 'center' }}
          aria-live="polite"
        >
          {label}
        </Typography>
        <IconButton aria-label="Próximo mês" onClick={() => setMonth(shiftMonth(month, 1))}>
          <ChevronRight />
        </IconButton>
        {pending > 0 && (
          <Typography variant="body2" sx={{ color: '#7a3e00', ml: 1 }}>
            {plural(pending, 'dia pendente', 'dias pendentes')}
          </Typography>
        )}
      </Stack>
      {days.isPending && <RowsSkeleton rows={4} />}
      {days.isError && <ErrorState error={days.error} onRetry={() => void days.refetch()} />}
      {days.data && days.data.results.length === 0 && (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>Nenhum dia de aula neste mês.</Typography>
      )}
      {days.data && days.data.results.length > 0 && (
        <List dense disablePadding aria-label={`Dias de aula de ${label}`}>
          {days.data.results.map((day) => {
            const text = `${weekdayShort(day.date)} ${formatDay(day.date)} · ${plural(day.aulas, 'aula', 'aulas')}`;
            const recordable = day.status !== 'no_school' && !day.future;
            return (
              <ListItem
                key={day.date}
                divider
                sx={{ gap: 2, flexWrap: 'wrap', justifyContent: 'space-between', py: 1 }}
              >
                {recordable ? (
                  <Link
                    component={RouterLink}
                    to={rollCallPath(classroomId, day.date)}
                    sx={{ fontWeight: 600 }}
                  >
                    {text}
                  </Link>
                ) : (
                  <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
                )}
                <DayStatus day={day} />
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
