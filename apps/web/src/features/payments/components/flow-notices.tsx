import { spaRoutes, type SubscriptionPlan } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatPrice } from '../lib/format';

/** The server allows one subscription at a time; plan changes have their own flow. */
export function AlreadySubscribedNotice({ planName }: { planName: string }) {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" component={RouterLink} to={spaRoutes.teacherManageSubscription}>
          Ver assinatura
        </Button>
      }
    >
      Você já assina o plano {planName}. Para trocar de plano, use “Mudar de plano” na sua assinatura.
    </Alert>
  );
}

export function PlanNotFound() {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" component={RouterLink} to={spaRoutes.teacherChoosePlan}>
          Ver planos
        </Button>
      }
    >
      Não encontramos este plano. Escolha um dos planos disponíveis.
    </Alert>
  );
}

/** Which plan is being bought, with a way back to the plan list. */
export function ChosenPlanBar({ plan }: { plan: SubscriptionPlan }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        mb: 3,
        borderRadius: 3,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
        bgcolor: 'rgba(25, 79, 255, 0.04)',
      }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Plano escolhido
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>
          {plan.name} · {formatPrice(plan.price_cents, plan.interval, plan.interval_count)}
        </Typography>
      </Box>
      <Link component={RouterLink} to={spaRoutes.teacherChoosePlan}>
        Trocar plano
      </Link>
    </Paper>
  );
}
