import { spaRoutes } from '@aula/contracts';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '@/components/states';
import { plural } from '@/lib/plural';
import { useTeacherStatistics } from '@/lib/teacher-statistics';
import { AlertWithAction } from '@/components/alert-with-action';
import { UpgradeButton } from '@/components/upgrade-link';
import { ProgressBar } from '@/components/progress-bar';

/** Near the limit (time to invite an upgrade): something used and one slot left, or 80 % used. */
export function nearLimit(count: number, limit: number): boolean {
  if (limit <= 0) return count > 0;
  return count > 0 && (count >= limit - 1 || count / limit >= 0.8);
}

function StatCard({
  icon,
  label,
  count,
  limit,
  to,
}: {
  icon: ReactNode;
  label: string;
  count: number;
  limit?: number;
  to?: string;
}) {
  const full = limit !== undefined && count >= limit;
  const near = limit !== undefined && nearLimit(count, limit);
  const content = (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <Box aria-hidden="true" sx={{ display: 'flex', color: 'primary.main' }}>
          {icon}
        </Box>
        <Typography component="h3" variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
      </Stack>
      <Typography sx={{ fontSize: '2rem', fontWeight: 800, mt: 1, lineHeight: 1.2 }}>
        {count}
        {limit !== undefined && (
          <Typography component="span" sx={{ fontSize: '1.1rem', fontWeight: 600, color: 'text.secondary' }}>
            {' '}
            de {limit}
          </Typography>
        )}
      </Typography>
      {limit !== undefined && (
        <ProgressBar
          value={limit > 0 ? Math.min(100, (count / limit) * 100) : 100}
          color={full ? 'error' : near ? 'warning' : 'primary'}
          label={`${label}: ${count} de ${limit}`}
          sx={{ mt: 1.5, height: 8, borderRadius: 4 }}
        />
      )}
    </>
  );
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        borderRadius: 3,
        listStyle: 'none',
        p: 0,
        overflow: 'hidden',
        borderColor: full ? 'error.main' : undefined,
      }}
    >
      {to ? (
        <Box
          component={RouterLink}
          to={to}
          sx={{
            display: 'block',
            p: 2.5,
            color: 'inherit',
            textDecoration: 'none',
            height: '100%',
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
          }}
        >
          {content}
        </Box>
      ) : (
        <Box sx={{ p: 2.5 }}>{content}</Box>
      )}
    </Paper>
  );
}

/** Home of the teacher: usage against the plan's limits, with an upgrade invitation before a limit is hit. */
export function TeacherStatisticsSection() {
  const statistics = useTeacherStatistics();

  return (
    <Box component="section" aria-labelledby="uso-titulo">
      <Typography id="uso-titulo" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Seu uso
      </Typography>
      {statistics.isPending ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', xl: 'repeat(5, 1fr)' },
          }}
          aria-busy="true"
          aria-label="Carregando seu uso"
        >
          {[0, 1, 2, 3, 4].map((n) => (
            <Skeleton key={n} variant="rounded" height={120} />
          ))}
        </Box>
      ) : statistics.isError ? (
        <ErrorState
          error={statistics.error}
          fallback="Não foi possível carregar seu uso."
          onRetry={() => void statistics.refetch()}
        />
      ) : (
        <StatisticsContent data={statistics.data} />
      )}
    </Box>
  );
}

function StatisticsContent({ data }: { data: NonNullable<ReturnType<typeof useTeacherStatistics>['data']> }) {
  const { students, custom_lesson_plans: plans } = data;
  const warnings = [
    nearLimit(students.count, students.limit) &&
      (students.count >= students.limit
        ? `Você chegou ao limite de ${plural(students.limit, 'aluno', 'alunos')} do seu plano.`
        : `Você já tem ${students.count} de ${plural(students.limit, 'aluno permitido', 'alunos permitidos')} no seu plano.`),
    nearLimit(plans.count, plans.limit) &&
      (plans.count >= plans.limit
        ? `Você chegou ao limite de ${plural(plans.limit, 'livro próprio', 'livros próprios')}.`
        : `Você já tem ${plans.count} de ${plural(plans.limit, 'livro próprio permitido', 'livros próprios permitidos')}.`),
  ].filter((w): w is string => Boolean(w));

  return (
    <>
      {warnings.length > 0 && (
        <AlertWithAction severity="warning" action={<UpgradeButton label="Ver planos" />} sx={{ mb: 2 }}>
          {warnings.join(' ')} Assine um plano para ter mais espaço.
        </AlertWithAction>
      )}
      <Box
        component="ul"
        aria-label="Seu uso"
        sx={{
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', xl: 'repeat(5, 1fr)' },
        }}
      >
        <StatCard
          icon={<PeopleOutline />}
          label="Alunos"
          count={students.count}
          limit={students.limit}
          to={spaRoutes.teacherStudents}
        />
        <StatCard
          icon={<SchoolOutlined />}
          label="Turmas"
          count={data.classrooms.count}
          to={spaRoutes.teacherClassrooms}
        />
        <StatCard
          icon={<AutoStoriesOutlined />}
          label="Aulas nas turmas"
          count={data.linked_lessons.count}
          to={spaRoutes.teacherClassrooms}
        />
        <StatCard
          icon={<FavoriteBorder />}
          label="Favoritas"
          count={data.favorites.count}
          to={spaRoutes.teacherFavorites}
        />
        <StatCard
          icon={<LibraryBooksOutlined />}
          label="Livros próprios"
          count={plans.count}
          limit={plans.limit}
          to={spaRoutes.teacherMyBooks}
        />
      </Box>
    </>
  );
}
