import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { uiText } from '@/lib/ui-text';

/** The server's Portuguese detail or field messages, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  if (error.status === 401) return fallback;
  const fields = Object.values(error.fieldErrors).flat();
  return error.detail ?? (fields.length > 0 ? fields.join(' ') : fallback);
}

/** Field messages from a 400, by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return {};
  // Read from the body: a coupon's own field is called "code", which `fieldErrors` takes for the error code.
  return Object.fromEntries(
    Object.entries(error.body as Record<string, unknown>)
      .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))
      .map(([k, v]) => [k, v.join(' ')]),
  );
}

export function PageHeader({
  title,
  subtitle,
  actions,
  back,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
}) {
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <title>{`${title} | Administração | Aula`}</title>
      {back && (
        <Link
          component={RouterLink}
          to={back.to}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
        >
          <ArrowBack fontSize="small" aria-hidden="true" />
          {back.label}
        </Link>
      )}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          justifyContent: 'space-between',
          alignItems: { sm: 'flex-start' },
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography component="div" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
      </Box>
    </Box>
  );
}

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
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry?: () => void;
}) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: 2 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Tentar de novo
          </Button>
        )
      }
    >
      {errorMessage(error, fallback)}
    </Alert>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>{children}</Typography>;
}

/** Loading, error or the content of one query. */
export function QueryState<T>({
  query,
  fallback,
  children,
}: {
  query: { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  fallback: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError)
    return <ErrorState error={query.error} fallback={fallback} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <LoadingState />;
  return <>{children(query.data)}</>;
}

export function StatusChip({
  value,
  labels,
}: {
  value: string;
  labels: Record<string, [string, ChipProps['color']]>;
}) {
  const [label, color] = labels[value] ?? [value, 'default'];
  // Coloured border, dark text: the palette's light colours on white fail the contrast ratio.
  const border = color && color !== 'default' ? `${color}.main` : undefined;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      sx={{ color: 'text.primary', borderColor: border, borderWidth: 2 }}
    />
  );
}

export function Section({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 2,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Paper>
  );
}

/** Label/value pairs as a description list. */
export function DetailList({ items }: { items: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' },
        columnGap: 3,
        rowGap: 1,
        m: 0,
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value ?? '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** "Are you sure?" for destructive actions; stays open with the error when the action fails. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  destructive = false,
  pending = false,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  pending?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-t`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-t`}>{title}</DialogTitle>
      <DialogContent>
        <Typography component="div">{children}</Typography>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {uiText.cancel}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={pending}
        >
          {pending ? 'Aguarde…' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function RouterButtonLink({
  to,
  children,
  variant = 'contained',
}: {
  to: string;
  children: ReactNode;
  variant?: 'contained' | 'outlined' | 'text';
}) {
  return (
    <Button component={RouterLink} to={to} variant={variant}>
      {children}
    </Button>
  );
}

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}
