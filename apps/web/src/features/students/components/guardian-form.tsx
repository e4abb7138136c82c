import {
  GUARDIAN_RELATIONSHIP_LABELS,
  GUARDIAN_RELATIONSHIPS,
  formatMobile,
  guardianInputSchema,
  type Guardian,
  type GuardianInput,
} from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormError } from '@/components/form-error';
// The components' masks, not the contracts' (brazil.ts): the same pattern without a shared chunk more
// on the dashboard home.
import { FormMaskedText, masks } from '@/components/masked-text-field';
import { DialogSubmitActions } from '@/components/submit-actions';
import { fieldWithError } from '@/lib/form-errors';
import { useSnackbar } from '@/lib/toast';
import { useServerSubmit } from '@/lib/use-server-submit';
import { useSaveGuardian } from '../api/guardians';

// Empty inputs mean "no contact of this kind"; the contract's schema then checks at least one is given.
const formSchema = z
  .object({ name: z.string(), relationship: z.string(), email: z.string(), phone: z.string() })
  .transform(
    (v) =>
      ({
        name: v.name,
        relationship: v.relationship,
        email: v.email.trim() || null,
        phone: v.phone.trim() || null,
      }) as GuardianInput,
  )
  .pipe(guardianInputSchema);
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

/** Adds or edits one guardian of a student: name, parentesco and at least one contact. */
export function GuardianForm({
  studentId,
  guardian,
  onDone,
}: {
  studentId: number;
  guardian: Guardian | null;
  onDone: () => void;
}) {
  const save = useSaveGuardian(studentId, guardian?.id ?? null);
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: guardian?.name ?? '',
      relationship: guardian?.relationship ?? '',
      email: guardian?.email ?? '',
      phone: guardian?.phone ? formatMobile(guardian.phone) : '',
    },
  });
  const { register, control } = form;
  const { errors } = form.formState;
  const { submit, formError } = useServerSubmit(form, (values, callbacks) => save.mutate(values, callbacks), {
    fields: ['name', 'relationship', 'email', 'phone'],
    fallback: 'Não foi possível salvar o responsável.',
    onSuccess: (saved: Guardian) => {
      enqueueSnackbar(`${saved.name} salvo.`, { variant: 'success' });
      onDone();
    },
  });

  return (
    <form noValidate onSubmit={submit} aria-label={guardian ? 'Editar responsável' : 'Novo responsável'}>
      <Stack spacing={2.5} sx={{ px: 3, pt: 1 }}>
        <TextField
          {...fieldWithError(register, errors, 'name')}
          id="responsavel-nome"
          label="Nome do responsável"
          autoComplete="off"
          fullWidth
        />
        <Controller
          control={control}
          name="relationship"
          render={({ field, fieldState }) => (
            <TextField
              select
              id="responsavel-parentesco"
              label="Parentesco"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              fullWidth
            >
              {GUARDIAN_RELATIONSHIPS.map((value) => (
                <MenuItem key={value} value={value}>
                  {GUARDIAN_RELATIONSHIP_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          {...fieldWithError(register, errors, 'email', 'Informe o e-mail, o celular ou os dois.')}
          id="responsavel-email"
          label="E-mail"
          type="email"
          autoComplete="off"
          fullWidth
        />
        <FormMaskedText
          control={control}
          name="phone"
          id="responsavel-celular"
          label="Celular (WhatsApp)"
          mask={masks.mobile}
          inputMode="tel"
          placeholder="(11) 98765-4321"
          fullWidth
        />
        <FormError message={formError} />
      </Stack>
      <DialogSubmitActions onCancel={onDone} pending={save.isPending} label="Salvar responsável" />
    </form>
  );
}
