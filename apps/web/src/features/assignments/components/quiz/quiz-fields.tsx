import {
  MAX_QUIZ_ATTEMPTS,
  QUESTION_TYPE_LABELS,
  SHOW_ANSWERS,
  SHOW_ANSWERS_LABELS,
  type Question,
  type ShowAnswers,
} from '@aula/contracts';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { htmlToText } from '@/lib/paragraphs';
import { plural } from '@/lib/plural';
import { useLessonSkills } from '../../api/questions';
import { totalPoints, type ChosenQuestion, type QuizDraft } from '../../quiz/quiz-draft';
import { formatNumber } from '../../quiz/quiz-values';
import { QuestionPickerDialog } from '../questions/question-picker-dialog';

const SHUFFLES = [
  ['shuffle_questions', 'Embaralhar as questões para cada aluno'],
  ['shuffle_options', 'Embaralhar as alternativas'],
] as const;

const chosenOf = (question: Question): ChosenQuestion => ({
  id: question.id,
  type: question.type,
  statement: question.statement,
  skills: question.skills,
  points: question.points,
  override: formatNumber(question.points),
});

function ChosenRow({
  question,
  index,
  count,
  onMove,
  onRemove,
  onPoints,
}: {
  question: ChosenQuestion;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onPoints: (text: string) => void;
}) {
  const text = htmlToText(question.statement);
  const short = text.length > 60 ? `${text.slice(0, 60)}…` : text;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography sx={{ fontWeight: 700 }}>{index + 1}.</Typography>
      <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{short}</Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {QUESTION_TYPE_LABELS[question.type]}
          {question.skills.length > 0 ? ` · ${question.skills.join(', ')}` : ''}
        </Typography>
      </Box>
      <TextField
        size="small"
        label="Pontos"
        value={question.override}
        onChange={(e) => onPoints(e.target.value)}
        sx={{ width: 90 }}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Pontos da questão ${index + 1}` } }}
      />
      <Box>
        <IconButton
          aria-label={`Subir a questão ${index + 1}`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUpward />
        </IconButton>
        <IconButton
          aria-label={`Descer a questão ${index + 1}`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDownward />
        </IconButton>
        <IconButton aria-label={`Tirar a questão ${index + 1}`} onClick={onRemove}>
          <Close />
        </IconButton>
      </Box>
    </Paper>
  );
}

/** A quiz activity's questions (from the bank, or from the linked lesson's skills), their order and points, and its settings. */
export function QuizFields({
  value,
  onChange,
  lesson,
  errorOf,
}: {
  value: QuizDraft;
  onChange: (draft: QuizDraft) => void;
  lesson: { id: number; lesson_plan: { id: number } } | null;
  errorOf: (field: string) => string | undefined;
}) {
  const [picking, setPicking] = useState<'bank' | 'lesson' | null>(null);
  const lessonSkills = useLessonSkills(lesson);
  const questions = value.questions;
  const setQuestions = (list: ChosenQuestion[]) => onChange({ ...value, questions: list });
  const setSettings = (patch: Partial<QuizDraft['settings']>) =>
    onChange({ ...value, settings: { ...value.settings, ...patch } });
  const move = (index: number, by: -1 | 1) => {
    const next = [...questions];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    setQuestions(next);
  };
  const skills = lessonSkills.data ?? [];

  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Questões da avaliação
      </Typography>
      {questions.length === 0 ? (
        <Alert severity="info">
          Escolha as questões no banco. Você pode criar questões em “Banco de questões”.
        </Alert>
      ) : (
        <>
          <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {questions.map((q, i) => (
              <ChosenRow
                key={q.id}
                question={q}
                index={i}
                count={questions.length}
                onMove={(by) => move(i, by)}
                onRemove={() => setQuestions(questions.filter((x) => x.id !== q.id))}
                onPoints={(override) =>
                  setQuestions(questions.map((x) => (x.id === q.id ? { ...x, override } : x)))
                }
              />
            ))}
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {plural(questions.length, 'questão', 'questões')} · {formatNumber(totalPoints(value))} pontos no
            total
          </Typography>
        </>
      )}
      {errorOf('questions') && <FormHelperText error>{errorOf('questions')}</FormHelperText>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" startIcon={<Add />} onClick={() => setPicking('bank')}>
          Escolher do banco
        </Button>
        {lesson && skills.length > 0 && (
          <Button variant="outlined" startIcon={<Add />} onClick={() => setPicking('lesson')}>
            Das habilidades da aula
          </Button>
        )}
      </Stack>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
        Configurações
      </Typography>
      {SHUFFLES.map(([key, label]) => (
        <FormControlLabel
          key={key}
          control={
            <Switch
              checked={value.settings[key]}
              onChange={(e) => setSettings({ [key]: e.target.checked })}
            />
          }
          label={label}
        />
      ))}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          label="Tentativas"
          value={value.settings.attempts}
          onChange={(e) => setSettings({ attempts: Number(e.target.value) })}
          error={Boolean(errorOf('quiz.attempts'))}
          helperText={errorOf('quiz.attempts') ?? 'Vale a última entrega.'}
        >
          {Array.from({ length: MAX_QUIZ_ATTEMPTS }, (_, i) => i + 1).map((n) => (
            <MenuItem key={n} value={n}>
              {plural(n, 'tentativa', 'tentativas')}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Tempo limite (minutos)"
          value={value.settings.time_limit}
          onChange={(e) => setSettings({ time_limit: e.target.value.replace(/\D/g, '') })}
          error={Boolean(errorOf('quiz.time_limit_minutes'))}
          helperText={
            errorOf('quiz.time_limit_minutes') ?? 'Em branco: sem limite. Conta desde que o aluno abre.'
          }
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
        />
      </Box>
      <TextField
        select
        label="Quando o aluno vê as respostas"
        value={value.settings.show_answers}
        onChange={(e) => setSettings({ show_answers: e.target.value as ShowAnswers })}
        error={Boolean(errorOf('quiz.show_answers'))}
        helperText={errorOf('quiz.show_answers')}
      >
        {SHOW_ANSWERS.map((option) => (
          <MenuItem key={option} value={option}>
            {SHOW_ANSWERS_LABELS[option]}
          </MenuItem>
        ))}
      </TextField>
      {picking && (
        <QuestionPickerDialog
          skills={picking === 'lesson' ? skills : []}
          already={questions.map((q) => q.id)}
          onAdd={(added) => setQuestions([...questions, ...added.map(chosenOf)])}
          onClose={() => setPicking(null)}
        />
      )}
    </Box>
  );
}
