import CheckCircle from '@mui/icons-material/CheckCircle';
import HourglassTop from '@mui/icons-material/HourglassTop';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { spaRoutes } from '@aula/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

const icons = {
  success: <CheckCircle sx={{ fontSize: 64, color: '#2e7d32' }} aria-hidden="true" />,
  waiting: <HourglassTop sx={{ fontSize: 64, color: 'primary.main' }} aria-hidden="true" />,
  warning: <WarningAmber sx={{ fontSize: 64, color: '#b45309' }} aria-hidden="true" />,
};

/** The end of a payment flow: what happened, the details that matter, and where to go next. */
export function ResultPanel({
  tone,
  title,
  children,
  actions,
}: {
  tone: keyof typeof icons;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }}>
      <title>{`${title} | Aula`}</title>
      {icons[tone]}
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
        {title}
      </Typography>
      {children && <Box sx={{ mt: 2, color: 'text.secondary', '& p + p': { mt: 1 } }}>{children}</Box>}
      {actions && (
        <Box
          sx={{
            mt: 4,
            display: 'flex',
            gap: 1.5,
            justifyContent: 'center',
            flexDirection: { xs: 'column', sm: 'row' },
          }}
        >
          {actions}
        </Box>
      )}
    </Paper>
  );
}

/** A result page opened without a subscription behind it (a bookmark, a typed address): no success to show. */
export function NoSubscriptionPanel() {
  return (
    <ResultPanel
      tone="warning"
      title="Nenhuma assinatura encontrada"
      actions={
        <Button variant="contained" component={RouterLink} to={spaRoutes.teacherChoosePlan}>
          Ver planos
        </Button>
      }
    >
      <Typography>Não encontramos uma assinatura na sua conta. Escolha um plano para assinar.</Typography>
    </ResultPanel>
  );
}

/** "Ver minha assinatura": a result's large link to the subscription page. */
export function MySubscriptionButton({ variant }: { variant: 'contained' | 'outlined' }) {
  return (
    <Button variant={variant} size="large" component={RouterLink} to={spaRoutes.teacherManageSubscription}>
      Ver minha assinatura
    </Button>
  );
}
