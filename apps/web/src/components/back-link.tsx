import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={<ArrowBack />}
      size="small"
      className="no-print"
      sx={{ mb: 1, ml: -1 }}
    >
      {label}
    </Button>
  );
}
