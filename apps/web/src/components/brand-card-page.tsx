import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo, logoLinkStyle } from './logo';

/**
 * The brand blue, the logo and one white card: the public entry screens (login, sign-up), the
 * first-password step and, `wide`, the join-by-code pages.
 */
export function BrandCardPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        background: wide ? 'linear-gradient(160deg, #194fff 0%, #1238b8 100%)' : '#194fff',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        // Top-aligned on phones, where the card fills the screen: centred, whatever made it taller (the
        // rest of the page still arriving, an error message) would move the logo and the card up.
        justifyContent: { xs: 'flex-start', sm: 'center' },
        px: 2,
        py: { xs: 4, sm: 6 },
      }}
    >
      <Box component="header" sx={{ mb: 3 }}>
        <Link to="/" aria-label="Aula — página inicial" style={logoLinkStyle}>
          <Logo size={wide ? 44 : 40} tone="light" />
        </Link>
      </Box>
      <Paper
        component="main"
        id="conteudo"
        tabIndex={-1}
        elevation={wide ? 8 : 6}
        sx={{
          width: '100%',
          maxWidth: wide ? 520 : 440,
          p: { xs: 3, sm: wide ? 5 : 4 },
          borderRadius: wide ? 4 : 3,
        }}
      >
        {children}
      </Paper>
    </Box>
  );
}
