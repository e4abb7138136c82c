import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { forwardRef, type ComponentType } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { IMaskInput } from 'react-imask';

/** A pattern ("000.000.000-00") or alternatives tried in order (landline, then mobile). */
export type MaskPattern = string | readonly { mask: string }[];

export const masks = {
  cpf: '000.000.000-00',
  cep: '00000-000',
  phone: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }],
  mobile: '(00) 00000-0000',
  card: '0000 0000 0000 0000 000',
  expiry: '00/00',
  cvv: '0000',
} as const satisfies Record<string, MaskPattern>;

interface AdapterProps {
  name?: string;
  mask: MaskPattern;
  onChange: (event: { target: { name?: string; value: string } }) => void;
}

const MaskAdapter = forwardRef<HTMLInputElement, AdapterProps>(function MaskAdapter(
  { onChange, mask, ...other },
  ref,
) {
  const Input = IMaskInput as unknown as ComponentType<Record<string, unknown>>;
  return (
    <Input
      {...other}
      mask={typeof mask === 'string' ? mask : mask.map((m) => ({ ...m }))}
      inputRef={ref}
      onAccept={(value: string) => onChange({ target: { name: other.name, value } })}
    />
  );
});

export type MaskedTextFieldProps = Omit<TextFieldProps, 'onChange' | 'value'> & {
  mask: MaskPattern;
  value: string;
  /** The masked text as shown ("529.982.247-25"); schemas keep only the digits. */
  onChange: (value: string) => void;
  inputMode?: 'numeric' | 'tel' | 'text';
};

/** An underlined MUI field with an input mask (PROVIDERS.md masks); the value is the masked text. */
export function MaskedTextField({
  mask,
  value,
  onChange,
  inputMode = 'numeric',
  slotProps,
  ...props
}: MaskedTextFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        ...slotProps,
        input: { ...(slotProps?.input as object), inputComponent: MaskAdapter as never },
        htmlInput: { ...(slotProps?.htmlInput as object), mask, inputMode },
      }}
    />
  );
}

/** A masked field bound to a react-hook-form as a controlled input, its error under it. */
export function FormMaskedText<T extends FieldValues, U extends FieldValues>({
  control,
  name,
  ...props
}: Omit<MaskedTextFieldProps, 'name' | 'value' | 'onChange'> & {
  control: Control<T, unknown, U>;
  name: Path<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MaskedTextField
          {...props}
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
