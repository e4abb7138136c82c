import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ComponentProps, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader as SharedPageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/states';
import { statusLabel } from '../lib/labels';
import { StatusChip as SharedStatusChip, type StatusTone } from '@/components/status-chip';

/** A screen's header; "Administração" is named in the document title. */
export function PageHeader(props: Omit<ComponentProps<typeof SharedPageHeader>, 'area'>) {
  return <SharedPageHeader area="Administração" {...props} />;
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>{children}</Typography>;
}

/**
 * Loading, error or the content of one query. On a detail screen `back` is the list it belongs to:
 * a 404 ("não encontrado") offers "Voltar" there, and `errorTitle` keeps a header (with the way
 * back) on screen when the object's own title could not be loaded.
 */
export function QueryState<T>({
  query,
  fallback,
  back,
  errorTitle,
  children,
}: {
  query: { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  fallback: string;
  back?: { to: string; label: string };
  errorTitle?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError)
    return (
      <>
        {errorTitle && <PageHeader title={errorTitle} back={back} />}
        <ErrorState
          error={query.error}
          fallback={fallback}
          back={back && { to: back.to }}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  if (query.data === undefined) return <LoadingState />;
  return <>{children(query.data)}</>;
}

type Loaded<T extends readonly unknown[]> = { [K in keyof T]: NonNullable<T[K]> };

/**
 * Figures drawn from several queries: the first failure with a retry, "loading" until all of `data`
 * has come (and nothing failed), then `children` with it.
 */
export function StatisticsState<T extends readonly unknown[]>({
  queries,
  data,
  fallback,
  loadingLabel,
  children,
}: {
  queries: readonly { isError: boolean; error: unknown; refetch: () => unknown }[];
  data: readonly [...T];
  fallback: string;
  loadingLabel: string;
  children: (data: Loaded<T>) => ReactNode;
}) {
  const failing = queries.find((q) => q.isError);
  const loaded = data.every((part) => part !== undefined && part !== null);
  return (
    <>
      {failing && (
        <ErrorState error={failing.error} fallback={fallback} onRetry={() => void failing.refetch()} />
      )}
      {loaded ? children(data as Loaded<T>) : !failing && <LoadingState label={loadingLabel} />}
    </>
  );
}

const toneOf: Record<NonNullable<ChipProps['color']>, StatusTone> = {
  success: 'success',
  warning: 'warning',
  error: 'error',
  info: 'info',
  primary: 'info',
  secondary: 'accent',
  default: 'default',
};

/** A status from one of the admin label maps, as the app's one status chip. */
export function StatusChip({
  value,
  labels,
}: {
  value: string;
  labels: Record<string, [string, ChipProps['color']]>;
}) {
  return (
    <SharedStatusChip label={statusLabel(labels, value)} tone={toneOf[labels[value]?.[1] ?? 'default']} />
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

/** A Portuguese label with the raw code it stands for as secondary text (for searching logs and docs). */
export function CodeLabel({ label, code }: { label: string; code: string | null | undefined }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      <span>{label}</span>
      {code && (
        <Typography
          component="code"
          variant="caption"
          sx={{ color: 'text.secondary', fontFamily: 'monospace' }}
        >
          {code}
        </Typography>
      )}
    </Box>
  );
}
