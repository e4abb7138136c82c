import { paymentProcessorInputSchema, spaRoutes } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateProcessor } from '../api/catalogue';
import { SwitchField } from './switch-field';
import { useAdminSaveForm } from './use-admin-save-form';
import { FormShell } from '@/components/admin-kit/form-shell';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { fieldWithError } from '@/lib/form-errors';

type ProcessorFormInput = z.input<typeof paymentProcessorInputSchema>;
type ProcessorFormOutput = z.output<typeof paymentProcessorInputSchema>;
const SERVER_FIELDS = ['name', 'public_key', 'secret_key', 'is_active', 'is_default'] as const;

/** /admin-dashboard/payment/payment-processors/new (superusers) */
export function ProcessorNewPage() {
  const form = useForm<ProcessorFormInput, unknown, ProcessorFormOutput>({
    resolver: zodResolver(paymentProcessorInputSchema),
    defaultValues: {
      name: '',
      provider: 'pagarme',
      public_key: '',
      secret_key: '',
      is_active: true,
      is_default: false,
    },
  });
  const { register, control } = form;
  const { errors } = form.formState;
  const shell = useAdminSaveForm(form, useCreateProcessor(), {
    fields: SERVER_FIELDS,
    fallback: 'Não foi possível salvar.',
    savedMessage: 'Processador cadastrado.',
    leaveTo: spaRoutes.adminProcessors,
  });
  return (
    <>
      <AdminPageHeader
        title="Novo processador"
        subtitle="Provedor: Pagar.me."
        back={{ to: spaRoutes.adminProcessors, label: 'Processadores' }}
      />
      <FormShell {...shell} submitLabel="Salvar processador" cancelTo={spaRoutes.adminProcessors}>
        <TextField {...fieldWithError(register, errors, 'name')} id="proc-nome" label="Nome" required />
        <TextField
          {...fieldWithError(register, errors, 'public_key')}
          id="proc-publica"
          label="Chave pública"
          required
        />
        <TextField
          {...fieldWithError(register, errors, 'secret_key', 'Não será mostrada de novo.')}
          id="proc-secreta"
          label="Chave secreta"
          type="password"
          autoComplete="off"
          required
        />
        <SwitchField control={control} name="is_active" label="Ativo" />
        <SwitchField control={control} name="is_default" label="Padrão" />
      </FormShell>
    </>
  );
}
