import { grantSubscriptionInputSchema } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useSnackbar } from '@/lib/toast';
import { checkedBy } from '../lib/checked-by';
import { contractNumberText } from '../lib/whole-number';
import { FormDialog } from '@/components/form-dialog';
import { FormError } from '@/components/form-error';
import { useServerSubmit } from '@/lib/use-server-submit';
import { fieldWithError } from '@/lib/form-errors';
import { usePlans } from '../api/plans';
import { PlansLoadError } from './plans-load-error';
import { useGrantSubscription } from '../api/subscriptions';
import { DigitsField } from './digits-field';
import { SelectField } from './select-field';

/** The inputs as typed, checked by the grant's contract (the user comes from the page). */
const grantFormSchema = z
  .object({ subscription_plan: z.string(), days: contractNumberText, reason: z.string() })
  .transform(({ subscription_plan, days, reason }) => ({
    subscription_plan: Number(subscription_plan),
    days,
    reason,
  }))
  .transform(checkedBy(grantSubscriptionInputSchema.omit({ user: true })));
type GrantFormInput = z.input<typeof grantFormSchema>;
type GrantFormOutput = z.output<typeof grantFormSchema>;
const SERVER_FIELDS = ['subscription_plan', 'days', 'reason'] as const;

/** Gives a user a plan for N days without payment; recorded as granted by the current staff member. */
export function GrantDialog({
  open,
  userId,
  userName,
  onClose,
}: {
  open: boolean;
  userId: number;
  userName: string;
  onClose: () => void;
}) {
  const id = useId();
  const plans = usePlans({ enabled: open });
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<GrantFormInput, unknown, GrantFormOutput>({
    resolver: zodResolver(grantFormSchema),
    defaultValues: { subscription_plan: '', days: '30', reason: '' },
  });
  const { register, control } = form;
  const { errors } = form.formState;
  const plan = useWatch({ control, name: 'subscription_plan' });
  const grant = useGrantSubscription(userId);
  const { submit, formError } = useServerSubmit(form, grant.mutate, {
    fields: SERVER_FIELDS,
    fallback: 'Não foi possível conceder a assinatura.',
    onSuccess: () => {
      enqueueSnackbar(`Assinatura concedida a ${userName}.`, { variant: 'success' });
      onClose();
    },
  });
  return (
    <FormDialog
      open={open}
      title={`Conceder assinatura a ${userName}`}
      onClose={onClose}
      onSubmit={submit}
      pending={grant.isPending}
      submitLabel="Conceder"
      pendingLabel="Aguarde…"
      submitDisabled={!plan}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <PlansLoadError plans={plans} />
        <SelectField control={control} name="subscription_plan" id={`${id}-plano`} label="Plano">
          {(plans.data ?? []).map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.name}
              {p.is_active ? '' : ' (inativo)'}
            </MenuItem>
          ))}
        </SelectField>
        <DigitsField
          control={control}
          name="days"
          id={`${id}-dias`}
          label="Dias"
          helperText="A assinatura termina sozinha ao fim desse prazo."
        />
        <TextField
          {...fieldWithError(register, errors, 'reason', 'Fica registrado na auditoria.')}
          id={`${id}-motivo`}
          label="Motivo"
          multiline
          minRows={2}
        />
        <FormError message={formError} />
      </Stack>
    </FormDialog>
  );
}
