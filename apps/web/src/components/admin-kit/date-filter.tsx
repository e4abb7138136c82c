import dayjs from 'dayjs';
import { DatePicker } from '@/components/date-picker';

/** A calendar day (YYYY-MM-DD in the URL), typed or picked as dd/mm/aaaa. */
export function DateFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <DatePicker
      label={label}
      value={value ? dayjs(value) : null}
      onChange={(day) => {
        if (day === null) onChange('');
        else if (day.isValid()) onChange(day.format('YYYY-MM-DD'));
      }}
      slotProps={{ textField: { id, sx: { width: 190 } }, field: { clearable: true } }}
    />
  );
}
