import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';

type FieldError = { message?: string } | undefined;

/** The required title of a book or lesson, at most 200 characters as the contract allows. */
export function TitleField({
  label,
  field,
  error,
}: {
  label: string;
  field: UseFormRegisterReturn;
  error: FieldError;
}) {
  return (
    <TextField
      label={label}
      required
      {...field}
      error={Boolean(error)}
      helperText={error?.message}
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
  );
}

/** BNCC codes typed as free text; the form splits them. */
export function BnccField({ field, error }: { field: UseFormRegisterReturn; error: FieldError }) {
  return (
    <TextField
      label="Códigos BNCC"
      placeholder="EF05MA12, EF05MA13"
      {...field}
      error={Boolean(error)}
      helperText={error?.message ?? 'Separe os códigos por vírgula ou espaço.'}
    />
  );
}

/** A free-text area of several lines; `hint` stays under it until there is an error. */
export function TextAreaField({
  label,
  field,
  error,
  hint,
}: {
  label: string;
  field: UseFormRegisterReturn;
  error: FieldError;
  hint: string;
}) {
  return (
    <TextField
      label={label}
      multiline
      minRows={3}
      {...field}
      error={Boolean(error)}
      helperText={error?.message ?? hint}
    />
  );
}
