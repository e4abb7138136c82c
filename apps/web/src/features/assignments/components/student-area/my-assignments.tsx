import { routePath, spaRoutes, type StudentAssignmentSummary } from '@aula/contracts';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LoadingSkeleton, RowsSkeleton } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/states';
import { useMyAssignments } from '../../api/student-assignments';
import { formatDue, formatGrade } from '../../assignment-status';
import { SubmissionStatusChip } from '../activities/assignment-status-chip';

function AssignmentCard({ assignment }: { assignment: StudentAssignmentSummary }) {
  return (
    <Card
      variant="outlined"
      component="li"
      sx={{ borderRadius: 3, borderColor: assignment.overdue ? 'error.main' : 'divider' }}
    >
      <CardActionArea
        component={RouterLink}
        to={routePath(spaRoutes.studentAssignment, { id: assignment.id })}
        sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'center' }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.15rem', overflowWrap: 'anywhere' }}>
            {assignment.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {assignment.classroom.name} · Prazo: {formatDue(assignment.due_at)}
          </Typography>
          {assignment.time_limit_minutes !== null && ['assigned', 'opened'].includes(assignment.status) && (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Tempo: {assignment.time_limit_minutes} min
              {assignment.status === 'assigned' && ' — começa quando você abrir'}
            </Typography>
          )}
          <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
            {assignment.overdue ? (
              <Chip size="small" color="error" label="Atrasada" />
            ) : (
              <SubmissionStatusChip status={assignment.status} />
            )}
            {assignment.grade !== null && (
              <Chip size="small" variant="outlined" label={`Nota ${formatGrade(assignment.grade)}`} />
            )}
          </Stack>
        </Box>
        <ChevronRight aria-hidden="true" />
      </CardActionArea>
    </Card>
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
