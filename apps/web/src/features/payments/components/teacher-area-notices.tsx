import { spaRoutes } from '@aula/contracts';
import Close from '@mui/icons-material/Close';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useProfile } from '@/lib/profile';
import { useSubscriptionInfo } from '../api/subscription';
import { formatDayMonth } from '@/lib/format';

const PAYMENT_PREFIX = '/dashboard/payment/';
const DISMISS_KEY = 'aula.upgrade-banner-dismissed';

/** The payment flow and the subscription page: the free-plan invitation stays out of them. */
function isPaymentPath(pathname: string): boolean {
  return pathname.startsWith(PAYMENT_PREFIX) || pathname === spaRoutes.teacherManageSubscription;
}

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISS_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * A failed renewal is a warning, not a wall: on every dashboard page, until the card is fixed. The
 * plan's resources stay for the grace period; after it the free limits apply (nothing is deleted).
 */
function PastDueBanner() {
  const { pathname } = useLocation();
  const { data: profile } = useProfile();
  const pastDue = profile?.is_teacher === true && profile.payment_information_updated === false;
  const info = useSubscriptionInfo({ enabled: pastDue });
  const [openedAt] = useState(Date.now);
  if (!pastDue || pathname === spaRoutes.paymentChangeCreditCard) return null;
  const graceUntil = info.data?.subscription?.grace_until;
  const graceOver = graceUntil ? new Date(graceUntil).getTime() <= openedAt : false;
  return (
    <Alert
      severity={graceOver ? 'error' : 'warning'}
      role="status"
      aria-label="Pagamento da assinatura"
      // On a phone the button goes under the text instead of pushing the banner past the screen.
      sx={{
        mb: 3,
        alignItems: 'center',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-message': { flex: { xs: '1 1 0', sm: 'initial' }, minWidth: 0 },
        '& .MuiAlert-action': { ml: 'auto', pl: { xs: 0, sm: 2 } },
      }}
      action={
        <Button
          color="inherit"
          size="small"
          component={RouterLink}
          to={spaRoutes.paymentChangeCreditCard}
          sx={{ flexShrink: 0 }}
        >
          Atualizar cartão
        </Button>
      }
    >
      {graceOver
        ? 'Não conseguimos cobrar sua assinatura e os recursos do plano foram suspensos: suas turmas e alunos continuam aqui. Atualize o cartão para recuperar tudo.'
        : `Não conseguimos cobrar sua assinatura. Atualize o cartão${
            graceUntil ? ` até ${formatDayMonth(graceUntil)}` : ''
          } para não perder os recursos do plano.`}
    </Alert>
  );
}

/** A discreet invitation to subscribe, for users who see ads (the free plan). */
function UpgradeBanner() {
  const { pathname } = useLocation();
  const { data: profile } = useProfile();
  const [dismissed, setDismissed] = useState(readDismissed);
  if (!profile?.user_access_config.ads || dismissed) return null;
  if (isPaymentPath(pathname) || pathname === spaRoutes.teacherChoosePlan) return null;

  function dismiss() {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISS_KEY, '1');
    } catch {
      // Private mode: hidden until the next reload.
    }
  }

  return (
    <Box
      component="section"
      aria-label="Aviso do plano Gratuito"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        mb: 3,
        px: 2,
        py: 1,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'rgba(25, 79, 255, 0.04)',
      }}
    >
      <WorkspacePremiumOutlined
        sx={{ color: 'primary.main', display: { xs: 'none', sm: 'block' } }}
        aria-hidden="true"
      />
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        Você está no plano Gratuito.{' '}
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          Assine para ter mais alunos, mais livros próprios e nenhum anúncio.
        </Box>
      </Typography>
      <Button size="small" component={RouterLink} to={spaRoutes.teacherChoosePlan} sx={{ flexShrink: 0 }}>
        Conheça os planos
      </Button>
      <IconButton size="small" aria-label="Dispensar aviso de planos" onClick={dismiss}>
        <Close fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** Both, for the teacher dashboard layout. */
export function TeacherAreaNotices() {
  return (
    <>
      <PastDueBanner />
      <UpgradeBanner />
    </>
  );
}
