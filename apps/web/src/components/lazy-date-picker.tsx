import TextField from '@mui/material/TextField';
import type { DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense } from 'react';

const DatePicker = lazy(() => import('./date-picker').then((module) => ({ default: module.DatePicker })));

/** The date as the picker shows it (dayjs values, AdapterDayjs in components/date-picker.tsx). */
function shownDate(value: DatePickerProps['value']): string {
  return value && 'format' in value ? (value as Dayjs).format('DD/MM/YYYY') : '';
}

/**
 * The date picker for screens whose first paint should not wait for it (the pickers and dayjs's
 * locale weigh ~50 KB compressed): the field appears, disabled, with its date and help text, and
 * becomes the picker a moment later without anything moving.
 */
export function LazyDatePicker(props: DatePickerProps) {
  const field = typeof props.slotProps?.textField === 'object' ? props.slotProps.textField : {};
  return (
    <Suspense
      fallback={
        <TextField
          label={props.label}
          value={shownDate(props.value)}
          helperText={field.helperText}
          sx={field.sx}
          slotProps={{
            htmlInput: { readOnly: true },
            // Read as it will be once the picker arrives (a disabled field's grey fails contrast).
            formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
          }}
          disabled
          fullWidth
        />
      }
    >
      <DatePicker {...props} />
    </Suspense>
  );
}
