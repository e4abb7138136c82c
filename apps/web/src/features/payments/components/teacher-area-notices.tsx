import { spaRoutes } from '@aula/contracts';
import Close from '@mui/icons-material/Close';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { useProfile } from '@/lib/profile';

const PAYMENT_PREFIX = '/dashboard/payment/';
const DISMISS_KEY = 'aula.upgrade-banner-dismissed';

/**
 * Screens a teacher with a failed renewal may still open: the payment flow itself and the
 * subscription page (history, cancel). Everything else leads to the card change.
 */
export function isPaymentPath(pathname: string): boolean {
  return pathname.startsWith(PAYMENT_PREFIX) || pathname === spaRoutes.teacherManageSubscription;
}

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISS_KEY) === '1';
  } catch {
    return false;
  }
}

/** Sends a teacher whose payment information is out of date to the screen that fixes it. */
export function PaymentInformationRedirect() {
  const { pathname } = useLocation();
  const { data: profile } = useProfile();
  if (profile?.is_teacher && profile.payment_information_updated === false && !isPaymentPath(pathname)) {
    return <Navigate to={spaRoutes.paymentUpdateRequired} replace />;
  }
  return null;
}

/** A discreet invitation to subscribe, for users who see ads (the free plan). */
export function UpgradeBanner() {
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
      <PaymentInformationRedirect />
      <UpgradeBanner />
    </>
  );
}
