import type { QuizValue, StudentAssignment } from '@aula/contracts';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { plural } from '@/lib/plural';
import { useSnackbar } from '@/lib/toast';
import { useSaveQuizDraft } from '../../api/quiz-attempts';
import { useSubmitAssignment } from '../../api/student-assignments';
import { answerMapOf, answersToSend, clock, secondsLeft, type AnswerMap } from '../../quiz/player-answers';
import { isAnswered } from '../../quiz/quiz-values';
import { QuestionView } from './question-view';

const DRAFT_DELAY_MS = 1500;

function useCountdown(deadline: string | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return secondsLeft(deadline, now);
}

/** The question map: one button per question, filled once answered. */
function QuestionMap({
  count,
  position,
  answered,
  onGo,
}: {
  count: number;
  position: number;
  answered: (index: number) => boolean;
  onGo: (index: number) => void;
}) {
  return (
    <Box
      component="nav"
      aria-label="Mapa das questões"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      {Array.from({ length: count }, (_, i) => (
        <Button
          key={i}
          size="small"
          variant={answered(i) ? 'contained' : 'outlined'}
          color={i === position ? 'secondary' : 'primary'}
          aria-current={i === position ? 'step' : undefined}
          aria-label={`Questão ${i + 1}${answered(i) ? ', respondida' : ', sem resposta'}`}
          onClick={() => onGo(i)}
          sx={{ minWidth: 44, minHeight: 44, p: 0 }}
        >
          {i + 1}
        </Button>
      ))}
    </Box>
  );
}

/** A quiz being answered: one question per screen, the map, the clock, progress saved as she goes, then "Entregar". */
export function QuizPlayer({ assignment }: { assignment: StudentAssignment }) {
  const quiz = assignment.quiz!;
  const questions = assignment.questions;
  const [answers, setAnswers] = useState<AnswerMap>(() => answerMapOf(quiz.draft?.answers ?? []));
  const [position, setPosition] = useState(() =>
    Math.min(quiz.draft?.position ?? 0, Math.max(0, questions.length - 1)),
  );
  const [confirming, setConfirming] = useState(false);
  const saveDraft = useSaveQuizDraft(assignment.id);
  const submit = useSubmitAssignment(assignment.id);
  const { enqueueSnackbar } = useSnackbar();
  const left = useCountdown(quiz.deadline_at);
  const touched = useRef(false);
  const handedIn = useRef(false);
  const question = questions[position]!;
  const answeredCount = questions.filter((q) => isAnswered(answers[q.id])).length;

  // Progress is kept as she goes: a phone that locks or a tab closed by mistake loses nothing.
  const { mutate: save } = saveDraft;
  useEffect(() => {
    if (!touched.current || handedIn.current) return undefined;
    const timer = setTimeout(
      () => save({ answers: answersToSend(questions, answers).filter((a) => a.value !== null), position }),
      DRAFT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [answers, position, questions, save]);

  const hand = (auto: boolean) => {
    if (handedIn.current) return;
    handedIn.current = true;
    submit.mutate(
      { answers: answersToSend(questions, answers) },
      {
        onSuccess: () =>
          enqueueSnackbar(auto ? 'O tempo acabou: suas respostas foram entregues.' : 'Avaliação entregue.', {
            variant: 'success',
          }),
        onError: () => {
          handedIn.current = false;
        },
      },
    );
  };
  const timeUp = left === 0;
  useEffect(() => {
    if (timeUp) hand(true);
    // Only the moment the clock reaches zero hands in; `hand` changes with every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeUp]);

  const change = (value: QuizValue | null) => {
    touched.current = true;
    setAnswers((current) => ({ ...current, [question.id]: value }));
  };
  const go = (index: number) => {
    touched.current = true;
    setPosition(index);
  };
  const unanswered = questions.length - answeredCount;

  return (
    <Box sx={{ mt: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, flexWrap: 'wrap' }}
      >
        <Typography sx={{ fontWeight: 700 }}>
          Questão {position + 1} de {questions.length}
        </Typography>
        {left !== null && (
          <Chip
            icon={<TimerOutlined />}
            color={left < 60 ? 'error' : left < 300 ? 'warning' : 'default'}
            label={`Tempo: ${clock(left)}`}
            role="timer"
            aria-live="off"
          />
        )}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={(answeredCount / questions.length) * 100}
        aria-label={`${answeredCount} de ${questions.length} respondidas`}
        sx={{ mb: 2, height: 8, borderRadius: 4 }}
      />
      <QuestionMap
        count={questions.length}
        position={position}
        answered={(i) => isAnswered(answers[questions[i]!.id])}
        onGo={go}
      />
      <Box key={question.id} sx={{ minHeight: 200 }}>
        <QuestionView
          question={question}
          number={position + 1}
          value={answers[question.id] ?? null}
          onChange={change}
          disabled={submit.isPending}
        />
      </Box>
      {saveDraft.isError && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Não deu para guardar seu progresso agora. Continue respondendo: tentamos de novo na próxima
          resposta.
        </Alert>
      )}
      {submit.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(submit.error, 'Não deu para entregar agora. Tente de novo.')}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'space-between' }}>
        <Button variant="outlined" disabled={position === 0} onClick={() => go(position - 1)}>
          Anterior
        </Button>
        {position < questions.length - 1 ? (
          <Button variant="contained" onClick={() => go(position + 1)}>
            Próxima
          </Button>
        ) : (
          <Button
            variant="contained"
            color="secondary"
            onClick={() => setConfirming(true)}
            disabled={submit.isPending}
          >
            Entregar
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Entregar a avaliação?"
        confirmLabel="Entregar"
        pendingLabel="Entregando…"
        pending={submit.isPending}
        error={submit.isError ? errorMessage(submit.error, 'Não deu para entregar agora.') : null}
        onClose={() => setConfirming(false)}
        onConfirm={() => hand(false)}
      >
        {unanswered > 0
          ? `Você deixou ${plural(unanswered, 'questão', 'questões')} sem resposta. Depois de entregar, não dá para mudar.`
          : 'Você respondeu todas as questões. Depois de entregar, não dá para mudar.'}
      </ConfirmDialog>
    </Box>
  );
}
