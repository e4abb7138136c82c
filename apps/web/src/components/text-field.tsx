import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Input from '@mui/material/Input';
import InputLabel from '@mui/material/InputLabel';
import type { StandardTextFieldProps } from '@mui/material/TextField';
import { useId, type ComponentProps } from 'react';

export type TextFieldProps = Omit<StandardTextFieldProps, 'select' | 'SelectProps' | 'slots'>;

type SlotProps = {
  input?: Record<string, unknown>;
  htmlInput?: Record<string, unknown>;
  inputLabel?: ComponentProps<typeof InputLabel>;
  formHelperText?: ComponentProps<typeof FormHelperText>;
};

/**
 * MUI's TextField in the theme's `standard` variant and without its `select` mode: the same markup,
 * classes, theme defaults and label, helper text and aria wiring, but without Select, Menu, Popover,
 * Modal and the filled and outlined inputs (~14 KB brotli), which MUI's TextField imports whether a
 * field uses them or not. For the entry pages' forms (issue 18); any other field uses MUI's TextField.
 */
export function TextField(inProps: TextFieldProps) {
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' }) as TextFieldProps;
  const {
    autoComplete,
    autoFocus = false,
    className,
    color = 'primary',
    defaultValue,
    disabled = false,
    error = false,
    FormHelperTextProps,
    fullWidth = false,
    helperText,
    id: idOverride,
    InputLabelProps,
    inputProps,
    InputProps,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline = false,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    required = false,
    rows,
    slotProps = {},
    type,
    value,
    variant = 'standard',
    ...other
  } = props;
  const slots: SlotProps = {
    input: InputProps,
    inputLabel: InputLabelProps,
    htmlInput: inputProps,
    formHelperText: FormHelperTextProps,
    ...(slotProps as SlotProps),
  };
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText && id ? `${id}-helper-text` : undefined;
  const inputLabelId = label && id ? `${id}-label` : undefined;

  return (
    <FormControl
      className={['MuiTextField-root', className].filter(Boolean).join(' ')}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      color={color}
      variant={variant}
      {...(other as ComponentProps<typeof FormControl>)}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...slots.inputLabel}>
          {label}
        </InputLabel>
      )}
      <Input
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={slots.htmlInput}
        {...slots.input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slots.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
