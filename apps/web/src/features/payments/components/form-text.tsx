import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/**
 * A text field bound to a react-hook-form as a controlled input, so values set with `setValue`
 * (an address from the CEP) show up and the label moves out of the way.
 */
export function FormText<T extends FieldValues, U extends FieldValues>({
  control,
  name,
  ...props
}: Omit<TextFieldProps, 'name'> & { control: Control<T, unknown, U>; name: Path<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? props.helperText}
        />
      )}
    />
  );
}
