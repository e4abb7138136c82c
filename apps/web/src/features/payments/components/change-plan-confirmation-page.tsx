import { spaRoutes } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/states';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/error-message';
import { changePlanRequest, usePlanChangePreview } from '../api/checkout';
import { planIdOf } from '../api/plans';
import { applySubscriptionChange, useSubscriptionInfo } from '../api/subscription';
import { useIdempotentAction } from '../hooks/use-idempotent-action';
import { describeCard } from '../lib/describe';
import { OUTCOME_UNKNOWN_MESSAGE } from '../lib/errors';
import { formatDate, formatMoney } from '@/lib/format';
import { formatPrice } from '../lib/format';
import { SummaryRow } from './ui';

/** /dashboard/payment/change-plan/:subscriptionPlanId/confirmation: the server's preview, then confirm. */
export function ChangePlanConfirmationPage() {
  const targetId = planIdOf(useParams().subscriptionPlanId);
  const preview = usePlanChangePreview(targetId);
  const info = useSubscriptionInfo();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const change = useIdempotentAction(changePlanRequest);

  const title = <PageHeader title="Confirmar mudança de plano" />;
  const back = (
    <Button component={RouterLink} to={spaRoutes.paymentChangePlan}>
      Escolher outro plano
    </Button>
  );
  if (Number.isNaN(targetId)) {
    return (
      <>
        {title}
        <Alert severity="warning" action={back}>
          Não encontramos este plano.
        </Alert>
      </>
    );
  }
  if (preview.isError) {
    return (
      <>
        {title}
        <ErrorState error={preview.error} fallback="Não foi possível calcular a mudança de plano." />
        {back}
      </>
    );
  }
  if (!preview.data) {
    return (
      <>
        {title}
        <LoadingState label="Calculando a mudança…" />
      </>
    );
  }
  const { current_plan: current, target_plan: target } = preview.data;
  const card = info.data?.subscription?.card ?? null;

  async function confirm() {
    try {
      const result = await change.run(() => ({ target_subscription_plan_id: targetId }));
      await applySubscriptionChange(queryClient, result);
      await navigate(spaRoutes.paymentChangePlanSuccess);
    } catch {
      // Shown below from change.error.
    }
  }

  return (
    <>
      {title}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Plano atual
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{current.name}</Typography>
            <Typography variant="body2">{formatPrice(current.price_cents, current.interval)}</Typography>
          </Box>
          <Box sx={{ flex: 1 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Novo plano
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{target.name}</Typography>
            <Typography variant="body2">{formatPrice(target.price_cents, target.interval)}</Typography>
          </Box>
        </Stack>
        <Divider />
        <Box component="dl" sx={{ m: 0, mt: 1 }}>
          <SummaryRow
            label={`Preço do plano ${target.name}`}
            value={formatMoney(preview.data.new_price_cents)}
          />
          <SummaryRow
            label="Crédito do período não usado"
            value={
              preview.data.credit_cents > 0 ? `− ${formatMoney(preview.data.credit_cents)}` : formatMoney(0)
            }
          />
          <SummaryRow
            label="A pagar agora"
            value={formatMoney(preview.data.amount_due_cents)}
            strong
            separated
          />
          {preview.data.refund_cents > 0 && (
            <SummaryRow
              label="Crédito que volta para o seu cartão"
              value={formatMoney(preview.data.refund_cents)}
            />
          )}
        </Box>
        {preview.data.refund_cents > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            O novo plano não consome todo o crédito do período já pago: o restante é estornado no cartão da
            última cobrança assim que a mudança for concluída. O prazo para aparecer na fatura depende da
            operadora.
          </Typography>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          Depois, {formatPrice(preview.data.new_price_cents, target.interval)}, com a próxima cobrança em{' '}
          {formatDate(preview.data.next_billing_at)}.
          {card && ` A cobrança é feita no cartão ${describeCard(card)}.`}
        </Typography>
        {change.error !== null && (
          <Alert severity={change.outcomeUnknown ? 'warning' : 'error'} role="alert" sx={{ mt: 2 }}>
            {change.outcomeUnknown
              ? OUTCOME_UNKNOWN_MESSAGE
              : errorMessage(change.error, 'Não foi possível mudar de plano. Tente novamente.')}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexDirection: { xs: 'column-reverse', sm: 'row' } }}>
          {back}
          <Button
            variant="contained"
            size="large"
            onClick={() => void confirm()}
            disabled={change.submitting}
            sx={{ ml: { sm: 'auto' } }}
          >
            {change.submitting ? 'Mudando de plano…' : 'Confirmar mudança'}
          </Button>
        </Box>
      </Paper>
    </>
  );
}
