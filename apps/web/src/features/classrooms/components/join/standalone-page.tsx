import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo, logoLinkStyle } from '@/components/logo';

/** The join-by-code pages without a layout (SPEC): the brand blue, the logo and one card. */
export function StandalonePage({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        background: 'linear-gradient(160deg, #194fff 0%, #1238b8 100%)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: { xs: 4, sm: 6 },
      }}
    >
      <Box component="header" sx={{ mb: 3 }}>
        <Link to="/" aria-label="Aula — página inicial" style={logoLinkStyle}>
          <Logo size={44} tone="light" />
        </Link>
      </Box>
      <Paper
        component="main"
        id="conteudo"
        tabIndex={-1}
        elevation={8}
        sx={{ width: '100%', maxWidth: 520, p: { xs: 3, sm: 5 }, borderRadius: 4 }}
      >
        {children}
      </Paper>
    </Box>
  );
}
