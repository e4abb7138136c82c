import type { SxProps, Theme } from '@mui/material/styles';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

type NameKey = 'first_name' | 'last_name';

/**
 * Registers both names with the form. Call it in the form's own render, in the props of
 * PersonNameFields: react-hook-form focuses the first invalid field in registration order, and a
 * child registering its fields itself would come after every field the form registers below it.
 */
export function registerPersonName(
  register: (name: NameKey) => UseFormRegisterReturn,
): Record<NameKey, UseFormRegisterReturn> {
  return { first_name: register('first_name'), last_name: register('last_name') };
}

/** First and last name, both required: inputs `${idPrefix}-nome` and `${idPrefix}-sobrenome`. */
export function PersonNameFields({
  registered,
  errors,
  idPrefix,
  labels = ['Nome', 'Sobrenome'],
  autoComplete = true,
  autoFocus,
  sx,
}: {
  /** What `registerPersonName` returned. */
  registered: Record<NameKey, UseFormRegisterReturn>;
  errors: Partial<Record<NameKey, { message?: string }>>;
  idPrefix: string;
  labels?: readonly [string, string];
  /** Off where the names are someone else's (a teacher editing a student). */
  autoComplete?: boolean;
  /** The first name takes the focus (a dialog's first field). */
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
}) {
  const fields = [
    { name: 'first_name', id: `${idPrefix}-nome`, label: labels[0], kind: 'given-name' },
    { name: 'last_name', id: `${idPrefix}-sobrenome`, label: labels[1], kind: 'family-name' },
  ] as const;
  return fields.map(({ name, id, label, kind }) => (
    <TextField
      key={name}
      {...registered[name]}
      id={id}
      label={label}
      autoComplete={autoComplete ? kind : undefined}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      required
      fullWidth
      autoFocus={autoFocus && name === 'first_name'}
      sx={sx}
    />
  ));
}
