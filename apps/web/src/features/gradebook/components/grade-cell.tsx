import { gradeSchema } from '@aula/contracts';
import InputBase from '@mui/material/InputBase';
import { useState, type KeyboardEvent } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { gradeText } from './marks';

/** '' clears the grade; "7,5" and "7.5" are the same; anything else says what is wrong. */
function parseGrade(text: string): { grade: number | null } | { error: string } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { grade: null };
  const parsed = gradeSchema.safeParse(/^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : NaN);
  return parsed.success ? { grade: parsed.data } : { error: parsed.error.issues[0]!.message };
}

/** The grade input in the same column of the next row, if any. */
function cellBelow(input: HTMLInputElement): HTMLInputElement | null {
  const cell = input.closest('td');
  const row = cell?.parentElement;
  if (!cell || !row) return null;
  const column = Array.from(row.children).indexOf(cell);
  return row.nextElementSibling?.children[column]?.querySelector('input') ?? null;
}

/** One grade of the grid, typed in place: saved on leaving the cell or on Enter (which moves down); Esc puts it back. */
export function GradeCell({
  value,
  label,
  readOnly,
  onSave,
}: {
  value: number | null;
  /** "Nota de Ana Souza em Prova 1". */
  label: string;
  readOnly: boolean;
  onSave: (grade: number | null) => Promise<unknown>;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [text, setText] = useState(() => gradeText(value));
  const [saving, setSaving] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    // A refetch brought another grade (saved here or elsewhere): the cell follows it.
    setLastValue(value);
    setText(gradeText(value));
  }

  const commit = () => {
    const parsed = parseGrade(text);
    if ('error' in parsed) {
      setInvalid(true);
      enqueueSnackbar(`${label}: ${parsed.error}`, { variant: 'error' });
      return;
    }
    setInvalid(false);
    if (parsed.grade === value) {
      setText(gradeText(value));
      return;
    }
    setSaving(true);
    onSave(parsed.grade)
      .catch((error: unknown) => {
        setText(gradeText(value));
        enqueueSnackbar(errorMessage(error, 'Não foi possível salvar a nota.'), { variant: 'error' });
      })
      .finally(() => setSaving(false));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      // As in a spreadsheet: on to the same activity's next student (leaving the cell saves it).
      const below = cellBelow(event.currentTarget);
      if (below) below.focus();
      else commit();
    } else if (event.key === 'Escape') {
      setText(gradeText(value));
      setInvalid(false);
    }
  };

  return (
    <InputBase
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      readOnly={readOnly}
      error={invalid}
      inputProps={{
        'aria-label': label,
        'aria-invalid': invalid || undefined,
        'aria-busy': saving || undefined,
        inputMode: 'decimal',
        maxLength: 4,
      }}
      sx={{
        width: 56,
        border: 1,
        borderColor: invalid ? 'error.main' : readOnly ? 'transparent' : 'divider',
        borderRadius: 1,
        px: 0.75,
        opacity: saving ? 0.6 : 1,
        '& input': { textAlign: 'center', py: 0.5 },
        '&.Mui-focused': { borderColor: 'primary.main', outline: '2px solid', outlineColor: 'primary.main' },
      }}
    />
  );
}
