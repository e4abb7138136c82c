import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Chip from '@mui/material/Chip';

/** The "Premium" badge: gold, readable (dark text on light gold passes contrast). */
export function PremiumChip({ size = 'small' }: { size?: 'small' | 'medium' }) {
  return (
    <Chip
      size={size}
      icon={<WorkspacePremium sx={{ color: '#7a5200 !important' }} />}
      label="Premium"
      sx={{ bgcolor: '#ffe08a', color: '#4d3400', fontWeight: 700 }}
    />
  );
}
