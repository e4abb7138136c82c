import { spaRoutes } from '@aula/contracts';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { reviewConsent } from '@/lib/consent';

export function LandingFooter() {
  return (
    <Container
      component="footer"
      maxWidth="lg"
      sx={{
        py: 4,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        © {new Date().getFullYear()} Aula. Feita para professores brasileiros.
      </Typography>
      <Stack
        component="nav"
        aria-label="Documentos legais"
        direction="row"
        sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, alignItems: 'center' }}
      >
        <Link component={RouterLink} to={spaRoutes.termsOfUse} variant="body2">
          Termos de Uso
        </Link>
        <Link component={RouterLink} to={spaRoutes.privacyPolicy} variant="body2">
          Política de Privacidade
        </Link>
        <Link component={RouterLink} to={spaRoutes.childrenData} variant="body2">
          Dados de crianças
        </Link>
        <Button variant="text" size="small" onClick={reviewConsent}>
          Preferências de cookies
        </Button>
      </Stack>
    </Container>
  );
}
