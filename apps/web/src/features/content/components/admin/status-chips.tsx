import Box from '@mui/material/Box';
import { StatusChip } from '@/components/status-chip';
import { PremiumChip } from '../ui/premium-chip';

export function StatusChips({ published, premium }: { published: boolean; premium: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <StatusChip label={published ? 'Publicado' : 'Rascunho'} tone={published ? 'success' : 'default'} />
      {premium && <PremiumChip />}
    </Box>
  );
}
