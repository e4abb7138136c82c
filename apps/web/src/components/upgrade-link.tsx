import { spaRoutes } from '@aula/contracts';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** Where a teacher raises the limits of the free plan. */
const CHOOSE_PLAN_PATH = spaRoutes.teacherChoosePlan;

export function UpgradeButton({ label = 'Conhecer os planos' }: { label?: string }) {
  return (
    <Button component={RouterLink} to={CHOOSE_PLAN_PATH} color="inherit" size="small" variant="outlined">
      {label}
    </Button>
  );
}
