import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/** A drop-down of a form's string field; `children` are its `MenuItem`s. */
export function SelectField<T extends FieldValues, U>({
  control,
  name,
  id,
  label,
  required,
  fullWidth,
  children,
}: {
  control: Control<T, unknown, U>;
  name: FieldPathByValue<T, string>;
  id: string;
  label: string;
  required?: boolean;
  fullWidth?: boolean;
  children: ReactNode;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      id={id}
      label={label}
      required={required}
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      fullWidth={fullWidth}
    >
      {children}
    </TextField>
  );
}
