import type { Concept } from '@aula/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useSaveEntry } from '../api/gradebook';

/** The concept of one student in the period, chosen by the teacher (none: the one her final earns). */
export function ConceptSelect({
  classroomId,
  period,
  student,
  name,
  value,
  concepts,
  disabled,
}: {
  classroomId: number;
  period: number;
  student: number;
  name: string;
  value: string | null;
  concepts: Concept[];
  disabled: boolean;
}) {
  const save = useSaveEntry(classroomId, period);
  const { enqueueSnackbar } = useSnackbar();
  const change = (concept: string) =>
    save.mutate(
      { studentId: student, entry: { concept: concept || null } },
      {
        onError: (error) =>
          enqueueSnackbar(errorMessage(error, 'Não foi possível salvar o conceito.'), { variant: 'error' }),
      },
    );
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={value ?? ''}
      disabled={disabled || save.isPending}
      onChange={(event) => change(event.target.value)}
      slotProps={{
        select: {
          displayEmpty: true,
          // The code alone in the row; the menu says what each one means.
          renderValue: (code) => (code as string) || '—',
          inputProps: { 'aria-label': `Conceito de ${name}` },
        },
      }}
      sx={{ minWidth: 72 }}
    >
      <MenuItem value="">—</MenuItem>
      {concepts.map((c) => (
        <MenuItem key={c.code} value={c.code}>
          {c.code} · {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
