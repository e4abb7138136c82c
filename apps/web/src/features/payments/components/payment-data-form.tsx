import { BRAZILIAN_STATES, paymentDataSchema, type PaymentData } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '@/lib/form-errors';
import { useSavePaymentData } from '../api/payment-data';
import { useCepLookup } from '../hooks/use-cep-lookup';
import { FormText } from './form-text';
import { FormMaskedText, MaskedTextField, masks } from '@/components/masked-text-field';

type FormInput = z.input<typeof paymentDataSchema>;

const FIELDS = [
  'full_name',
  'cpf',
  'phone',
  'cep',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'state',
] as const;

/** Stored digits back into the masks' shape, so the fields show them formatted. */
function formatted(data: PaymentData | null, fallbackName: string): FormInput {
  const cpf = data?.cpf ?? '';
  const cep = data?.cep ?? '';
  const phone = data?.phone ?? '';
  return {
    full_name: data?.full_name ?? fallbackName,
    cpf: cpf.length === 11 ? `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}` : cpf,
    phone:
      phone.length >= 10
        ? `(${phone.slice(0, 2)}) ${phone.slice(2, phone.length - 4)}-${phone.slice(-4)}`
        : phone,
    cep: cep.length === 8 ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep,
    street: data?.street ?? '',
    number: data?.number ?? '',
    complement: data?.complement ?? '',
    neighborhood: data?.neighborhood ?? '',
    city: data?.city ?? '',
    state: data?.state ?? '',
  };
}

/** Billing data (name, CPF, phone, address by CEP). Saved with PUT; the schema keeps only digits. */
export function PaymentDataForm({
  initial,
  fallbackName,
  submitLabel,
  onSaved,
}: {
  initial: PaymentData | null;
  fallbackName: string;
  submitLabel: string;
  onSaved: (data: PaymentData) => void;
}) {
  const save = useSavePaymentData();
  const [formError, setFormError] = useState<string | null>(null);
  const { handleSubmit, control, setValue, setError, setFocus, formState } = useForm<
    FormInput,
    unknown,
    PaymentData
  >({
    resolver: zodResolver(paymentDataSchema),
    defaultValues: formatted(initial, fallbackName),
  });
  const { errors } = formState;
  const { status: cepStatus, onCepChange } = useCepLookup(initial?.cep ?? '', (address) => {
    const fill = { street: address.street, neighborhood: address.neighborhood, city: address.city };
    for (const [field, value] of Object.entries(fill) as [keyof typeof fill, string][]) {
      if (value) setValue(field, value, { shouldValidate: true, shouldDirty: true });
    }
    if ((BRAZILIAN_STATES as readonly string[]).includes(address.state)) {
      setValue('state', address.state, { shouldValidate: true, shouldDirty: true });
    }
    setFocus(address.street ? 'number' : 'street');
  });

  const submit = handleSubmit((values) => {
    setFormError(null);
    save.mutate(values, {
      onSuccess: onSaved,
      onError: (error) =>
        setFormError(
          applyServerErrors(error, setError, FIELDS, 'Não foi possível salvar seus dados. Tente novamente.'),
        ),
    });
  });

  const cepHelper =
    errors.cep?.message ??
    (cepStatus.state === 'done' && cepStatus.message
      ? cepStatus.message
      : 'Digite o CEP e preenchemos o endereço para você.');

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label="Dados de cobrança">
      <FormText
        control={control}
        name="full_name"
        id="cobranca-nome"
        label="Nome completo"
        autoComplete="name"
        required
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <FormMaskedText
          control={control}
          name="cpf"
          id="cobranca-cpf"
          label="CPF"
          mask={masks.cpf}
          required
          fullWidth
        />
        <FormMaskedText
          control={control}
          name="phone"
          id="cobranca-telefone"
          label="Telefone com DDD"
          mask={masks.phone}
          inputMode="tel"
          autoComplete="tel-national"
          required
          fullWidth
        />
      </Stack>
      <Controller
        control={control}
        name="cep"
        render={({ field }) => (
          <MaskedTextField
            id="cobranca-cep"
            label="CEP"
            mask={masks.cep}
            autoComplete="postal-code"
            value={field.value ?? ''}
            onChange={(value) => {
              field.onChange(value);
              onCepChange(value);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(errors.cep) || (cepStatus.state === 'done' && Boolean(cepStatus.error))}
            helperText={cepHelper}
            required
            sx={{ maxWidth: { sm: 280 } }}
            slotProps={{
              input: {
                endAdornment:
                  cepStatus.state === 'loading' ? (
                    <InputAdornment position="end">
                      <CircularProgress size={18} aria-label="Buscando endereço" />
                    </InputAdornment>
                  ) : undefined,
              },
            }}
          />
        )}
      />
      <FormText
        control={control}
        name="street"
        id="cobranca-rua"
        label="Rua"
        autoComplete="address-line1"
        required
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <FormText
          control={control}
          name="number"
          id="cobranca-numero"
          label="Número"
          required
          sx={{ maxWidth: { sm: 160 } }}
          fullWidth
        />
        <FormText
          control={control}
          name="complement"
          id="cobranca-complemento"
          label="Complemento"
          autoComplete="address-line2"
          helperText="Opcional."
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <FormText
          control={control}
          name="neighborhood"
          id="cobranca-bairro"
          label="Bairro"
          required
          fullWidth
        />
        <FormText
          control={control}
          name="city"
          id="cobranca-cidade"
          label="Cidade"
          autoComplete="address-level2"
          required
          fullWidth
        />
        <FormText
          control={control}
          name="state"
          id="cobranca-estado"
          label="Estado"
          select
          required
          sx={{ minWidth: { sm: 120 } }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">UF</option>
          {BRAZILIAN_STATES.map((uf) => (
            <option key={uf} value={uf}>
              {uf}
            </option>
          ))}
        </FormText>
      </Stack>
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <div>
        <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
          {save.isPending ? 'Salvando…' : submitLabel}
        </Button>
      </div>
    </Stack>
  );
}
