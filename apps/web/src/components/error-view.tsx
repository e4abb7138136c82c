import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Logo, logoLinkStyle } from './logo';

export interface ErrorViewProps {
  status: number;
  title: string;
  description: string;
  /** Technical detail under the description (e.g. the browser's own error text). */
  detail?: string;
}

/** Full-page error screen. The home link is a plain anchor so it also recovers from a broken router. */
export function ErrorView({ status, title, description, detail }: ErrorViewProps) {
  return (
    <Container component="main" id="conteudo" tabIndex={-1} maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <title>{`${title} | Aula`}</title>
      <Box sx={{ mb: 6 }}>
        <a href="/" aria-label="Aula — página inicial" style={logoLinkStyle}>
          <Logo />
        </a>
      </Box>
      <Typography
        component="p"
        data-testid="error-status"
        sx={{ fontSize: { xs: 88, md: 120 }, fontWeight: 800, lineHeight: 1, color: 'primary.main' }}
      >
        {status}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2, fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography
        sx={{ mt: 2, color: 'text.secondary', overflowWrap: 'anywhere' }}
        data-testid="error-description"
      >
        {description}
      </Typography>
      {detail && (
        <Typography
          component="p"
          variant="body2"
          data-testid="error-detail"
          sx={{ mt: 1, color: 'text.secondary', fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {detail}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
        <Button href="/" variant="contained" size="large">
          Voltar para o início
        </Button>
        {status >= 500 && (
          <Button variant="outlined" size="large" onClick={() => window.location.reload()}>
            Tentar novamente
          </Button>
        )}
      </Stack>
    </Container>
  );
}
