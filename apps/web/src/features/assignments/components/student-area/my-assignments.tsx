import { routePath, spaRoutes, type StudentAssignmentSummary } from '@aula/contracts';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LoadingSkeleton, RowsSkeleton } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/states';
import { cardAction, outlinedCard, smallChip, themeClasses } from '@/components/theme-classes';
import { useMyAssignments } from '../../api/student-assignments';
import { formatDue, formatGrade } from '../../assignment-status';
import { SubmissionStatusChip } from '../activities/assignment-status-chip';

/**
 * A card's parts, as MUI's outlined Card, CardActionArea, Typography and small Chips drew them, in
 * classes built once (themeClasses): the home lists every activity, and MUI's components compute
 * their styles at every render.
 */
const useCardClasses = themeClasses((theme) => {
  const chip = smallChip(theme);
  return {
    card: { overflow: 'hidden', ...outlinedCard(theme) },
    overdue: { borderColor: theme.palette.error.main },
    action: { ...cardAction(theme), display: 'flex', gap: 12, alignItems: 'center', padding: 16 },
    text: { flex: 1, minWidth: 0 },
    title: {
      ...theme.typography.body1,
      margin: 0,
      fontWeight: 700,
      fontSize: '1.15rem',
      overflowWrap: 'anywhere',
    },
    line: { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary },
    timeLimit: { ...theme.typography.body2, margin: 0, fontWeight: 600 },
    chips: { display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 },
    late: { ...chip, backgroundColor: theme.palette.error.main, color: theme.palette.error.contrastText },
    grade: { ...chip, padding: '0 7px', border: `1px solid ${theme.palette.grey[400]}` },
  };
});

function AssignmentCard({ assignment }: { assignment: StudentAssignmentSummary }) {
  const classes = useCardClasses();
  return (
    <li className={`${classes.card}${assignment.overdue ? ` ${classes.overdue}` : ''}`}>
      <RouterLink
        to={routePath(spaRoutes.studentAssignment, { id: assignment.id })}
        className={classes.action}
      >
        <div className={classes.text}>
          <h3 className={classes.title}>{assignment.title}</h3>
          <p className={classes.line}>
            {assignment.classroom.name} · Prazo: {formatDue(assignment.due_at)}
          </p>
          {assignment.time_limit_minutes !== null && ['assigned', 'opened'].includes(assignment.status) && (
            <p className={classes.timeLimit}>
              Tempo: {assignment.time_limit_minutes} min
              {assignment.status === 'assigned' && ' — começa quando você abrir'}
            </p>
          )}
          <div className={classes.chips}>
            {assignment.overdue ? (
              <span className={classes.late}>Atrasada</span>
            ) : (
              <SubmissionStatusChip status={assignment.status} />
            )}
            {assignment.grade !== null && (
              <span className={classes.grade}>{`Nota ${formatGrade(assignment.grade)}`}</span>
            )}
          </div>
        </div>
        <ChevronRight aria-hidden="true" />
      </RouterLink>
    </li>
  );
}

/** "Para fazer" (due soonest first, late ones marked) or "Entregues". */
export function MyAssignments({ status }: { status: 'todo' | 'done' }) {
  const list = useMyAssignments(status);
  if (list.isPending)
    return (
      <LoadingSkeleton label="Carregando as atividades…">
        <RowsSkeleton rows={3} height={96} />
      </LoadingSkeleton>
    );
  if (list.isError) {
    return (
      <ErrorState
        error={list.error}
        fallback="Não deu para abrir suas atividades agora."
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data.results.length === 0) {
    return status === 'todo' ? (
      <EmptyState icon={<AssignmentTurnedInOutlined />} title="Nada para fazer agora">
        Quando houver uma atividade para você, ela aparece aqui.
      </EmptyState>
    ) : (
      <Typography sx={{ color: 'text.secondary' }}>Você ainda não entregou nenhuma atividade.</Typography>
    );
  }
  return (
    <Stack
      component="ul"
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={status === 'todo' ? 'Atividades para fazer' : 'Atividades entregues'}
    >
      {list.data.results.map((a) => (
        <AssignmentCard key={a.id} assignment={a} />
      ))}
    </Stack>
  );
}
