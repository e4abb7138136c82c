import { spaRoutes } from '@aula/contracts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** The way back to the student's home, large enough for a child's finger. */
export function BackHome({ label }: { label: string }) {
  return (
    <Button
      component={RouterLink}
      to={spaRoutes.studentHome}
      startIcon={<ArrowBack />}
      size="large"
      sx={{ mb: 2, ml: -1 }}
    >
      {label}
    </Button>
  );
}
