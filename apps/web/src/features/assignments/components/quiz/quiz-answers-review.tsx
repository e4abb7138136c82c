import type { Assignment, Submission } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { htmlToText } from '@/lib/paragraphs';
import { useSnackbar } from '@/lib/toast';
import { useGrade } from '../../api/correction';
import { answerMapOf } from '../../quiz/player-answers';
import { describeValue, formatNumber, parseNumber } from '../../quiz/quiz-values';

type Mark = NonNullable<Submission['quiz']>['marks'][number];

function markText(mark: Mark | undefined, max: number) {
  if (!mark) return 'Sem correção';
  if (mark.pending) return 'Aguardando sua correção';
  const points = `${formatNumber(mark.points ?? 0)} de ${formatNumber(max)}`;
  return `${mark.correct ? '✓ Certa' : (mark.points ?? 0) > 0 ? '◐ Parcial' : '✗ Errada'} · ${points}`;
}

/** An essay's mark: 0 up to the question's points, saved on its own (the grade follows the score). */
function EssayPoints({
  activity,
  submission,
  question,
  mark,
}: {
  activity: Assignment;
  submission: Submission;
  question: Assignment['questions'][number];
  mark: Mark | undefined;
}) {
  const grade = useGrade(activity.id, activity.classroom);
  const { enqueueSnackbar } = useSnackbar();
  const [text, setText] = useState(
    mark?.points === null || mark?.points === undefined ? '' : formatNumber(mark.points),
  );
  const points = parseNumber(text);
  const invalid = text !== '' && (points === null || points < 0 || points > question.points);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 1 }}>
      <TextField
        size="small"
        label={`Pontos (0 a ${formatNumber(question.points)})`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={invalid || grade.isError}
        helperText={
          invalid
            ? `De 0 a ${formatNumber(question.points)}.`
            : grade.isError
              ? errorMessage(grade.error, 'Não foi possível salvar.')
              : undefined
        }
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ width: 170 }}
      />
      <Button
        variant="outlined"
        disabled={points === null || invalid || grade.isPending}
        onClick={() =>
          grade.mutate(
            {
              studentId: submission.student.id,
              patch: { question_points: [{ question: question.question, points: points! }] },
            },
            { onSuccess: () => enqueueSnackbar('Pontos da dissertativa salvos.', { variant: 'success' }) },
          )
        }
      >
        Salvar pontos
      </Button>
    </Stack>
  );
}

/** A quiz's hand-in in the correction view: each answer (in the quiz's order) with its mark; essays get points here. */
export function QuizAnswersReview({
  activity,
  submission,
}: {
  activity: Assignment;
  submission: Submission;
}) {
  const quiz = submission.quiz;
  if (!quiz) return null;
  const given = answerMapOf(quiz.answers);
  const marks = new Map(quiz.marks.map((m) => [m.question, m]));
  return (
    <Box component="section" aria-label="Respostas da avaliação" sx={{ mb: 2 }}>
      {submission.score !== null && submission.max_score !== null && (
        <Typography sx={{ fontWeight: 700, mb: 1 }}>
          {formatNumber(submission.score)} de {formatNumber(submission.max_score)} pontos
          {quiz.paper ? ' · prova em papel digitada' : ''}
          {quiz.attempts_used > 1 ? ` · ${quiz.attempts_used}ª tentativa` : ''}
        </Typography>
      )}
      {quiz.pending > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {quiz.pending === 1 ? '1 dissertativa espera' : `${quiz.pending} dissertativas esperam`} seus
          pontos.
        </Alert>
      )}
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {activity.questions.map((question, i) => {
          const mark = marks.get(question.question);
          const text = htmlToText(question.statement);
          return (
            <Paper component="li" key={question.question} variant="outlined" sx={{ p: 1.5 }}>
              <Typography variant="subtitle2" component="h3">
                Questão {i + 1}: {text.length > 100 ? `${text.slice(0, 100)}…` : text}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {describeValue(question, given[question.question] ?? null)}
              </Typography>
              <Typography
                variant="body2"
                sx={{
                  color: mark?.pending ? 'warning.dark' : mark?.correct ? 'success.dark' : 'error.dark',
                  fontWeight: 700,
                }}
              >
                {markText(mark, question.points)}
              </Typography>
              {question.type === 'essay' && given[question.question] != null && (
                <EssayPoints activity={activity} submission={submission} question={question} mark={mark} />
              )}
            </Paper>
          );
        })}
      </Stack>
    </Box>
  );
}
