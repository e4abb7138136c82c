import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Link, Outlet } from 'react-router';
import { Logo, logoLinkStyle } from '@/components/logo';

/** Public entry screens (login, sign-up, join by code): a white card on the brand blue. */
export function BlueBackgroundLayout() {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: '#194fff',
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
          <Logo size={40} tone="light" />
        </Link>
      </Box>
      <Paper
        component="main"
        id="conteudo"
        tabIndex={-1}
        elevation={6}
        sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, borderRadius: 3 }}
      >
        <Outlet />
      </Paper>
    </Box>
  );
}

export { BlueBackgroundLayout as Component };
