import { routePath, spaRoutes, type AdminPlan } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { usePlan, useSavePlan } from '../api/plans';
import { DigitsField } from './digits-field';
import {
  PLAN_SERVER_FIELDS,
  planFormDefaults,
  planFormSchema,
  type PlanFormInput,
  type PlanFormOutput,
} from './plan-form-values';
import { NameDescriptionFields } from './name-description-fields';
import { PriceField } from './price-field';
import { NewOrEditPage } from './new-or-edit-page';
import { SelectField } from './select-field';
import { useAdminSaveForm } from './use-admin-save-form';
import { FormShell } from '@/components/admin-kit/form-shell';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';

/** /admin-dashboard/payment/subscription-plans/new and /:subscriptionPlanId/edit */
export function PlanFormPage() {
  return (
    <NewOrEditPage
      param="subscriptionPlanId"
      useItem={usePlan}
      fallback="Não foi possível carregar o plano."
      back={{ to: spaRoutes.adminSubscriptionPlans, label: 'Planos' }}
      errorTitle="Editar plano"
    >
      {(p) => <PlanForm plan={p} />}
    </NewOrEditPage>
  );
}

function PlanForm({ plan }: { plan?: AdminPlan }) {
  const schema = useMemo(() => planFormSchema(plan?.access_config), [plan]);
  const form = useForm<PlanFormInput, unknown, PlanFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: planFormDefaults(plan),
  });
  const { register, control } = form;
  const { errors } = form.formState;
  const shell = useAdminSaveForm(form, useSavePlan(plan), {
    fields: PLAN_SERVER_FIELDS,
    fallback: 'Não foi possível salvar o plano.',
    savedMessage: 'Plano salvo.',
    leaveTo: (saved) => routePath(spaRoutes.adminSubscriptionPlan, { subscriptionPlanId: saved.id }),
  });
  return (
    <>
      <AdminPageHeader
        title={plan ? `Editar plano ${plan.name}` : 'Novo plano'}
        back={{ to: spaRoutes.adminSubscriptionPlans, label: 'Planos' }}
      />
      <FormShell
        {...shell}
        submitLabel="Salvar plano"
        cancelTo={spaRoutes.adminSubscriptionPlans}
        maxWidth={720}
      >
        <NameDescriptionFields
          idPrefix="plano"
          name={register('name')}
          description={register('description')}
          errors={errors}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <PriceField control={control} name="price_cents" id="plano-preco" example="29,90" fullWidth />
          <SelectField control={control} name="interval" id="plano-intervalo" label="Cobrança" fullWidth>
            <MenuItem value="month">Mensal</MenuItem>
            <MenuItem value="year">Anual</MenuItem>
          </SelectField>
          <DigitsField
            control={control}
            name="interval_count"
            id="plano-interval_count"
            label="A cada (períodos)"
            fullWidth
          />
        </Stack>
        <DigitsField control={control} name="trial_days" id="plano-trial_days" label="Dias de teste grátis" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DigitsField
            control={control}
            name="max_installments"
            id="plano-max_installments"
            label="Parcelas no cartão (plano anual, até 12)"
            fullWidth
          />
          <DigitsField
            control={control}
            name="pix_discount_percent"
            id="plano-pix_discount_percent"
            label="Desconto no Pix (%)"
            fullWidth
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DigitsField
            control={control}
            name="access_config.max_students"
            id="plano-max_students"
            label="Máximo de alunos"
            fullWidth
          />
          <DigitsField
            control={control}
            name="access_config.max_custom_lessons"
            id="plano-max_custom_lessons"
            label="Livros próprios"
            fullWidth
          />
          <DigitsField
            control={control}
            name="access_config.teachers_accounts"
            id="plano-teachers_accounts"
            label="Contas de professor"
            fullWidth
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <YesNoField control={control} name="access_config.ads" id="plano-ads" label="Mostra anúncios" />
          <YesNoField control={control} name="is_public" id="plano-is_public" label="Visível no site" />
          <YesNoField control={control} name="is_active" id="plano-is_active" label="À venda (ativo)" />
        </Stack>
      </FormShell>
    </>
  );
}

function YesNoField({
  control,
  name,
  id,
  label,
}: {
  control: Control<PlanFormInput, unknown, PlanFormOutput>;
  name: 'access_config.ads' | 'is_public' | 'is_active';
  id: string;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          id={id}
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value ? 'sim' : 'nao'}
          onChange={(event) => field.onChange(event.target.value === 'sim')}
          onBlur={field.onBlur}
          fullWidth
        >
          <MenuItem value="sim">Sim</MenuItem>
          <MenuItem value="nao">Não</MenuItem>
        </TextField>
      )}
    />
  );
}
