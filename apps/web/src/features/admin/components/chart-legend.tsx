import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LegendPayload } from 'recharts';

/**
 * Replaces recharts' default legend, whose text takes the series colour (cyan, orange and green fail
 * contrast on white) and whose icons are named "<series> legend icon" in English: here the colour
 * stays in a swatch hidden from screen readers and the series name is in the body text colour.
 */
export function ChartLegend({ payload = [] }: { payload?: readonly LegendPayload[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        columnGap: 2,
      }}
    >
      {payload.map((entry) => (
        <Box
          component="li"
          key={String(entry.dataKey ?? entry.value)}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
        >
          <Box
            component="span"
            aria-hidden="true"
            sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: entry.color, flexShrink: 0 }}
          />
          <Typography component="span" variant="body2" sx={{ color: 'text.primary' }}>
            {entry.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
