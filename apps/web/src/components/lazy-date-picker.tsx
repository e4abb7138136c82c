import TextField from '@mui/material/TextField';
import type { DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { lazy, Suspense } from 'react';

const DatePicker = lazy(() => import('./date-picker').then((module) => ({ default: module.DatePicker })));

/**
 * The date picker for screens whose first paint should not wait for it (the pickers and dayjs's
 * locale weigh ~50 KB compressed): the field appears, disabled, and becomes the picker a moment later.
 */
export function LazyDatePicker(props: DatePickerProps) {
  return (
    <Suspense fallback={<TextField label={props.label} disabled fullWidth />}>
      <DatePicker {...props} />
    </Suspense>
  );
}
