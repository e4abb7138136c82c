import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BackLink } from './back-link';

/** The h1 of a screen (also the document title), a line under it, the main actions and a way back. */
export function PageHeader({
  title,
  subtitle,
  actions,
  back,
  documentTitle,
  area,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
  /** When the h1 is not plain text. */
  documentTitle?: string;
  /** Named in the document title after the screen, e.g. "Administração". */
  area?: string;
}) {
  const name = documentTitle ?? (typeof title === 'string' ? title : '');
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <title>{[name, area, 'Aula'].filter(Boolean).join(' | ')}</title>
      {back && <BackLink {...back} />}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'flex-start' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
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
    </Box>
  );
}
