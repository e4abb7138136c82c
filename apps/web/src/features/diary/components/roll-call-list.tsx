import type { DiaryRecord } from '@aula/contracts';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

export type Mark = 'P' | 'F' | 'FJ';
export interface StudentMark {
  mark: Mark;
  /** Aulas missed; undefined: all of the day. */
  aulas?: number;
  reason: string;
}

const MARKS: { value: Mark; label: string; name: string; color: string }[] = [
  { value: 'P', label: 'P', name: 'presente', color: '#1b5e20' },
  { value: 'F', label: 'F', name: 'falta', color: '#8e0016' },
  { value: 'FJ', label: 'FJ', name: 'falta justificada', color: '#7a3e00' },
];

/** The roll call: every student present until marked; one tap marks a falta or a falta justificada. */
export function RollCallList({
  students,
  marks,
  dayAulas,
  onChange,
}: {
  students: DiaryRecord['students'];
  marks: ReadonlyMap<number, StudentMark>;
  dayAulas: number;
  onChange: (studentId: number, mark: StudentMark) => void;
}) {
  return (
    <Stack component="ol" aria-label="Alunos da turma" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {students.map((student) => {
        const current = marks.get(student.id) ?? { mark: 'P', reason: '' };
        const name = `${student.first_name} ${student.last_name}`.trim();
        const absent = current.mark !== 'P';
        return (
          <Stack
            component="li"
            key={student.id}
            sx={{
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: absent ? (current.mark === 'F' ? '#fdecea' : '#fff3e0') : undefined,
              px: 1,
            }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <Typography sx={{ flex: 1, fontWeight: absent ? 700 : 400, overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              <ToggleButtonGroup
                exclusive
                value={current.mark}
                aria-label={`Presença de ${name}`}
                onChange={(_, mark: Mark | null) => mark && onChange(student.id, { ...current, mark })}
              >
                {MARKS.map((m) => (
                  <ToggleButton
                    key={m.value}
                    value={m.value}
                    aria-label={`${m.label}: ${m.name}`}
                    sx={{
                      minWidth: 48,
                      minHeight: 48,
                      fontWeight: 700,
                      color: 'text.primary',
                      '&.Mui-selected, &.Mui-selected:hover': { bgcolor: m.color, color: '#fff' },
                    }}
                  >
                    {m.label}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Stack>
            {absent && (
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 1 }}>
                {dayAulas > 1 && (
                  <TextField
                    select
                    size="small"
                    id={`faltas-${student.id}`}
                    label="Faltou a"
                    value={current.aulas ?? dayAulas}
                    onChange={(event) =>
                      onChange(student.id, { ...current, aulas: Number(event.target.value) })
                    }
                    sx={{ minWidth: 140 }}
                  >
                    {Array.from({ length: dayAulas }, (_, i) => i + 1).map((n) => (
                      <MenuItem key={n} value={n}>
                        {n === dayAulas ? `todas as ${n} aulas` : `${n} de ${dayAulas} aulas`}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
                {current.mark === 'FJ' && (
                  <TextField
                    size="small"
                    id={`motivo-${student.id}`}
                    label="Motivo (opcional)"
                    value={current.reason}
                    onChange={(event) => onChange(student.id, { ...current, reason: event.target.value })}
                    slotProps={{ htmlInput: { maxLength: 300 } }}
                    sx={{ flex: 1 }}
                  />
                )}
              </Stack>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
