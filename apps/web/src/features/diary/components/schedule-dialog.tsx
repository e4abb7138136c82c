import { MAX_AULAS_PER_DAY, WEEKDAYS, type ClassSchedule } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DialogSubmitActions } from '@/components/submit-actions';
import { errorMessage } from '@/lib/error-message';
import { useSaveSchedule } from '../api/diary';

const AULAS = Array.from({ length: MAX_AULAS_PER_DAY }, (_, i) => i + 1);

/** On which weekdays the class meets and how many aulas each day: what the diary lists as class days. */
export function ScheduleDialog({
  classroomId,
  schedule,
  open,
  onClose,
}: {
  classroomId: number;
  schedule: ClassSchedule;
  open: boolean;
  onClose: () => void;
}) {
  const [aulas, setAulas] = useState<Map<number, number>>(
    () => new Map(schedule.weekdays.map((w) => [w.weekday, w.aulas])),
  );
  const save = useSaveSchedule(classroomId);
  const toggle = (weekday: number) =>
    setAulas((current) => {
      const next = new Map(current);
      if (next.has(weekday)) next.delete(weekday);
      else next.set(weekday, 1);
      return next;
    });
  const submit = () =>
    save.mutate(
      { weekdays: [...aulas].map(([weekday, count]) => ({ weekday, aulas: count })) },
      { onSuccess: onClose },
    );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="horario-titulo" fullWidth maxWidth="xs">
      <DialogTitle id="horario-titulo">Horário da turma</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Marque os dias em que a turma tem aula com você e quantas aulas são nesse dia.
        </Typography>
        <Stack spacing={1}>
          {WEEKDAYS.map((day) => (
            <Stack key={day.value} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <FormControlLabel
                sx={{ flex: 1 }}
                control={<Checkbox checked={aulas.has(day.value)} onChange={() => toggle(day.value)} />}
                label={day.label}
              />
              <TextField
                select
                size="small"
                label="Aulas"
                id={`aulas-${day.value}`}
                value={aulas.get(day.value) ?? ''}
                disabled={!aulas.has(day.value)}
                onChange={(event) =>
                  setAulas((current) => new Map(current).set(day.value, Number(event.target.value)))
                }
                sx={{ width: 96 }}
              >
                {AULAS.map((n) => (
                  <MenuItem key={n} value={n}>
                    {n}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          ))}
        </Stack>
        {save.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(save.error, 'Não foi possível salvar o horário.')}
          </Alert>
        )}
      </DialogContent>
      <DialogSubmitActions
        onCancel={onClose}
        pending={save.isPending}
        label="Salvar horário"
        onSubmit={submit}
      />
    </Dialog>
  );
}
