import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import { Logo, logoLinkStyle } from '@/components/logo';

export function LandingHeader() {
  return (
    <Container component="header" maxWidth="lg" sx={{ py: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
      <Link to="/" aria-label="Aula — página inicial" style={logoLinkStyle}>
        <Logo />
      </Link>
      <Stack component="nav" aria-label="Conta" direction="row" spacing={1} sx={{ ml: 'auto' }}>
        <Button component={Link} to="/login" variant="outlined">
          Entrar
        </Button>
        <Button
          component={Link}
          to="/signup/teacher"
          variant="contained"
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          Criar conta de professor
        </Button>
      </Stack>
    </Container>
  );
}
