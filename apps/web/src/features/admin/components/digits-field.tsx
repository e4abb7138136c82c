import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/** A whole number typed in a text input; anything but digits is dropped as it is typed. */
export function DigitsField<T extends FieldValues, U>({
  control,
  name,
  id,
  label,
  helperText,
  required,
  fullWidth,
}: {
  control: Control<T, unknown, U>;
  name: FieldPathByValue<T, string>;
  id: string;
  label: string;
  /** Shown under the input until there is an error. */
  helperText?: ReactNode;
  required?: boolean;
  fullWidth?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      id={id}
      label={label}
      required={required}
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      fullWidth={fullWidth}
    />
  );
}
