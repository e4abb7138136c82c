import { spaRoutes } from '@aula/contracts';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '@/components/states';
import { plural } from '@/lib/plural';
import { useTeacherStatistics } from '@/lib/teacher-statistics';
import { AlertWithAction } from '@/components/alert-with-action';
import { UpgradeButton } from '@/components/upgrade-link';
import { ProgressBar } from '@/components/progress-bar';
import { outlinedCard, themeClasses } from '@/components/theme-classes';

/** Near the limit (time to invite an upgrade): something used and one slot left, or 80 % used. */
export function nearLimit(count: number, limit: number): boolean {
  if (limit <= 0) return count > 0;
  return count > 0 && (count >= limit - 1 || count / limit >= 0.8);
}

/** A statistic's card, as MUI's outlined Paper, Stack and Typography draw it, in classes built once. */
const useStatCardClasses = themeClasses((theme) => ({
  card: {
    listStyle: 'none',
    overflow: 'hidden',
    ...outlinedCard(theme),
  },
  fullCard: { borderColor: theme.palette.error.main },
  body: { display: 'block', height: '100%', padding: 20 },
  link: {
    color: 'inherit',
    textDecoration: 'none',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: -3 },
  },
  heading: { display: 'flex', alignItems: 'center', gap: 8, color: theme.palette.text.secondary },
  icon: { display: 'flex', color: theme.palette.primary.main },
  label: { ...theme.typography.body2, margin: 0, fontWeight: 600 },
  count: { ...theme.typography.body1, margin: '8px 0 0', fontSize: '2rem', fontWeight: 800, lineHeight: 1.2 },
  limit: {
    ...theme.typography.body1,
    fontSize: '1.1rem',
    fontWeight: 600,
    color: theme.palette.text.secondary,
  },
}));

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
  const classes = useStatCardClasses();
  const full = limit !== undefined && count >= limit;
  const near = limit !== undefined && nearLimit(count, limit);
  const content = (
    <>
      <div className={classes.heading}>
        <div aria-hidden="true" className={classes.icon}>
          {icon}
        </div>
        <h3 className={classes.label}>{label}</h3>
      </div>
      <p className={classes.count}>
        {count}
        {limit !== undefined && <span className={classes.limit}> de {limit}</span>}
      </p>
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
    <li className={full ? `${classes.card} ${classes.fullCard}` : classes.card}>
      {to ? (
        <RouterLink to={to} className={`${classes.body} ${classes.link}`}>
          {content}
        </RouterLink>
      ) : (
        <div className={classes.body}>{content}</div>
      )}
    </li>
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
