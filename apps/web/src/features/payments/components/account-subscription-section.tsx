import { spaRoutes } from '@aula/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '@/components/section-card';
import { useSubscriptionInfo } from '../api/subscription';
import { statusColors, statusLabels } from '../lib/describe';
import { formatDate } from '@/lib/format';
import { StatusChip } from '@/components/status-chip';

/** "Assinatura" on /dashboard/account: the current plan and the way to manage it. */
export function AccountSubscriptionSection() {
  const info = useSubscriptionInfo();
  const subscription = info.data?.subscription;
  return (
    <SectionCard id="assinatura" title="Assinatura">
      {info.isPending ? (
        <Skeleton variant="text" width={240} role="status" aria-label="Carregando a assinatura" />
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography>
            Plano atual: <strong>{subscription ? subscription.plan.name : 'Gratuito'}</strong>
            {subscription?.next_billing_at && ` · renova em ${formatDate(subscription.next_billing_at)}`}
          </Typography>
          {subscription && (
            <StatusChip label={statusLabels[subscription.status]} tone={statusColors[subscription.status]} />
          )}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2 }}>
        <Button variant="contained" component={RouterLink} to={spaRoutes.teacherManageSubscription}>
          Gerenciar assinatura
        </Button>
        <Button variant="outlined" component={RouterLink} to={spaRoutes.teacherChoosePlan}>
          {subscription ? 'Ver planos' : 'Conhecer os planos'}
        </Button>
      </Box>
    </SectionCard>
  );
}
