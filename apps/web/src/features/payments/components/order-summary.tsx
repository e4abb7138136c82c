import type { CouponValidation, PaymentData, SubscriptionPlan } from '@aula/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '@/components/section-card';
import { plural } from '@/lib/plural';
import { describeCoupon, formatCep, maskedCpf } from '../lib/describe';
import { formatMoney } from '@/lib/format';
import { formatPrice } from '../lib/format';
import { billingDataPath } from '../lib/paths';
import { SummaryRow } from './ui';

/** Plan, coupon discount and the total charged today; the server recomputes all of it. */
export function OrderSummary({ plan, coupon }: { plan: SubscriptionPlan; coupon: CouponValidation | null }) {
  const price = plan.price_cents;
  const total = coupon?.total_cents ?? price;
  const recurring = formatPrice(price, plan.interval, plan.interval_count);
  return (
    <Box>
      <Box component="dl" sx={{ m: 0 }}>
        <SummaryRow label={`Plano ${plan.name}`} value={recurring} />
        {coupon && (
          <SummaryRow
            label={`Desconto (cupom ${coupon.code})`}
            value={`− ${formatMoney(coupon.discount_cents)}`}
          />
        )}
        <SummaryRow label="Total hoje" value={formatMoney(total)} strong separated />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {coupon && coupon.cycles === null
          ? `Com o cupom, ${describeCoupon(coupon)}. Renovação automática; cancele quando quiser.`
          : `Depois, ${recurring}, com renovação automática. Cancele quando quiser.`}
        {plan.trial_days > 0 &&
          (plan.trial_days === 1
            ? ' O primeiro dia é grátis.'
            : ` Os primeiros ${plural(plan.trial_days, 'dia', 'dias')} são grátis.`)}
      </Typography>
    </Box>
  );
}

function BillingDataSummary({ data, editPath }: { data: PaymentData; editPath: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{data.full_name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          CPF {maskedCpf(data.cpf)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {data.street}, {data.number}
          {data.complement ? ` (${data.complement})` : ''} — {data.neighborhood}, {data.city}/{data.state} ·
          CEP {formatCep(data.cep)}
        </Typography>
      </Box>
      <Link component={RouterLink} to={editPath}>
        Alterar dados
      </Link>
    </Box>
  );
}

/** The checkout's "Dados de cobrança" card: who is billed, with a link back to change it for this plan. */
export function BillingDataSection({ data, planId }: { data: PaymentData; planId: SubscriptionPlan['id'] }) {
  return (
    <SectionCard id="cobranca" title="Dados de cobrança">
      <BillingDataSummary data={data} editPath={billingDataPath(planId)} />
    </SectionCard>
  );
}
