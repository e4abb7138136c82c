import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from './visually-hidden';
import { useContext, type ReactNode } from 'react';
import { HiddenUntilSettled } from './reveal-when-settled';

/**
 * A loading screen drawn in the shape of the content it waits for, so nothing jumps when the data
 * arrives. Screen readers hear the label; the grey shapes are hidden from them.
 */
export function LoadingSkeleton({
  label,
  documentTitle,
  children,
}: {
  label: string;
  /** Names the tab (e.g. "Turma") until the screen's own header, with the real name, replaces it. */
  documentTitle?: string;
  children: ReactNode;
}) {
  if (useContext(HiddenUntilSettled)) return null;
  return (
    <Box role="status">
      {documentTitle && <title>{`${documentTitle} | Aula`}</title>}
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      <Box aria-hidden="true">{children}</Box>
    </Box>
  );
}

/** PageHeader's h1 and the line under it. */
export function PageHeaderSkeleton({ subtitle = true }: { subtitle?: boolean }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h4">
        <Skeleton width="40%" />
      </Typography>
      {subtitle && (
        <Typography sx={{ mt: 0.5 }}>
          <Skeleton width="60%" />
        </Typography>
      )}
    </Box>
  );
}

/** Rows of a list or table, each `height` pixels tall, `gap` theme spacings apart. */
export function RowsSkeleton({
  rows,
  height = 56,
  gap = 1,
}: {
  rows: number;
  height?: number;
  gap?: number;
}) {
  return (
    <Box sx={{ display: 'grid', gap }}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Box>
  );
}
