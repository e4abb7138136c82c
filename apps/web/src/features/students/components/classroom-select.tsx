import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useClassrooms } from '@/lib/classroom-queries';

/** Optional classroom for new students ("Sem turma" = none). */
export function ClassroomSelect({
  id,
  value,
  onChange,
  label = 'Colocar na turma',
  emptyLabel = 'Sem turma',
}: {
  id: string;
  value: number | '';
  onChange: (value: number | '') => void;
  label?: string;
  emptyLabel?: string;
}) {
  const classrooms = useClassrooms();
  const options = classrooms.data?.results ?? [];
  return (
    <TextField
      id={id}
      select
      label={label}
      value={options.some((c) => c.id === value) ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
      fullWidth
      helperText={classrooms.isError ? 'Não foi possível carregar as turmas.' : undefined}
    >
      <MenuItem value="">{emptyLabel}</MenuItem>
      {options.map((classroom) => (
        <MenuItem key={classroom.id} value={classroom.id}>
          {classroom.name} ({classroom.school_year})
        </MenuItem>
      ))}
    </TextField>
  );
}
