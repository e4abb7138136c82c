import { SHOW_ANSWERS_LABELS, type StudentAssignment } from '@aula/contracts';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichText } from '@/components/lesson-content';
import { errorMessage } from '@/lib/error-message';
import { plural } from '@/lib/plural';
import { useRetryQuiz } from '../../api/quiz-attempts';
import { answerMapOf } from '../../quiz/player-answers';
import { describeValue, formatNumber } from '../../quiz/quiz-values';

type Mark = NonNullable<NonNullable<StudentAssignment['quiz']>['marks']>[number];

function MarkLine({ mark }: { mark: Mark | undefined }) {
  if (!mark) return null;
  const [icon, text, color] = mark.pending
    ? [<HourglassEmpty key="i" />, 'Aguardando a correção da professora', 'text.secondary']
    : mark.correct
      ? [<CheckCircleOutline key="i" />, 'Certa', 'success.dark']
      : [<CancelOutlined key="i" />, (mark.points ?? 0) > 0 ? 'Parcialmente certa' : 'Errada', 'error.main'];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color, fontWeight: 700 }}>
      <Box aria-hidden="true" sx={{ display: 'flex' }}>
        {icon}
      </Box>
      <span>
        {text}
        {mark.points !== null
          ? ` · ${formatNumber(mark.points)} ${mark.points === 1 ? 'ponto' : 'pontos'}`
          : ''}
      </span>
    </Stack>
  );
}

/** A handed-in quiz: the score, each question's mark, the solutions and explanations when allowed; another attempt when left. */
export function QuizResult({ assignment }: { assignment: StudentAssignment }) {
  const quiz = assignment.quiz!;
  const retry = useRetryQuiz(assignment.id);
  const given = answerMapOf(quiz.answers);
  const solutions = new Map((quiz.solutions ?? []).map((s) => [s.question, s]));
  const marks = new Map((quiz.marks ?? []).map((m) => [m.question, m]));
  const left = quiz.attempts - quiz.attempts_used;
  return (
    <Box sx={{ mt: 2 }}>
      {quiz.score !== null && quiz.max_score !== null ? (
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 800 }}>
          Você fez {formatNumber(quiz.score)} de {plural(quiz.max_score, 'ponto', 'pontos')}
        </Typography>
      ) : (
        <Alert severity="info">
          Suas respostas foram entregues. Você verá o resultado:{' '}
          {SHOW_ANSWERS_LABELS[quiz.show_answers].toLowerCase()}.
        </Alert>
      )}
      {quiz.can_attempt && (
        <Box sx={{ mt: 2 }}>
          {retry.isError && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {errorMessage(retry.error, 'Não deu para começar outra tentativa.')}
            </Alert>
          )}
          <Button variant="contained" onClick={() => retry.mutate()} disabled={retry.isPending}>
            Tentar de novo
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {plural(left, 'tentativa restante', 'tentativas restantes')}. Vale a última entrega.
          </Typography>
        </Box>
      )}
      {quiz.marks && (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, mt: 3 }}>
          {assignment.questions.map((question, i) => {
            const solution = solutions.get(question.id);
            return (
              <Paper component="li" key={question.id} variant="outlined" sx={{ p: 2 }}>
                <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
                  Questão {i + 1}
                </Typography>
                <Box sx={{ '& > div': { mt: 0 } }}>
                  <RichText html={question.statement} />
                </Box>
                <Typography sx={{ mt: 1 }}>
                  <strong>Sua resposta:</strong> {describeValue(question, given[question.id] ?? null)}
                </Typography>
                <MarkLine mark={marks.get(question.id)} />
                {solution && question.type !== 'essay' && (
                  <Typography sx={{ mt: 1 }}>
                    <strong>Resposta certa:</strong> {describeValue(question, solution.value)}
                  </Typography>
                )}
                {solution?.explanation && (
                  <Typography sx={{ mt: 1, whiteSpace: 'pre-line', color: 'text.secondary' }}>
                    {solution.explanation}
                  </Typography>
                )}
              </Paper>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
