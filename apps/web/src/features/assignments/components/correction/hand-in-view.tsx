import type { Assignment, Submission } from '@aula/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusChip } from '@/components/status-chip';
import { formatDateTime } from '@/lib/format';
import { formatGrade } from '../../assignment-status';
import { FileLinkList } from '../activities/file-link-list';
import { SubmissionStatusChip } from '../activities/assignment-status-chip';
import { InlineFiles } from './file-viewer';
import { RubricResult } from './rubric-levels';
import { handedIn } from './viewer-order';
import { QuizAnswersReview } from '../quiz/quiz-answers-review';

/** What the student handed in: files shown inline, the written answer, its status. */
export function HandIn({ submission, activity }: { submission: Submission; activity: Assignment }) {
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <SubmissionStatusChip status={submission.status} />
        {submission.late && submission.status === 'returned' && (
          <StatusChip tone="warning" label="Entregue com atraso" />
        )}
        {submission.redo_requested && <StatusChip tone="info" label="Refazer pedido" />}
        {submission.submitted_at && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Entregue em {formatDateTime(submission.submitted_at)}
          </Typography>
        )}
      </Stack>
      {!handedIn(submission) ? (
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          Ainda não entregou. Você pode dar nota a um trabalho feito no papel.
        </Typography>
      ) : (
        <>
          <QuizAnswersReview activity={activity} submission={submission} />
          <InlineFiles files={submission.files} />
          {submission.text ? (
            <Typography
              sx={{
                whiteSpace: 'pre-line',
                bgcolor: 'grey.50',
                p: 1.5,
                borderRadius: 1,
                mb: 2,
                overflowWrap: 'anywhere',
              }}
            >
              {submission.text}
            </Typography>
          ) : (
            submission.files.length === 0 &&
            !submission.quiz && (
              <Typography sx={{ color: 'text.secondary', mb: 2 }}>Sem resposta escrita.</Typography>
            )
          )}
        </>
      )}
    </Box>
  );
}

/** The attempts before a redo, newest first, with the grade and feedback each got. */
export function EarlierAttempts({ submission, activity }: { submission: Submission; activity: Assignment }) {
  if (submission.attempts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="tentativas-titulo" sx={{ mt: 2 }}>
      <Typography id="tentativas-titulo" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Entregas anteriores ({submission.attempts.length})
      </Typography>
      <Stack spacing={1.5}>
        {submission.attempts
          .map((attempt, i) => ({ attempt, n: i + 1 }))
          .reverse()
          .map(({ attempt, n }) => (
            <Paper key={n} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
                  {n}ª entrega · {formatDateTime(attempt.submitted_at)}
                </Typography>
                {attempt.late && <StatusChip tone="warning" label="Com atraso" />}
              </Stack>
              {attempt.text && (
                <Typography sx={{ whiteSpace: 'pre-line', mb: 1, overflowWrap: 'anywhere' }}>
                  {attempt.text}
                </Typography>
              )}
              <FileLinkList files={attempt.files} />
              <Typography variant="body2">
                Nota: {attempt.grade === null ? 'sem nota' : formatGrade(attempt.grade)}
                {attempt.feedback ? ` · Devolutiva: ${attempt.feedback}` : ''}
              </Typography>
              {activity.rubric && attempt.rubric_levels && (
                <Box sx={{ mt: 1 }}>
                  <RubricResult rubric={activity.rubric} levels={attempt.rubric_levels} />
                </Box>
              )}
            </Paper>
          ))}
      </Stack>
    </Box>
  );
}
