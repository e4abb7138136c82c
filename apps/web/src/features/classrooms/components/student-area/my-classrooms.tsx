import { routePath, spaRoutes } from '@aula/contracts';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadingSkeleton } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/states';
import { plural } from '@/lib/plural';
import { useMyClassrooms } from '@/lib/student-classrooms';

const classroomGrid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
} as const;

const colors = ['#194fff', '#00757f', '#7b1fa2', '#c62828', '#2e7d32', '#ad1457'];

/**
 * A student's classrooms as big, colourful cards (large targets, few words); with none yet, the
 * join feature's code form (`joinForm`, passed in by the app layer).
 */
export function MyClassrooms({ joinForm }: { joinForm: ReactNode }) {
  const classrooms = useMyClassrooms();

  if (classrooms.isPending) {
    return (
      <LoadingSkeleton label="Carregando suas turmas…">
        <Box sx={classroomGrid}>
          {[0, 1].map((index) => (
            <Skeleton key={index} variant="rounded" height={208} sx={{ borderRadius: 4 }} />
          ))}
        </Box>
      </LoadingSkeleton>
    );
  }
  if (classrooms.isError) {
    return (
      <ErrorState
        error={classrooms.error}
        fallback="Não deu para abrir suas turmas agora."
        onRetry={() => void classrooms.refetch()}
      />
    );
  }
  if (classrooms.data.results.length === 0) {
    return (
      <EmptyState title="Você ainda não está em uma turma">
        <Box sx={{ maxWidth: 360, mx: 'auto', textAlign: 'left', mt: 1 }}>
          <Typography sx={{ mb: 2, textAlign: 'center' }}>Tem um código da turma? Digite aqui:</Typography>
          {joinForm}
        </Box>
      </EmptyState>
    );
  }

  return (
    <Box component="ul" aria-label="Minhas turmas" sx={classroomGrid}>
      {classrooms.data.results.map((classroom, index) => (
        <li key={classroom.id}>
          <Card
            sx={{ bgcolor: colors[index % colors.length], color: '#fff', borderRadius: 4, height: '100%' }}
          >
            <CardActionArea
              component={RouterLink}
              to={routePath(spaRoutes.studentClassroom, { id: classroom.id })}
              sx={{ p: { xs: 3, sm: 4 }, height: '100%', minHeight: 160 }}
            >
              <Typography
                component="h2"
                sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, fontWeight: 800, overflowWrap: 'anywhere' }}
              >
                {classroom.name}
              </Typography>
              <Typography sx={{ fontSize: '1.15rem', mt: 1, opacity: 0.95 }}>
                Professor(a): {classroom.teacher_name}
              </Typography>
              <Box
                sx={{ mt: 3, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
              >
                <Typography sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
                  {classroom.lessons_count === 0
                    ? 'Nenhuma aula ainda'
                    : plural(classroom.lessons_count, 'aula', 'aulas')}
                </Typography>
                <ArrowForward aria-hidden="true" sx={{ fontSize: 36 }} />
              </Box>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
