import { styled } from '@mui/material/styles';
import type { ChangeEventHandler, InputHTMLAttributes, Ref } from 'react';

const Field = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  '& label': {
    ...theme.typography.caption,
    fontSize: '0.75rem',
    lineHeight: 1.5,
    color: theme.palette.text.secondary,
  },
  '&:focus-within label': { color: theme.palette.primary.main },
  '& input': {
    font: 'inherit',
    ...theme.typography.body1,
    color: theme.palette.text.primary,
    padding: '4px 0 5px',
    margin: 0,
    border: 0,
    borderBottom: '1px solid rgba(0, 0, 0, 0.42)',
    borderRadius: 0,
    background: 'none',
    outline: 0,
    minWidth: 0,
    '&:hover': { borderBottomColor: theme.palette.text.primary },
    '&:focus': {
      borderBottomColor: theme.palette.primary.main,
      boxShadow: `inset 0 -1px 0 ${theme.palette.primary.main}`,
    },
  },
  '& p': { ...theme.typography.caption, margin: '3px 0 0', color: theme.palette.text.secondary },
  '&[data-error] label, &[data-error] p': { color: theme.palette.error.main },
  '&[data-error] input, &[data-error] input:focus': {
    borderBottomColor: theme.palette.error.main,
    boxShadow: `inset 0 -1px 0 ${theme.palette.error.main}`,
  },
}));

interface PlainTextFieldProps {
  id: string;
  name: string;
  label: string;
  helperText: string;
  error?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * A one-line text field drawn like the theme's standard TextField (label always above): for the
 * landing page's class-code box, the one field of a page whose first load must stay under 200 KB
 * (issue 49), where MUI's input, label and helper text would add ~7 KB brotli.
 */
export function PlainTextField({
  id,
  name,
  label,
  helperText,
  error = false,
  inputRef,
  onChange,
  inputProps,
}: PlainTextFieldProps) {
  return (
    <Field data-error={error || undefined}>
      <label htmlFor={id}>{label}</label>
      <input
        {...inputProps}
        id={id}
        name={name}
        type="text"
        ref={inputRef}
        onChange={onChange}
        aria-invalid={error}
        aria-describedby={`${id}-ajuda`}
      />
      <p id={`${id}-ajuda`}>{helperText}</p>
    </Field>
  );
}
