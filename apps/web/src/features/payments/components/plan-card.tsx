import { monthlyEquivalentCents } from '@aula/contracts';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/format';
import { intervalLabel } from '../lib/format';
import type { PlanLimits } from '../lib/free-plan';
import { planBenefits } from '../lib/free-plan';

export interface PlanCardData {
  key: string;
  name: string;
  description: string;
  priceCents: number;
  interval: 'month' | 'year' | null;
  intervalCount?: number;
  trialDays?: number;
  limits: PlanLimits;
}

/** One plan side by side with the others: price, what it gives, and its action. */
export function PlanCard({
  plan,
  current = false,
  highlight,
  action,
  footnote,
}: {
  plan: PlanCardData;
  current?: boolean;
  /** A badge for a recommended plan, e.g. "Mais econômico". */
  highlight?: string;
  action?: ReactNode;
  footnote?: ReactNode;
}) {
  const headingId = `plano-${plan.key}-titulo`;
  const paid = plan.priceCents > 0;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: 3,
        borderRadius: 3,
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderWidth: current ? 2 : 1,
        borderColor: current ? 'primary.main' : 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 32 }}>
        <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 700, mr: 'auto' }}>
          {plan.name}
        </Typography>
        {current && <Chip label="Seu plano atual" color="primary" size="small" />}
        {!current && highlight && (
          <Chip label={highlight} color="secondary" size="small" sx={{ color: '#00363d' }} />
        )}
      </Box>
      <Box sx={{ mt: 2, mb: 1 }}>
        <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.2 }}>
          {paid ? formatMoney(plan.priceCents) : 'Grátis'}
          {plan.interval && (
            <Typography component="span" sx={{ fontSize: '1rem', fontWeight: 500, color: 'text.secondary' }}>
              /{intervalLabel(plan.interval, plan.intervalCount)}
            </Typography>
          )}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
          {plan.interval === 'year'
            ? `Equivale a ${formatMoney(monthlyEquivalentCents(plan.priceCents, 'year', plan.intervalCount))} por mês`
            : paid
              ? 'Cobrado todo mês no cartão'
              : 'Para sempre, sem cartão'}
        </Typography>
      </Box>
      <Typography sx={{ color: 'text.secondary' }}>{plan.description}</Typography>
      <List dense sx={{ mt: 1, mb: 2, flexGrow: 1 }} aria-label={`O que o plano ${plan.name} oferece`}>
        {planBenefits(plan.limits, { paid, trialDays: plan.trialDays }).map((benefit) => (
          <ListItem key={benefit.text} disableGutters>
            <ListItemIcon sx={{ minWidth: 32, color: benefit.positive ? 'success.main' : 'text.disabled' }}>
              {benefit.positive ? (
                <CheckCircleOutline fontSize="small" aria-hidden="true" />
              ) : (
                <RemoveCircleOutline fontSize="small" aria-hidden="true" />
              )}
            </ListItemIcon>
            <ListItemText primary={benefit.text} />
          </ListItem>
        ))}
      </List>
      {action}
      {footnote && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          {footnote}
        </Typography>
      )}
    </Paper>
  );
}
