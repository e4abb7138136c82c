import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

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
