import { spaRoutes } from '@aula/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Logo, logoLinkStyle } from '@/components/logo';

/**
 * A family's pages (consent, the family view): phone-first, large text, the logo and the legal links
 * only. Nothing of the dashboards is loaded.
 */
export function FamilyShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: '#f5f7fb' }}>
      <title>{`${title} | Aula`}</title>
      <Box component="header" sx={{ bgcolor: '#194fff', py: 1.5, px: 2 }}>
        <RouterLink to="/" aria-label="Aula — página inicial" style={logoLinkStyle}>
          <Logo size={32} tone="light" />
        </RouterLink>
      </Box>
      <Container
        component="main"
        id="conteudo"
        tabIndex={-1}
        maxWidth="sm"
        sx={{
          flexGrow: 1,
          py: 3,
          px: 2,
          fontSize: '1.125rem',
          '& .MuiTypography-body1': { fontSize: '1.125rem' },
        }}
      >
        {children}
      </Container>
      <Stack
        component="footer"
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 2, justifyContent: 'center', py: 3, px: 2 }}
      >
        <Link component={RouterLink} to={spaRoutes.childrenData}>
          Dados de crianças
        </Link>
        <Link component={RouterLink} to={spaRoutes.privacyPolicy}>
          Política de Privacidade
        </Link>
      </Stack>
    </Box>
  );
}
