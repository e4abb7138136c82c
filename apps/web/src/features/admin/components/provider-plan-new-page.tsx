import { spaRoutes } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormError } from '@/components/form-error';
import { formatMoney } from '@/lib/format';
import { useCreateProviderPlan, usePlans } from '../api/plans';
import { PlansLoadError } from './plans-load-error';
import { SelectField } from './select-field';
import { useAdminSaveForm } from './use-admin-save-form';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';

const providerPlanFormSchema = z.object({
  subscription_plan: z
    .string()
    .min(1, 'Escolha o plano.')
    .transform((id) => Number(id)),
});
type ProviderPlanFormInput = z.input<typeof providerPlanFormSchema>;
type ProviderPlanFormOutput = z.output<typeof providerPlanFormSchema>;

/** /admin-dashboard/payment/subscription-plans/provider/new */
export function ProviderPlanNewPage() {
  const plans = usePlans();
  const form = useForm<ProviderPlanFormInput, unknown, ProviderPlanFormOutput>({
    resolver: zodResolver(providerPlanFormSchema),
    defaultValues: { subscription_plan: '' },
  });
  const { control } = form;
  const chosen = useWatch({ control, name: 'subscription_plan' });
  const {
    onSubmit: submit,
    error: formError,
    pending,
  } = useAdminSaveForm(form, useCreateProviderPlan(), {
    fields: ['subscription_plan'],
    fallback: 'Não foi possível criar o plano no provedor.',
    savedMessage: (created) => `Plano criado na Pagar.me: ${created.provider_plan_id}.`,
    leaveTo: spaRoutes.adminProviderPlans,
  });
  return (
    <>
      <AdminPageHeader
        title="Criar plano no provedor"
        back={{ to: spaRoutes.adminProviderPlans, label: 'Planos no provedor' }}
      />
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}
      >
        <Stack spacing={2.5}>
          <PlansLoadError plans={plans} />
          <SelectField control={control} name="subscription_plan" id="provedor-plano" label="Plano" required>
            {(plans.data ?? []).map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {p.name} — {formatMoney(p.price_cents)}
              </MenuItem>
            ))}
          </SelectField>
          <FormError message={formError} />
          <Button
            type="submit"
            variant="contained"
            disabled={!chosen || pending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {pending ? 'Criando…' : 'Criar na Pagar.me'}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
