import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of a settings-like page (one form per card). */
export function SectionCard({
  title,
  description,
  children,
  id,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = id ? `${id}-titulo` : undefined;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      id={id}
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {description}
        </Typography>
      )}
      <div style={{ marginTop: 20 }}>{children}</div>
    </Paper>
  );
}
