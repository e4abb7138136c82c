import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Title (also the document title) and a short line under it, for the blue-background screens. */
export function AuthPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <title>{`${title} | Aula`}</title>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: children ? 1 : 3 }}>
        {title}
      </Typography>
      {children && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          {children}
        </Typography>
      )}
    </>
  );
}
