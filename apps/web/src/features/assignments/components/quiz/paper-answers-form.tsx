import { QUESTION_TYPE_LABELS, type Assignment, type Submission } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { EmptyState } from '@/components/states';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useSavePaperAnswers } from '../../api/quizzes';
import { paperText, parsePaperValue, splitPaperLine } from '../../quiz/paper-answers';
import { answerMapOf } from '../../quiz/player-answers';
import { formatNumber } from '../../quiz/quiz-values';

type QuizQuestion = Assignment['questions'][number];

const HINT: Record<QuizQuestion['type'], string> = {
  single_choice: 'Letra',
  multiple_choice: 'Letras, ex.: AC',
  true_false: 'V ou F',
  numeric: 'Número',
  short_text: 'Texto',
  essay: 'Texto',
  matching: 'Letra do par de cada item, ex.: BAC',
  ordering: 'Letras na ordem, ex.: CAB',
};

const textsOf = (questions: QuizQuestion[], submission: Submission | undefined) => {
  const given = answerMapOf(submission?.quiz?.answers ?? []);
  return questions.map((q) => paperText(q, given[q.question] ?? null));
};

/** One student's paper test typed in: a field per question (or one line for all), then Enter for the next student. */
function StudentPaper({
  assignment,
  submission,
  onNext,
  last,
}: {
  assignment: Assignment;
  submission: Submission;
  onNext: () => void;
  last: boolean;
}) {
  const questions = assignment.questions;
  const [texts, setTexts] = useState(() => textsOf(questions, submission));
  const [line, setLine] = useState('');
  const save = useSavePaperAnswers(assignment.classroom, assignment.id);
  const { enqueueSnackbar } = useSnackbar();
  const values = questions.map((q, i) => parsePaperValue(q, texts[i] ?? ''));
  const unreadable = values.flatMap((v, i) => (v === undefined ? [i] : []));
  const name = `${submission.student.first_name} ${submission.student.last_name}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unreadable.length > 0) return;
    save.mutate(
      {
        studentId: submission.student.id,
        answers: questions.map((q, i) => ({ question: q.question, value: values[i] ?? null })),
      },
      {
        onSuccess: (saved) => {
          enqueueSnackbar(
            saved.score !== null && saved.max_score !== null
              ? `${name}: ${formatNumber(saved.score)} de ${formatNumber(saved.max_score)} pontos.`
              : `Respostas de ${name} salvas.`,
            { variant: 'success' },
          );
          if (!last) onNext();
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={`Respostas de ${name}`}>
      {submission.score !== null && submission.max_score !== null && (
        <Typography sx={{ mb: 2, fontWeight: 700 }} role="status">
          {name}: {formatNumber(submission.score)} de {formatNumber(submission.max_score)} pontos
          {submission.quiz?.paper ? ' (prova em papel)' : ' (respondeu no aplicativo)'}
        </Typography>
      )}
      <TextField
        label="Tudo numa linha"
        placeholder="A C B D V 3,5"
        value={line}
        onChange={(e) => {
          setLine(e.target.value);
          setTexts(splitPaperLine(e.target.value, questions.length));
        }}
        helperText="Separe as respostas por espaço; ou use um campo por questão abaixo."
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off' } }}
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
        {questions.map((q, i) => (
          <TextField
            key={q.question}
            size="small"
            label={`Questão ${i + 1}`}
            value={texts[i] ?? ''}
            onChange={(e) => setTexts((list) => list.map((t, j) => (j === i ? e.target.value : t)))}
            error={values[i] === undefined}
            helperText={values[i] === undefined ? 'Não deu para ler' : HINT[q.type]}
            title={QUESTION_TYPE_LABELS[q.type]}
            slotProps={{ htmlInput: { autoComplete: 'off' } }}
          />
        ))}
      </Box>
      {save.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(save.error, 'Não foi possível salvar as respostas.')}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={save.isPending || unreadable.length > 0}>
          {save.isPending ? 'Salvando…' : last ? 'Salvar' : 'Salvar e ir para o próximo'}
        </Button>
      </Stack>
    </Box>
  );
}

/** "Respostas da prova em papel": student by student, the letters typed, graded like the app's. */
export function PaperAnswersForm({
  assignment,
  submissions,
}: {
  assignment: Assignment;
  submissions: Submission[];
}) {
  const [index, setIndex] = useState(0);
  const top = useRef<HTMLDivElement>(null);
  if (submissions.length === 0)
    return (
      <EmptyState title="Nenhum aluno recebeu esta avaliação">
        Quando houver alunos, digite aqui as provas em papel.
      </EmptyState>
    );
  const current = submissions[Math.min(index, submissions.length - 1)]!;
  return (
    <Box ref={top}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        Digite as respostas de cada aluno como estão na folha: A, B, C… para alternativas, V ou F, números e
        textos. Enter salva e passa para o próximo.
      </Typography>
      <TextField
        select
        label="Aluno"
        value={current.student.id}
        onChange={(e) => setIndex(submissions.findIndex((s) => s.student.id === Number(e.target.value)))}
        sx={{ mb: 2, minWidth: 260 }}
      >
        {submissions.map((s) => (
          <MenuItem key={s.student.id} value={s.student.id}>
            {s.student.first_name} {s.student.last_name}
            {s.score !== null ? ` — ${formatNumber(s.score)} pts` : ''}
          </MenuItem>
        ))}
      </TextField>
      <StudentPaper
        key={current.student.id}
        assignment={assignment}
        submission={current}
        last={index >= submissions.length - 1}
        onNext={() => {
          setIndex((i) => i + 1);
          top.current?.scrollIntoView({ block: 'start' });
        }}
      />
    </Box>
  );
}
