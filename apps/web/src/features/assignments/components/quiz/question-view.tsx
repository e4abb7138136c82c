import type { QuizValue, StudentQuestion } from '@aula/contracts';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { RichText } from '@/components/lesson-content';
import { plural } from '@/lib/plural';
import { formatNumber, letter, parseNumber } from '../../quiz/quiz-values';

interface AnswerProps {
  question: StudentQuestion;
  value: QuizValue | null;
  onChange: (value: QuizValue | null) => void;
  disabled?: boolean;
  labelId: string;
}

function Choice({ question, value, onChange, disabled, labelId }: AnswerProps) {
  const options = question.options ?? [];
  if (question.type === 'multiple_choice') {
    const chosen = Array.isArray(value) ? (value as number[]) : [];
    const toggle = (index: number) =>
      onChange(
        chosen.includes(index) ? chosen.filter((i) => i !== index) : [...chosen, index].sort((a, b) => a - b),
      );
    return (
      <FormGroup aria-labelledby={labelId}>
        {options.map((option, i) => (
          <FormControlLabel
            key={i}
            disabled={disabled}
            control={<Checkbox checked={chosen.includes(i)} onChange={() => toggle(i)} />}
            label={`${letter(i)}) ${option.text}`}
          />
        ))}
      </FormGroup>
    );
  }
  return (
    <RadioGroup
      aria-labelledby={labelId}
      value={typeof value === 'number' ? String(value) : ''}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {options.map((option, i) => (
        <FormControlLabel
          key={i}
          value={String(i)}
          disabled={disabled}
          control={<Radio />}
          label={`${letter(i)}) ${option.text}`}
        />
      ))}
    </RadioGroup>
  );
}

function TrueFalse({ value, onChange, disabled, labelId }: AnswerProps) {
  return (
    <RadioGroup
      row
      aria-labelledby={labelId}
      value={typeof value === 'boolean' ? String(value) : ''}
      onChange={(event) => onChange(event.target.value === 'true')}
    >
      <FormControlLabel value="true" disabled={disabled} control={<Radio />} label="Verdadeiro" />
      <FormControlLabel value="false" disabled={disabled} control={<Radio />} label="Falso" />
    </RadioGroup>
  );
}

function NumericAnswer({ value, onChange, disabled }: AnswerProps) {
  const [text, setText] = useState(typeof value === 'number' ? formatNumber(value) : '');
  const invalid = text.trim() !== '' && parseNumber(text) === null;
  return (
    <TextField
      label="Sua resposta (número)"
      value={text}
      disabled={disabled}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseNumber(event.target.value));
      }}
      error={invalid}
      helperText={invalid ? 'Escreva só o número, como 12 ou 3,5.' : 'Use vírgula para decimais: 3,5'}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ maxWidth: 280 }}
    />
  );
}

function TextAnswer({ question, value, onChange, disabled }: AnswerProps) {
  const essay = question.type === 'essay';
  return (
    <TextField
      label="Sua resposta"
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      multiline={essay}
      minRows={essay ? 5 : undefined}
      fullWidth
      slotProps={{ htmlInput: { maxLength: essay ? 20_000 : 500 } }}
    />
  );
}

function Matching({ question, value, onChange, disabled }: AnswerProps) {
  const left = question.left ?? [];
  const right = question.right ?? [];
  const pairs = Array.isArray(value) ? (value as [number, number][]) : [];
  const chosen = (l: number) => pairs.find(([x]) => x === l)?.[1];
  const choose = (l: number, r: number | '') =>
    onChange(
      [...pairs.filter(([x]) => x !== l), ...(r === '' ? [] : [[l, r] as [number, number]])].sort(
        (a, b) => a[0] - b[0],
      ),
    );
  return (
    <Stack spacing={2}>
      {left.map((item, l) => (
        <TextField
          key={l}
          select
          label={`${l + 1}. ${item}`}
          value={chosen(l) ?? ''}
          disabled={disabled}
          onChange={(event) => choose(l, event.target.value === '' ? '' : Number(event.target.value))}
          fullWidth
        >
          <MenuItem value="">
            <em>Escolha</em>
          </MenuItem>
          {right.map((option, r) => (
            <MenuItem key={r} value={r}>
              {`${letter(r)}) ${option}`}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Stack>
  );
}

function Ordering({ question, value, onChange, disabled }: AnswerProps) {
  const items = question.items ?? [];
  const order =
    Array.isArray(value) && value.length === items.length ? (value as number[]) : items.map((_, i) => i);
  const move = (position: number, by: -1 | 1) => {
    const next = [...order];
    [next[position], next[position + by]] = [next[position + by]!, next[position]!];
    onChange(next);
  };
  return (
    <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {order.map((item, position) => (
        <Paper
          component="li"
          key={item}
          variant="outlined"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, pl: 2 }}
        >
          <Typography sx={{ fontWeight: 700, minWidth: 24 }}>{position + 1}.</Typography>
          <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>{items[item]}</Typography>
          <IconButton
            aria-label={`Subir “${items[item]}”`}
            disabled={disabled || position === 0}
            onClick={() => move(position, -1)}
          >
            <ArrowUpward />
          </IconButton>
          <IconButton
            aria-label={`Descer “${items[item]}”`}
            disabled={disabled || position === order.length - 1}
            onClick={() => move(position, 1)}
          >
            <ArrowDownward />
          </IconButton>
        </Paper>
      ))}
    </Stack>
  );
}

const HINTS: Partial<Record<StudentQuestion['type'], string>> = {
  multiple_choice: 'Marque todas as corretas.',
  matching: 'Para cada item, escolha o par.',
  ordering: 'Use as setas para pôr os itens na ordem certa.',
};

/** One question as the student answers it (touch and keyboard); also the editor's preview. */
export function QuestionView({
  question,
  number,
  value,
  onChange,
  disabled,
}: {
  question: StudentQuestion;
  number: number;
  value: QuizValue | null;
  onChange: (value: QuizValue | null) => void;
  disabled?: boolean;
}) {
  const labelId = `${useId()}-enunciado`;
  const props = { question, value, onChange, disabled, labelId };
  const answer = {
    single_choice: <Choice {...props} />,
    multiple_choice: <Choice {...props} />,
    true_false: <TrueFalse {...props} />,
    numeric: <NumericAnswer {...props} />,
    short_text: <TextAnswer {...props} />,
    essay: <TextAnswer {...props} />,
    matching: <Matching {...props} />,
    ordering: <Ordering {...props} />,
  }[question.type];
  return (
    <FormControl component="fieldset" fullWidth sx={{ minWidth: 0 }}>
      <FormLabel component="legend" id={labelId} sx={{ color: 'text.primary', width: '100%' }}>
        <Typography variant="overline" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          Questão {number} · {plural(question.points, 'ponto', 'pontos')}
        </Typography>
        <Box sx={{ '& > div': { mt: 0 } }}>
          <RichText html={question.statement} />
        </Box>
        {HINTS[question.type] && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {HINTS[question.type]}
          </Typography>
        )}
      </FormLabel>
      {answer}
    </FormControl>
  );
}
