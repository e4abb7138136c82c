import { spaRoutes } from '@aula/contracts';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isAnalyticsActive } from '@/lib/analytics';
import { chooseConsent, type ConsentChoice } from '@/lib/consent';
import { useConsent } from '@/lib/use-consent';
import { useSession } from '@/lib/use-session';

/** The pages a child reaches from a printed card (QR or code) before she is signed in. */
const CARD_SIGN_IN_PREFIX = '/code/';

/**
 * LGPD consent: nothing is sent to analytics until "Aceitar"; both choices are equally easy. The links
 * are plain anchors because the prerendered page draws this banner outside the router.
 */
export function CookieConsentBanner() {
  const { choice, reviewing } = useConsent();
  const { roles } = useSession();
  if (choice && !reviewing) return null;
  // A child signed in (by card, QR or password) is never asked: students get no analytics at all.
  if (roles?.isStudent && !roles.isTeacher && !roles.isStaff) return null;
  if (typeof window !== 'undefined' && window.location.pathname.startsWith(CARD_SIGN_IN_PREFIX)) return null;

  function choose(next: ConsentChoice) {
    chooseConsent(next);
    // Tag Manager cannot be unloaded from a running page; a reload honours a withdrawn consent.
    if (next === 'rejected' && isAnalyticsActive()) window.location.reload();
  }

  return (
    <Paper
      className="no-print"
      component="section"
      aria-labelledby="cookie-consent-title"
      elevation={8}
      sx={{
        position: 'fixed',
        // Under dialogs (which hide the page from screen readers while open): answered once they close.
        zIndex: (theme) => theme.zIndex.modal - 1,
        left: { xs: 8, sm: 16 },
        right: { xs: 8, sm: 16 },
        bottom: { xs: 8, sm: 16 },
        maxWidth: 720,
        mx: 'auto',
        // Compact on a phone, so the landing page's class-code box stays in sight above it.
        p: { xs: 1.5, sm: 3 },
        border: 1,
        borderColor: 'divider',
        // The prerendered banner comes first in the page and is parsed as it arrives: drawn before its
        // end, it would grow upwards from the bottom edge and shift. Hidden until its last element is
        // in (where :has() is unknown the rule is dropped and the banner shows at once).
        '&:not(:has(> [data-consent-end]))': { visibility: 'hidden' },
      }}
    >
      <Typography id="cookie-consent-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        Sua privacidade
      </Typography>
      <Typography variant="body2" sx={{ mt: { xs: 0.5, sm: 1 } }}>
        Usamos cookies essenciais para a Aula funcionar e, se você permitir, cookies de análise para entender
        como o site é usado. Você pode mudar sua escolha quando quiser. Saiba mais na{' '}
        <Link href={spaRoutes.privacyPolicy}>Política de Privacidade</Link> e nos{' '}
        <Link href={spaRoutes.termsOfUse}>Termos de Uso</Link>.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: { xs: 1.5, sm: 2 }, justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => choose('rejected')} sx={{ minWidth: 120 }}>
          Rejeitar
        </Button>
        <Button variant="contained" onClick={() => choose('accepted')} sx={{ minWidth: 120 }}>
          Aceitar
        </Button>
      </Stack>
      <span data-consent-end hidden />
    </Paper>
  );
}
