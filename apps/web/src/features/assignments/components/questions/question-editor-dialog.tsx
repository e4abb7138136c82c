import {
  QUESTION_TYPES,
  QUESTION_TYPE_LABELS,
  type Question,
  type QuestionType,
  type QuizValue,
} from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useSaveQuestion } from '../../api/questions';
import { draftOf, emptyDraft, inputOf, type QuestionDraft } from '../../quiz/question-draft';
import { parseNumber } from '../../quiz/quiz-values';
import { shownFromAuthored } from '../../quiz/shown-question';
import { QuestionView } from '../quiz/question-view';
import { AnswerFields } from './answer-fields';
import { SkillField } from './skill-field';

function Preview({ draft }: { draft: QuestionDraft }) {
  const [value, setValue] = useState<QuizValue | null>(null);
  const input = inputOf(draft);
  const shown = shownFromAuthored({
    ...input,
    statement: input.statement || '<p>(Escreva o enunciado.)</p>',
    points: parseNumber(draft.points) ?? 0,
    options:
      'options' in input ? input.options.map((o) => ({ ...o, correct: o.correct ?? false })) : undefined,
    pairs: 'pairs' in input ? input.pairs : undefined,
    items: 'items' in input ? input.items : undefined,
  });
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'grey.50' }} aria-label="Prévia como o aluno vê">
      <QuestionView key={draft.type} question={shown} number={1} value={value} onChange={setValue} />
    </Paper>
  );
}

/** "Nova questão" or editing one: every type's answer fields, the server's errors on them, and the student's view. */
export function QuestionEditorDialog({
  editing,
  onClose,
}: {
  editing: Question | null;
  onClose: () => void;
}) {
  const save = useSaveQuestion(editing?.id ?? null);
  const { enqueueSnackbar } = useSnackbar();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<QuestionDraft>(() => (editing ? draftOf(editing) : emptyDraft()));
  const [preview, setPreview] = useState(false);
  const [dirty, setDirty] = useState(false);
  const change = (patch: Partial<QuestionDraft>) => {
    setDirty(true);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const errorOf = (field: string) =>
    Object.entries(fieldErrors).find(([key]) => key === field || key.startsWith(`${field}.`))?.[1]?.[0];
  const known = [
    'type',
    'statement',
    'skills',
    'points',
    'explanation',
    'options',
    'answer',
    'tolerance',
    'accepted',
    'pairs',
    'items',
  ];
  const unplaced = Object.keys(fieldErrors).some((key) => !known.includes(key.split('.')[0]!));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(inputOf(draft), {
      onSuccess: () => {
        enqueueSnackbar(editing ? 'Questão atualizada.' : 'Questão criada.', { variant: 'success' });
        onClose();
      },
    });
  };

  return (
    <FormDialog
      title={editing ? 'Editar questão' : 'Nova questão'}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={editing ? 'Salvar' : 'Criar questão'}
      pendingLabel="Salvando…"
      dirty={dirty}
      maxWidth="md"
      fullScreen={fullScreen}
      contentSx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: '8px !important' }}
    >
      {save.isError && (Object.keys(fieldErrors).length === 0 || unplaced) && (
        <Alert severity="error">
          {[...Object.entries(fieldErrors)]
            .filter(([key]) => !known.includes(key.split('.')[0]!))
            .flatMap(([, messages]) => messages)
            .join(' ') || errorMessage(save.error, 'Não foi possível salvar a questão.')}
        </Alert>
      )}
      <TextField
        select
        label="Tipo"
        value={draft.type}
        onChange={(e) => change({ type: e.target.value as QuestionType })}
        error={Boolean(errorOf('type'))}
        helperText={errorOf('type')}
      >
        {QUESTION_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {QUESTION_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Enunciado"
        required
        multiline
        minRows={3}
        value={draft.statement}
        onChange={(e) => change({ statement: e.target.value })}
        error={Boolean(errorOf('statement'))}
        helperText={errorOf('statement') ?? 'Deixe uma linha em branco para começar outro parágrafo.'}
      />
      <AnswerFields draft={draft} onChange={change} errorOf={errorOf} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 160px' } }}>
        <SkillField
          label="Habilidades da BNCC"
          value={draft.skills}
          onChange={(skills) => change({ skills })}
          error={Boolean(errorOf('skills'))}
          helperText={errorOf('skills') ?? 'Os resultados por habilidade vêm daqui.'}
        />
        <TextField
          label="Pontos"
          required
          value={draft.points}
          onChange={(e) => change({ points: e.target.value })}
          error={Boolean(errorOf('points'))}
          helperText={errorOf('points')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Box>
      <TextField
        label="Explicação da resposta"
        multiline
        minRows={2}
        value={draft.explanation}
        onChange={(e) => change({ explanation: e.target.value })}
        error={Boolean(errorOf('explanation'))}
        helperText={
          errorOf('explanation') ?? 'Opcional. O aluno a vê com a correção, se você mostrar as respostas.'
        }
      />
      <Divider />
      <FormControlLabel
        control={<Switch checked={preview} onChange={(e) => setPreview(e.target.checked)} />}
        label="Ver como o aluno vê"
      />
      {preview && <Preview draft={draft} />}
    </FormDialog>
  );
}
