import { routePath, spaRoutes } from '@aula/contracts';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { LoadingSkeleton, RowsSkeleton } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/states';
import { StatusChip } from '@/components/status-chip';
import { formatDateTime } from '@/lib/format';
import { plural } from '@/lib/plural';
import { useClassrooms } from '@/lib/classroom-queries';
import { useReviewQueue } from '../../api/review-queue';

/** "Para corrigir": every hand-in waiting, oldest first, each one a click from the viewer. */
export function ReviewQueuePage() {
  const [params, setParams] = useSearchParams();
  const classroom = Number(params.get('turma')) || undefined;
  const queue = useReviewQueue(classroom);
  const classrooms = useClassrooms();

  return (
    <>
      <PageHeader
        title="Para corrigir"
        subtitle="As entregas que esperam a sua correção, da mais antiga para a mais nova."
        back={{ to: spaRoutes.teacherHome, label: 'Voltar ao início' }}
      />
      {classrooms.data && classrooms.data.results.length > 1 && (
        <TextField
          select
          label="Turma"
          size="small"
          value={classroom ?? ''}
          onChange={(e) => setParams(e.target.value ? { turma: e.target.value } : {}, { replace: true })}
          sx={{ mb: 2, minWidth: 240, maxWidth: '100%' }}
        >
          <MenuItem value="">Todas as turmas</MenuItem>
          {classrooms.data.results.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name} ({c.to_review})
            </MenuItem>
          ))}
        </TextField>
      )}
      {queue.isPending ? (
        <LoadingSkeleton label="Carregando as entregas…">
          <RowsSkeleton rows={4} height={64} />
        </LoadingSkeleton>
      ) : queue.isError ? (
        <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
      ) : queue.data.count === 0 ? (
        <EmptyState icon={<FactCheckOutlined />} title="Nada para corrigir">
          Quando um aluno entregar uma atividade, ela aparece aqui.
        </EmptyState>
      ) : (
        <>
          <Typography sx={{ mb: 1.5 }}>
            {plural(queue.data.count, 'entrega esperando', 'entregas esperando')}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {queue.data.results.map((item) => (
              <Paper
                component="li"
                key={`${item.assignment.id}-${item.student.id}`}
                variant="outlined"
                sx={{ p: 1.5, borderRadius: 2 }}
              >
                <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
                  <Stack sx={{ flex: 1, minWidth: 0 }}>
                    <Link
                      component={RouterLink}
                      to={routePath(spaRoutes.teacherSubmission, {
                        assignmentId: item.assignment.id,
                        studentId: item.student.id,
                      })}
                      sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
                    >
                      {item.student.first_name} {item.student.last_name} — {item.assignment.title}
                    </Link>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {item.classroom.name} · entregue em {formatDateTime(item.submitted_at)}
                    </Typography>
                  </Stack>
                  {item.late && <StatusChip tone="warning" label="Com atraso" />}
                </Stack>
              </Paper>
            ))}
          </Stack>
        </>
      )}
    </>
  );
}
