import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/**
 * A link that opens in a new tab (and says so to screen readers, in its name rather than in hidden
 * text, whose space would show before the sentence's full stop), so a half-filled form stays put.
 */
export function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      target="_blank"
      rel="noopener"
      aria-label={`${children} (abre em nova aba)`}
    >
      {children}
    </Link>
  );
}
