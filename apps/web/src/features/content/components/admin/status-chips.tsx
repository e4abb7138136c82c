import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { PremiumChip } from '../ui/premium-chip';

export function StatusChips({ published, premium }: { published: boolean; premium: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Chip
        size="small"
        label={published ? 'Publicado' : 'Rascunho'}
        color={published ? 'success' : 'default'}
        variant={published ? 'filled' : 'outlined'}
        sx={published ? { bgcolor: '#1b5e20', color: '#fff' } : undefined}
      />
      {premium && <PremiumChip />}
    </Box>
  );
}
