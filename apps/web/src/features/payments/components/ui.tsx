import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/errors';

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

export function ErrorState({
  error,
  fallback = 'Não foi possível carregar as informações.',
  onRetry,
}: {
  error: unknown;
  fallback?: string;
  onRetry?: () => void;
}) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Tentar de novo
          </Button>
        )
      }
      sx={{ my: 2 }}
    >
      {errorMessage(error, fallback)}
    </Alert>
  );
}

/** The h1 of a payment screen (also the document title) and a line under it. */
export function PageTitle({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <title>{`${title} | Aula`}</title>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }} component="div">
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flexShrink: 0 }}>{actions}</Box>}
    </Box>
  );
}

/** A label and its value in a summary (definition list row). */
export function SummaryRow({
  label,
  value,
  strong = false,
  separated = false,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  /** A line above (before a total); a <dl> may not hold an <hr>. */
  separated?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        py: 0.75,
        ...(separated ? { borderTop: 1, borderColor: 'divider', mt: 1, pt: 1.5 } : {}),
        '& dt, & dd': { m: 0 },
      }}
    >
      <Typography
        component="dt"
        sx={{
          color: strong ? 'text.primary' : 'text.secondary',
          fontWeight: strong ? 700 : 400,
          // A short label keeps its line and the value wraps; a long one (a coupon code) wraps too.
          flexShrink: 0,
          maxWidth: '60%',
        }}
      >
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ fontWeight: strong ? 700 : 500, textAlign: 'right', fontSize: strong ? '1.25rem' : undefined }}
      >
        {value}
      </Typography>
    </Box>
  );
}
