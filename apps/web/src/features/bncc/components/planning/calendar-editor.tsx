import {
  defaultPeriods,
  NON_SCHOOL_DAY_KINDS,
  PERIOD_KINDS,
  type PeriodKind,
  type SchoolCalendar,
  type TeacherClassroom,
} from '@aula/contracts';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadingSkeleton, RowsSkeleton } from '@/components/skeletons';
import { ErrorState } from '@/components/states';
import { formatDate } from '@/lib/format';
import { useClassrooms } from '@/lib/classroom-queries';
import { useClassCalendar } from '@/lib/class-calendar';
import { useSaveCalendar } from '../../api/planning';
import { errorText } from './error-text';

type Day = SchoolCalendar['non_school_days'][number];
const showDate = (iso: string) => formatDate(new Date(`${iso}T12:00:00-03:00`));

function CalendarForm({
  classroom,
  initial,
  save,
}: {
  classroom: TeacherClassroom;
  initial: SchoolCalendar;
  save: ReturnType<typeof useSaveCalendar>;
}) {
  const [kind, setKind] = useState<PeriodKind>(initial.period_kind);
  const [periods, setPeriods] = useState(initial.periods);
  const [days, setDays] = useState<Day[]>(initial.non_school_days);
  const [newDay, setNewDay] = useState<Day>({ date: '', name: '', kind: 'feriado' });
  const [copyFrom, setCopyFrom] = useState('');
  const classrooms = useClassrooms();
  const sameYear = (classrooms.data?.results ?? []).filter(
    (c) => c.id !== classroom.id && 'code' in c && c.school_year === classroom.school_year,
  );

  const changeKind = (value: PeriodKind) => {
    setKind(value);
    setPeriods(defaultPeriods(classroom.school_year, value));
  };
  const setPeriod = (index: number, field: 'start' | 'end', value: string) =>
    setPeriods((list) => list.map((p) => (p.index === index ? { ...p, [field]: value } : p)));
  const addDay = () => {
    if (!newDay.date || !newDay.name.trim()) return;
    setDays((list) =>
      [...list.filter((d) => d.date !== newDay.date), newDay].sort((a, b) => a.date.localeCompare(b.date)),
    );
    setNewDay({ date: '', name: '', kind: newDay.kind });
  };
  const submit = () =>
    save.mutate(
      {
        period_kind: kind,
        periods: periods.map(({ index, start, end }) => ({ index, start, end })),
        non_school_days: days,
      },
      {
        onSuccess: (calendar) => {
          setPeriods(calendar.periods);
          setDays(calendar.non_school_days);
        },
      },
    );
  const copy = () =>
    save.mutate(
      { copy_from: Number(copyFrom) },
      {
        onSuccess: (calendar) => {
          setKind(calendar.period_kind);
          setPeriods(calendar.periods);
          setDays(calendar.non_school_days);
        },
      },
    );

  return (
    <Stack spacing={2}>
      <TextField
        select
        id="calendario-tipo"
        label="Divisão do ano"
        value={kind}
        onChange={(event) => changeKind(event.target.value as PeriodKind)}
        sx={{ maxWidth: 280 }}
      >
        {PERIOD_KINDS.map((k) => (
          <MenuItem key={k.value} value={k.value}>
            {k.label}
          </MenuItem>
        ))}
      </TextField>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        {periods.map((p) => (
          <Stack
            key={p.index}
            spacing={1}
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0 }}
          >
            <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
              {p.name ?? `${p.index}º ${kind}`}
            </Typography>
            <TextField
              type="date"
              label="Início"
              id={`periodo-${p.index}-inicio`}
              value={p.start}
              onChange={(event) => setPeriod(p.index, 'start', event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              size="small"
            />
            <TextField
              type="date"
              label="Fim"
              id={`periodo-${p.index}-fim`}
              value={p.end}
              onChange={(event) => setPeriod(p.index, 'end', event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              size="small"
            />
          </Stack>
        ))}
      </Box>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
        Feriados e recessos ({days.length})
      </Typography>
      <List
        dense
        aria-label="Dias sem aula"
        sx={{ maxHeight: 320, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {days.map((d) => (
          <ListItem
            key={d.date}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Remover ${d.name} (${showDate(d.date)})`}
                onClick={() => setDays((list) => list.filter((x) => x.date !== d.date))}
              >
                <DeleteOutline />
              </IconButton>
            }
          >
            <ListItemText
              primary={`${showDate(d.date)} — ${d.name}`}
              secondary={NON_SCHOOL_DAY_KINDS.find((k) => k.value === d.kind)?.label}
            />
          </ListItem>
        ))}
      </List>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          type="date"
          id="dia-novo-data"
          label="Data"
          size="small"
          value={newDay.date}
          onChange={(event) => setNewDay({ ...newDay, date: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          id="dia-novo-nome"
          label="Nome (ex.: feriado municipal)"
          size="small"
          value={newDay.name}
          onChange={(event) => setNewDay({ ...newDay, name: event.target.value })}
        />
        <TextField
          select
          id="dia-novo-tipo"
          label="Tipo"
          size="small"
          value={newDay.kind}
          onChange={(event) => setNewDay({ ...newDay, kind: event.target.value as Day['kind'] })}
          sx={{ minWidth: 130 }}
        >
          {NON_SCHOOL_DAY_KINDS.map((k) => (
            <MenuItem key={k.value} value={k.value}>
              {k.label}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={addDay}>
          Adicionar dia
        </Button>
      </Stack>
      {save.isError && (
        <Alert severity="error">{errorText(save.error, 'Não foi possível salvar o calendário.')}</Alert>
      )}
      {save.isSuccess && <Alert severity="success">Calendário salvo.</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          Salvar calendário
        </Button>
        {sameYear.length > 0 && (
          <>
            <TextField
              select
              id="calendario-copiar"
              label="Copiar o calendário de"
              size="small"
              value={copyFrom}
              onChange={(event) => setCopyFrom(event.target.value)}
              sx={{ minWidth: 220 }}
            >
              {sameYear.map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <Button onClick={copy} disabled={!copyFrom || save.isPending}>
              Copiar
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}

/** The class's school calendar: periods and the days without school. */
export function CalendarEditor({ classroom }: { classroom: TeacherClassroom }) {
  const calendar = useClassCalendar(classroom.id);
  // Here, not in the form: a save refreshes the calendar, which remounts the form with it.
  const save = useSaveCalendar(classroom.id);
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="calendario-titulo">
      <Typography id="calendario-titulo" variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Calendário escolar {classroom.school_year}
      </Typography>
      {calendar.isPending ? (
        <LoadingSkeleton label="Carregando o calendário…">
          <RowsSkeleton rows={3} />
        </LoadingSkeleton>
      ) : calendar.isError ? (
        <ErrorState error={calendar.error} onRetry={() => void calendar.refetch()} />
      ) : (
        <CalendarForm
          key={JSON.stringify(calendar.data)}
          classroom={classroom}
          initial={calendar.data}
          save={save}
        />
      )}
    </Paper>
  );
}
