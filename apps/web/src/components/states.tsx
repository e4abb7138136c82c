import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage, isNotFound } from '@/lib/error-message';

export function LoadingState({ label = 'Carregando…' }: { label?: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}
    >
      <CircularProgress size={28} aria-hidden="true" />
      <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
    </Box>
  );
}

/**
 * A failed load, with the server's message and a retry. `message` words errors a feature knows better.
 * A 404 cannot be fixed by trying again: it offers "Voltar" instead, to `back` when given (e.g. the
 * list the missing object belonged to), else to the previous page.
 */
export function ErrorState({
  error,
  fallback = 'Não foi possível carregar as informações.',
  message = errorMessage,
  onRetry,
  back,
}: {
  error: unknown;
  fallback?: string;
  message?: (error: unknown, fallback: string) => string;
  onRetry?: () => void;
  back?: { to: string; label?: string };
}) {
  const action = isNotFound(error) ? (
    back ? (
      <Button color="inherit" size="small" component={RouterLink} to={back.to}>
        {back.label ?? 'Voltar'}
      </Button>
    ) : (
      <Button color="inherit" size="small" onClick={() => window.history.back()}>
        Voltar
      </Button>
    )
  ) : (
    onRetry && (
      <Button color="inherit" size="small" onClick={onRetry}>
        Tentar de novo
      </Button>
    )
  );
  return (
    <Alert severity="error" role="alert" action={action} sx={{ my: 2 }}>
      {message(error, fallback)}
    </Alert>
  );
}

/** Nothing here yet: what this place is for and the first thing to do. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  headingLevel = 'h2',
}: {
  icon?: ReactNode;
  title: string;
  /** h1 when the empty state is the whole screen (e.g. "not found"). */
  headingLevel?: 'h1' | 'h2';
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, sm: 5 },
        textAlign: 'center',
        borderRadius: 3,
        borderStyle: 'dashed',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      {/* The whole screen: its title names the tab too. */}
      {headingLevel === 'h1' && <title>{`${title} | Aula`}</title>}
      {icon && (
        <Box aria-hidden="true" sx={{ color: 'primary.main', '& svg': { fontSize: 48 } }}>
          {icon}
        </Box>
      )}
      <Typography variant="h6" component={headingLevel} sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children && (
        <Typography sx={{ color: 'text.secondary', maxWidth: 520 }} component="div">
          {children}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Paper>
  );
}
