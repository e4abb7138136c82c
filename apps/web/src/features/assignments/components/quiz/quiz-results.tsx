import { routePath, spaRoutes, type Assignment, type QuizResults as Results } from '@aula/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/states';
import { htmlToText } from '@/lib/paragraphs';
import { plural } from '@/lib/plural';
import { describeValue, formatNumber, mostChosenWrong } from '../../quiz/quiz-values';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

function QuestionResult({
  index,
  question,
  result,
}: {
  index: number;
  question: Assignment['questions'][number];
  result: Results['questions'][number] | undefined;
}) {
  const answered = result?.answers.reduce((sum, a) => sum + (a.value === null ? 0 : a.count), 0) ?? 0;
  const wrong = result ? mostChosenWrong(question, result.answers) : null;
  const text = htmlToText(question.statement);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Questão {index + 1}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere', mb: 1 }}>
        {text.length > 160 ? `${text.slice(0, 160)}…` : text}
      </Typography>
      {result?.correct_rate === null || result === undefined ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {question.type === 'essay'
            ? 'Dissertativa: veja as respostas na correção.'
            : 'Ninguém respondeu ainda.'}
        </Typography>
      ) : (
        <Box>
          <Typography variant="body2">
            <strong>{percent(result.correct_rate)}</strong> acertaram ·{' '}
            {plural(answered, 'resposta', 'respostas')}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={result.correct_rate * 100}
            aria-label={`Acerto da questão ${index + 1}: ${percent(result.correct_rate)}`}
            color={result.correct_rate >= 0.7 ? 'success' : result.correct_rate >= 0.4 ? 'warning' : 'error'}
            sx={{ height: 8, borderRadius: 4, my: 1, maxWidth: 360 }}
          />
          {wrong && (
            <Typography variant="body2">
              Resposta errada mais escolhida: <strong>{describeValue(question, wrong.value)}</strong> (
              {plural(wrong.count, 'aluno', 'alunos')})
            </Typography>
          )}
        </Box>
      )}
      {question.skills.length > 0 && (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
          {question.skills.map((code) => (
            <Chip key={code} size="small" variant="outlined" label={code} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** A quiz's results: per question the correct rate and the usual mistake; per student the score and a way to the correction. */
export function QuizResultsView({ assignment, results }: { assignment: Assignment; results: Results }) {
  const byQuestion = new Map(results.questions.map((q) => [q.question, q]));
  const handedIn = results.students.filter((s) => s.score !== null);
  if (results.students.length === 0)
    return (
      <EmptyState title="Nenhum aluno recebeu esta avaliação">
        Quando houver alunos, os resultados aparecem aqui.
      </EmptyState>
    );
  return (
    <Stack spacing={3}>
      <Box>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          Por aluno
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {handedIn.length} de {plural(results.students.length, 'aluno entregou', 'alunos entregaram')}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Pontos por aluno">
            <TableHead>
              <TableRow>
                <TableCell>Aluno</TableCell>
                <TableCell align="right">Pontos</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {results.students.map((row) => (
                <TableRow key={row.student.id}>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={routePath(spaRoutes.teacherSubmission, {
                        assignmentId: assignment.id,
                        studentId: row.student.id,
                      })}
                    >
                      {row.student.first_name} {row.student.last_name}
                    </Link>
                    {row.pending > 0 && (
                      <Chip
                        size="small"
                        color="warning"
                        sx={{ ml: 1 }}
                        label={plural(row.pending, 'dissertativa a corrigir', 'dissertativas a corrigir')}
                      />
                    )}
                  </TableCell>
                  <TableCell align="right">
                    {row.score === null
                      ? 'Não entregou'
                      : `${formatNumber(row.score)} de ${formatNumber(row.max_score)}`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>
      <Box>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          Por questão
        </Typography>
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {assignment.questions.map((question, i) => (
            <QuestionResult
              key={question.question}
              index={i}
              question={question}
              result={byQuestion.get(question.question)}
            />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
