import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import type { TypedTextFieldProps } from './typed-text-field';

/** A drop-down of a form's string field; `children` are its `MenuItem`s. */
export function SelectField<T extends FieldValues, U>({
  control,
  name,
  id,
  label,
  required,
  fullWidth,
  children,
}: Omit<TypedTextFieldProps<T, U>, 'helperText'> & {
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
