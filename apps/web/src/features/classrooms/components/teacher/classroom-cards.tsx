import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClassroomSummary } from '@aula/contracts';
import { Link as RouterLink } from 'react-router';
import { plural } from '@/lib/plural';
import { StatusChip } from '@/components/status-chip';

/** The teacher's classrooms as cards that open the classroom. */
const cardGrid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
} as const;

/** The cards' grid and lines, while the classrooms load. */
export function ClassroomCardsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <Box sx={cardGrid}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} variant="outlined" sx={{ borderRadius: 3 }}>
          <CardContent>
            <Typography variant="h6">
              <Skeleton width="60%" />
            </Typography>
            <Typography variant="body2">
              <Skeleton width="35%" />
            </Typography>
            <Typography variant="body2" sx={{ mt: 2 }}>
              <Skeleton width="50%" />
            </Typography>
            <Skeleton variant="rounded" width={140} height={24} sx={{ mt: 2 }} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

export function ClassroomCards({
  classrooms,
  pathOf,
}: {
  classrooms: readonly ClassroomSummary[];
  pathOf: (id: number) => string;
}) {
  return (
    <Box component="ul" aria-label="Turmas" sx={cardGrid}>
      {classrooms.map((classroom) => (
        <li key={classroom.id}>
          <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
            <CardActionArea component={RouterLink} to={pathOf(classroom.id)} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {classroom.name}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Ano letivo {classroom.school_year}
                </Typography>
                <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <GroupsOutlined fontSize="small" aria-hidden="true" />
                    <Typography variant="body2">
                      {plural(classroom.students_count, 'aluno', 'alunos')}
                    </Typography>
                  </Stack>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <MenuBookOutlined fontSize="small" aria-hidden="true" />
                    <Typography variant="body2">
                      {plural(classroom.lessons_count, 'aula', 'aulas')}
                    </Typography>
                  </Stack>
                </Stack>
                <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  {classroom.to_review > 0 && (
                    <StatusChip
                      tone="warning"
                      label={`${plural(classroom.to_review, 'entrega', 'entregas')} para corrigir`}
                    />
                  )}
                  {classroom.code_enabled ? (
                    <Chip
                      size="small"
                      label={`Código ${classroom.code}`}
                      sx={{ fontFamily: 'monospace', fontWeight: 700, letterSpacing: '0.05em' }}
                    />
                  ) : (
                    <Chip size="small" variant="outlined" label="Entrada por código desativada" />
                  )}
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
