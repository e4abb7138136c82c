import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A list shown as a grid of cards (no bullets, no indent); `columns` is the template per breakpoint. */
export function CardGrid({
  columns,
  children,
  sx = [],
  'aria-label': label,
}: {
  columns: Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;
  children: ReactNode;
  sx?: SxProps<Theme>;
  'aria-label'?: string;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={[
        { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: columns },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
