import Typography from '@mui/material/Typography';

/** Title (and document title) of a join step inside the blue-background card. */
export function CodePageHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <>
      <title>{`${title} | Aula`}</title>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: children ? 1 : 2 }}>
        {title}
      </Typography>
      {children && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{children}</Typography>}
    </>
  );
}
