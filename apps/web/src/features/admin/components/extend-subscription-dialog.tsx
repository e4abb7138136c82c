import { adminSubscriptionActionSchema } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { FormError } from '@/components/form-error';
import { useSnackbar } from '@/lib/toast';
import { useServerSubmit } from '@/lib/use-server-submit';
import { useSubscriptionAction } from '../api/subscriptions';
import { checkedBy } from '../lib/checked-by';
import { contractNumberText } from '../lib/whole-number';
import { DigitsField } from './digits-field';

/** The days as typed, checked by the action's contract. */
const extendFormSchema = z
  .object({ days: contractNumberText })
  .transform(({ days }) => ({ action: 'extend' as const, days }))
  .transform(checkedBy(adminSubscriptionActionSchema));
type ExtendFormInput = z.input<typeof extendFormSchema>;
type ExtendFormOutput = z.output<typeof extendFormSchema>;
const SERVER_FIELDS = ['days'] as const;

/** Adds days to a subscription the provider does not bill (granted or local). */
export function ExtendSubscriptionDialog({
  open,
  subscriptionId,
  onClose,
}: {
  open: boolean;
  subscriptionId: number;
  onClose: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<ExtendFormInput, unknown, ExtendFormOutput>({
    resolver: zodResolver(extendFormSchema),
    defaultValues: { days: '30' },
  });
  const act = useSubscriptionAction(subscriptionId);
  const { submit, formError, setFormError } = useServerSubmit(form, act.mutate, {
    fields: SERVER_FIELDS,
    fallback: 'Não foi possível concluir a ação.',
    onSuccess: () => {
      enqueueSnackbar('Assinatura atualizada.', { variant: 'success' });
      onClose();
    },
  });
  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title="Estender a assinatura?"
      onClose={close}
      onSubmit={submit}
      pending={act.isPending}
      submitLabel="Estender"
      pendingLabel="Aguarde…"
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <DigitsField control={form.control} name="days" id="estender-dias" label="Dias a mais" fullWidth />
        <FormError message={formError} />
      </Stack>
    </FormDialog>
  );
}
