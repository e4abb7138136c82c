import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { spaRoutes } from '@aula/contracts';
import { Link as RouterLink } from 'react-router';

/** Where a teacher subscribes to open premium lessons and raise the free plan's limits. */
export function UpgradeButton({
  label = 'Conhecer os planos',
  variant = 'contained',
  color = 'primary',
  size = 'medium',
}: {
  label?: string;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
  size?: ButtonProps['size'];
}) {
  return (
    <Button
      component={RouterLink}
      to={spaRoutes.teacherChoosePlan}
      variant={variant}
      color={color}
      size={size}
      startIcon={<WorkspacePremiumOutlined />}
    >
      {label}
    </Button>
  );
}
