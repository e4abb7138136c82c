import { zodResolver } from '@hookform/resolvers/zod';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  cardFormSchema,
  emptyCardForm,
  toCardInput,
  type CardFormInput,
  type CardFormValues,
} from '../lib/card-form';
import { CardTokenError, type CardField, type CardInput } from '../lib/card-token';
import { FormMaskedText, masks, type MaskPattern } from '@/components/masked-text-field';

const fieldNames: Record<CardField, keyof CardFormInput> = {
  number: 'number',
  holder_name: 'holder_name',
  holder_document: 'holder_document',
  expiry: 'expiry',
  cvv: 'cvv',
};

/**
 * The card form. `onSubmit` tokenises at the provider and calls our API; a `CardTokenError` it throws
 * lands under the card fields, anything else is the caller's to show.
 */
export function CardForm({
  holderDocument,
  submitLabel,
  submittingLabel,
  submitting,
  locked = false,
  onSubmit,
  beforeSubmit,
}: {
  holderDocument: string;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  /** The card of an attempt with an unknown outcome is being sent again: it cannot change meanwhile. */
  locked?: boolean;
  onSubmit: (card: CardInput) => Promise<unknown>;
  /** Shown just above the button (totals, errors). */
  beforeSubmit?: ReactNode;
}) {
  const schema = useMemo(() => cardFormSchema(), []);
  const [cardError, setCardError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<CardFormInput, unknown, CardFormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyCardForm(holderDocument),
  });

  const submit = handleSubmit(async (values) => {
    setCardError(null);
    try {
      await onSubmit(toCardInput(values));
    } catch (error) {
      if (!(error instanceof CardTokenError)) return;
      let first = true;
      for (const [field, message] of Object.entries(error.fieldErrors) as [CardField, string][]) {
        setError(fieldNames[field], { type: 'provider', message }, { shouldFocus: first });
        first = false;
      }
      setCardError(error.message);
    }
  });

  const masked = (
    name: Exclude<keyof CardFormInput, 'holder_name'>,
    props: {
      id: string;
      label: string;
      mask: MaskPattern;
      autoComplete?: string;
      helperText?: string;
      fullWidth?: boolean;
    },
  ) => <FormMaskedText {...props} control={control} name={name} disabled={locked} required />;

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label="Cartão de crédito">
      {masked('number', {
        id: 'cartao-numero',
        label: 'Número do cartão',
        mask: masks.card,
        autoComplete: 'cc-number',
        fullWidth: true,
      })}
      <Controller
        control={control}
        name="holder_name"
        render={({ field, fieldState }) => (
          <TextField
            id="cartao-nome"
            label="Nome impresso no cartão"
            autoComplete="cc-name"
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value.toUpperCase())}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={locked}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
            required
            fullWidth
          />
        )}
      />
      <Stack direction="row" spacing={2.5}>
        {masked('expiry', {
          id: 'cartao-validade',
          label: 'Validade',
          mask: masks.expiry,
          autoComplete: 'cc-exp',
          helperText: 'MM/AA',
          fullWidth: true,
        })}
        {masked('cvv', {
          id: 'cartao-cvv',
          label: 'CVV',
          mask: masks.cvv,
          autoComplete: 'cc-csc',
          helperText: 'Verso do cartão',
          fullWidth: true,
        })}
      </Stack>
      {masked('holder_document', {
        id: 'cartao-cpf',
        label: 'CPF do titular do cartão',
        mask: masks.cpf,
        fullWidth: true,
      })}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary' }}>
        <LockOutlined fontSize="small" aria-hidden="true" sx={{ mt: 0.25 }} />
        <Typography variant="body2">
          Os dados do cartão vão direto para a operadora de pagamento (Pagar.me). A Aula não recebe nem guarda
          o número do cartão.
        </Typography>
      </Box>
      {cardError && (
        <Alert severity="error" role="alert">
          {cardError}
        </Alert>
      )}
      {beforeSubmit}
      <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
        {submitting ? submittingLabel : submitLabel}
      </Button>
    </Stack>
  );
}
