import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A row's main cell: the bold link to the item and, on a phone, `phoneLine` for the columns hidden there. */
export function TitleLink({
  to,
  children,
  phoneLine,
}: {
  to: string;
  children: ReactNode;
  phoneLine: ReactNode;
}) {
  return (
    <>
      <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
        {children}
      </Link>
      <Typography variant="body2" sx={{ color: 'text.secondary', display: { md: 'none' } }}>
        {phoneLine}
      </Typography>
    </>
  );
}
