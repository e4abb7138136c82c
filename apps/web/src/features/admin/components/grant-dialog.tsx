import { adminPlanSchema, adminSubscriptionDetailSchema } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { z } from 'zod';
import { DialogSubmitActions } from '@/components/submit-actions';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { saveErrors } from './ui';

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
  const plans = useAdminQuery(open ? '/payment/subscription-plans' : null, z.array(adminPlanSchema));
  const [plan, setPlan] = useState('');
  const [days, setDays] = useState('30');
  const [reason, setReason] = useState('');
  const { enqueueSnackbar } = useSnackbar();
  const grant = useAdminMutation(
    (body: { user: number; subscription_plan: number; days: number; reason: string }) => ({
      path: '/payment/grant-subscription',
      method: 'POST',
      body,
    }),
    adminSubscriptionDetailSchema,
  );
  const { fields, message: saveError } = saveErrors(grant.error, 'Não foi possível conceder a assinatura.');
  const submit = () =>
    grant.mutate(
      { user: userId, subscription_plan: Number(plan), days: Number(days), reason },
      {
        onSuccess: () => {
          enqueueSnackbar(`Assinatura concedida a ${userName}.`, { variant: 'success' });
          onClose();
        },
      },
    );
  return (
    <Dialog
      open={open}
      onClose={grant.isPending ? undefined : onClose}
      aria-labelledby={`${id}-t`}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-t`}>Conceder assinatura a {userName}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            id={`${id}-plano`}
            label="Plano"
            value={plan}
            onChange={(e) => setPlan(e.target.value)}
            error={!!fields.subscription_plan}
            helperText={fields.subscription_plan}
          >
            {(plans.data ?? []).map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {p.name}
                {p.is_active ? '' : ' (inativo)'}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id={`${id}-dias`}
            label="Dias"
            type="number"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            error={!!fields.days}
            helperText={fields.days ?? 'A assinatura termina sozinha ao fim desse prazo.'}
            slotProps={{ htmlInput: { min: 1, max: 3650 } }}
          />
          <TextField
            id={`${id}-motivo`}
            label="Motivo"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={!!fields.reason}
            helperText={fields.reason ?? 'Fica registrado na auditoria.'}
            multiline
            minRows={2}
          />
          {saveError && (
            <Alert severity="error" role="alert">
              {saveError}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogSubmitActions
        onCancel={onClose}
        pending={grant.isPending}
        label="Conceder"
        pendingLabel="Aguarde…"
        disabled={!plan}
        onSubmit={submit}
      />
    </Dialog>
  );
}
