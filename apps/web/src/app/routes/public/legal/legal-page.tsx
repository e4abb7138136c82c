import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '@/lib/format';
import { LandingFooter } from '../landing-footer';
import { LandingHeader } from '../landing-header';

/** A public legal document: the landing's header and footer around a readable column of text. */
export function LegalPage({
  title,
  version,
  updatedOn,
  children,
}: {
  title: string;
  version: string;
  updatedOn: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <title>{`${title} | Aula`}</title>
      <LandingHeader />
      <Container component="main" id="conteudo" tabIndex={-1} maxWidth="md" sx={{ flexGrow: 1, py: 4 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          Versão {version} · Última atualização: {formatDay(updatedOn)}
        </Typography>
        <Box component="article" sx={{ mt: 3, '& h2': { mt: 4, mb: 1.5 }, '& p, & ul': { mb: 1.5 } }}>
          {children}
        </Box>
      </Container>
      <LandingFooter />
    </Box>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <Typography variant="body1">{children}</Typography>;
}

export function Items({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ pl: 3, '& li': { mb: 0.75 } }}>
      {children}
    </Box>
  );
}

/** A link to another screen of the app, inside the text. */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}
