import type { Dayjs } from 'dayjs';
import { DateTimePicker } from '@/components/date-picker';

/** "Prazo de entrega": optional, never in the past, cleared with its button. */
export function DueDateField({
  value,
  onChange,
  error,
  hint = 'Opcional.',
}: {
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  error?: string;
  hint?: string;
}) {
  return (
    <DateTimePicker
      label="Prazo de entrega"
      value={value}
      onChange={onChange}
      disablePast
      slotProps={{
        textField: { error: Boolean(error), helperText: error ?? hint },
        field: { clearable: true },
      }}
    />
  );
}
