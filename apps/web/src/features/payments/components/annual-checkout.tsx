import {
  installmentAmounts,
  installmentLabel,
  pixPriceCents,
  routePath,
  spaRoutes,
  type PaymentData,
  type PaymentMethod,
  type SubscriptionPlan,
  type UserSubscriptionInfo,
} from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SectionCard } from '@/components/section-card';
import { errorCode, errorMessage } from '@/lib/error-message';
import { formatDate, formatMoney } from '@/lib/format';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { createOrderRequest } from '../api/orders';
import { paymentKeys } from '../api/keys';
import { applySubscriptionChange } from '../api/subscription';
import { useIdempotentAction } from '../hooks/use-idempotent-action';
import { CardTokenError, tokenizeCard, type CardInput } from '../lib/card-token';
import { OUTCOME_UNKNOWN_MESSAGE } from '../lib/errors';
import { CardForm } from './card-form';
import { BillingDataSection } from './order-summary';
import { SummaryRow } from './ui';
import { billingDataPath } from '../lib/paths';

const METHODS: { value: PaymentMethod; label: string }[] = [
  { value: 'pix', label: 'Pix' },
  { value: 'boleto', label: 'Boleto' },
  { value: 'credit_card', label: 'Cartão' },
];

const methodFrom = (value: string | null): PaymentMethod =>
  METHODS.some((m) => m.value === value) ? (value as PaymentMethod) : 'pix';

/**
 * The annual plan bought as one order: Pix (with the plan's Pix discount), boleto, or the card in up
 * to `max_installments` instalments without interest. Pix and boleto continue on the order's page,
 * which follows the payment; a card is charged at once.
 */
export function AnnualCheckout({
  plan,
  paymentData,
  info,
}: {
  plan: SubscriptionPlan;
  paymentData: PaymentData;
  info: UserSubscriptionInfo;
}) {
  const [search, setSearch] = useSearchParams();
  const method = methodFrom(search.get('metodo'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const order = useIdempotentAction(createOrderRequest);
  const [installments, setInstallments] = useState(plan.max_installments);
  const pixPrice = pixPriceCents(plan.price_cents, plan.pix_discount_percent);
  const currentEnd = info.subscription?.current_period_end ?? null;

  async function place(prepare: () => Promise<Parameters<typeof createOrderRequest>[0]>) {
    try {
      const created = await order.run(prepare);
      queryClient.setQueryData(paymentKeys.order(created.id), created);
      if (created.status === 'paid') {
        await applySubscriptionChange(queryClient);
        await navigate(spaRoutes.paymentSuccess);
      } else {
        await navigate(routePath(spaRoutes.paymentOrder, { orderId: created.id }));
      }
    } catch (error) {
      if (error instanceof CardTokenError) throw error;
      if (errorCode(error) === 'payment_data_missing') {
        await navigate(billingDataPath(plan.id));
      }
    }
  }

  const error = order.error instanceof CardTokenError ? null : order.error;
  const errorAlert =
    error !== null ? (
      order.outcomeUnknown ? (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={order.startOver}>
              Recomeçar
            </Button>
          }
        >
          {OUTCOME_UNKNOWN_MESSAGE}
        </Alert>
      ) : (
        <Alert severity="error" role="alert">
          {errorMessage(error, 'Não foi possível criar o pedido. Tente novamente.')}
        </Alert>
      )
    ) : null;

  return (
    <Stack spacing={3}>
      <SectionCard id="resumo" title="Resumo do pedido">
        <Box component="dl" sx={{ m: 0 }}>
          <SummaryRow label={`Plano ${plan.name} (12 meses)`} value={formatMoney(plan.price_cents)} />
          {plan.pix_discount_percent > 0 && (
            <SummaryRow
              label={`No Pix, ${plan.pix_discount_percent}% de desconto`}
              value={formatMoney(pixPrice)}
            />
          )}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          Pagamento único, sem renovação automática: perto do fim avisamos por e-mail para renovar.
          {currentEnd &&
            ` Seu acesso atual vai até ${formatDate(currentEnd)}; o novo ano começa quando ele terminar.`}
          {info.subscription?.billing === 'recurring' &&
            info.subscription.status === 'active' &&
            !info.subscription.granted &&
            ' A assinatura no cartão será cancelada ao fim do período já pago, sem nova cobrança.'}
        </Typography>
      </SectionCard>
      <BillingDataSection data={paymentData} planId={plan.id} />
      <SectionCard id="pagamento" title="Forma de pagamento">
        <Tabs
          value={method}
          onChange={(_, value: PaymentMethod) => {
            order.clearError();
            setSearch(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('metodo', value);
                return next;
              },
              { replace: true },
            );
          }}
          aria-label="Forma de pagamento"
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}
        >
          {METHODS.map((m) => (
            <Tab
              key={m.value}
              value={m.value}
              label={m.label}
              id={`metodo-${m.value}`}
              aria-controls={`painel-${m.value}`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`painel-${method}`} aria-labelledby={`metodo-${method}`}>
          {method === 'pix' && (
            <SlipPanel
              text={`Pague ${formatMoney(pixPrice)} com o QR code ou o Pix copia e cola no app do seu banco. O código vale por 30 minutos e a confirmação é imediata.`}
              error={errorAlert}
              submitting={order.submitting}
              label={`Pagar ${formatMoney(pixPrice)} com Pix`}
              submittingLabel="Gerando o Pix…"
              onPlace={() => void place(async () => ({ subscription_plan: plan.id, method: 'pix' }))}
            />
          )}
          {method === 'boleto' && (
            <SlipPanel
              text={`O boleto de ${formatMoney(plan.price_cents)} vence em 3 dias. O pagamento leva até 3 dias úteis para ser confirmado pelo banco; seu acesso começa na confirmação.`}
              error={errorAlert}
              submitting={order.submitting}
              label="Gerar boleto"
              submittingLabel="Gerando o boleto…"
              onPlace={() => void place(async () => ({ subscription_plan: plan.id, method: 'boleto' }))}
            />
          )}
          {method === 'credit_card' && (
            <Stack spacing={2.5}>
              <TextField
                select
                label="Parcelas"
                value={installments}
                onChange={(event) => setInstallments(Number(event.target.value))}
                disabled={order.submitting || order.outcomeUnknown}
                helperText={installmentDetail(plan.price_cents, installments)}
              >
                {Array.from({ length: plan.max_installments }, (_, index) => index + 1).map((count) => (
                  <MenuItem key={count} value={count}>
                    {installmentLabel(plan.price_cents, count)}
                  </MenuItem>
                ))}
              </TextField>
              <CardForm
                holderDocument={paymentData.cpf}
                submitLabel={`Pagar ${installmentLabel(plan.price_cents, installments)}`}
                submittingLabel="Processando pagamento…"
                submitting={order.submitting}
                locked={order.outcomeUnknown}
                onSubmit={(card: CardInput) =>
                  place(async () => {
                    const token = await tokenizeCard(card, getRuntimeConfig().cardProvider);
                    return {
                      subscription_plan: plan.id,
                      method: 'credit_card',
                      installments,
                      card_token: token.id,
                    };
                  })
                }
                beforeSubmit={errorAlert}
              />
            </Stack>
          )}
        </Box>
      </SectionCard>
    </Stack>
  );
}

/** Pix or boleto: what happens next, what went wrong, and the button that creates the order. */
function SlipPanel({
  text,
  error,
  submitting,
  label,
  submittingLabel,
  onPlace,
}: {
  text: string;
  error: ReactNode;
  submitting: boolean;
  label: string;
  submittingLabel: string;
  onPlace: () => void;
}) {
  return (
    <Stack spacing={2}>
      <Typography>{text}</Typography>
      {error}
      <Button variant="contained" size="large" disabled={submitting} onClick={onPlace}>
        {submitting ? submittingLabel : label}
      </Button>
    </Stack>
  );
}

/** "8x de R$ 24,92 e 4x de R$ 24,91 — total R$ 299,00": every instalment, to the centavo. */
function installmentDetail(totalCents: number, count: number) {
  const amounts = installmentAmounts(totalCents, count);
  const groups = new Map<number, number>();
  for (const amount of amounts) groups.set(amount, (groups.get(amount) ?? 0) + 1);
  const parts = [...groups].map(([amount, times]) => `${times}x de ${formatMoney(amount)}`);
  return `${parts.join(' e ')} — total ${formatMoney(totalCents)}, sem juros`;
}
