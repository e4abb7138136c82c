import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from './visually-hidden';

/** A link that opens in a new tab (and says so to screen readers), so a half-filled form stays put. */
export function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <Link component={RouterLink} to={to} target="_blank" rel="noopener">
      {children}{' '}
      <Box component="span" sx={visuallyHidden}>
        (abre em nova aba)
      </Box>
    </Link>
  );
}
