import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
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
        © {new Date().getFullYear()} Aula. Feito para professores brasileiros.
      </Typography>
      <Button variant="text" size="small" onClick={reviewConsent}>
        Preferências de cookies
      </Button>
    </Container>
  );
}
