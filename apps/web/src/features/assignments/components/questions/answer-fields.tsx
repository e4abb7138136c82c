import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { QuestionDraft } from '../../quiz/question-draft';
import { letter } from '../../quiz/quiz-values';

const MAX = 10;

/** A list of rows the teacher adds to and removes from (at least `min`), with its server error under it. */
function RowList<T>({
  label,
  rows,
  onChange,
  empty,
  min,
  addLabel,
  error,
  renderRow,
}: {
  label: string;
  rows: T[];
  onChange: (rows: T[]) => void;
  empty: T;
  min: number;
  addLabel: string;
  error?: string;
  renderRow: (row: T, index: number, set: (row: T) => void) => ReactNode;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend" error={Boolean(error)} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Stack spacing={1.5}>
        {rows.map((row, i) => (
          <Box key={i} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {renderRow(row, i, (next) => onChange(rows.map((r, j) => (j === i ? next : r))))}
            </Box>
            <IconButton
              aria-label={`Remover linha ${i + 1}`}
              disabled={rows.length <= min}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              <DeleteOutline />
            </IconButton>
          </Box>
        ))}
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Button
        startIcon={<Add />}
        size="small"
        sx={{ mt: 1 }}
        disabled={rows.length >= MAX}
        onClick={() => onChange([...rows, empty])}
      >
        {addLabel}
      </Button>
    </Box>
  );
}

/** The answer's fields for the draft's type: options with "correta", V/F, number and tolerance, accepted texts, pairs, items. */
export function AnswerFields({
  draft,
  onChange,
  errorOf,
}: {
  draft: QuestionDraft;
  onChange: (patch: Partial<QuestionDraft>) => void;
  errorOf: (field: string) => string | undefined;
}) {
  switch (draft.type) {
    case 'single_choice':
    case 'multiple_choice': {
      const single = draft.type === 'single_choice';
      return (
        <RowList
          label={single ? 'Alternativas (marque a correta)' : 'Alternativas (marque todas as corretas)'}
          rows={draft.options}
          onChange={(options) => onChange({ options })}
          empty={{ text: '', correct: false }}
          min={2}
          addLabel="Adicionar alternativa"
          error={errorOf('options')}
          renderRow={(option, i, set) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {single ? (
                <Radio
                  checked={option.correct}
                  onChange={() =>
                    onChange({ options: draft.options.map((o, j) => ({ ...o, correct: j === i })) })
                  }
                  slotProps={{ input: { 'aria-label': `Alternativa ${letter(i)} é a correta` } }}
                />
              ) : (
                <Checkbox
                  checked={option.correct}
                  onChange={(e) => set({ ...option, correct: e.target.checked })}
                  slotProps={{ input: { 'aria-label': `Alternativa ${letter(i)} é correta` } }}
                />
              )}
              <TextField
                label={`Alternativa ${letter(i)}`}
                value={option.text}
                onChange={(e) => set({ ...option, text: e.target.value })}
                fullWidth
                size="small"
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            </Box>
          )}
        />
      );
    }
    case 'true_false':
      return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend" error={Boolean(errorOf('answer'))}>
            A afirmação é…
          </FormLabel>
          <RadioGroup
            row
            value={draft.truth === null ? '' : String(draft.truth)}
            onChange={(e) => onChange({ truth: e.target.value === 'true' })}
          >
            <FormControlLabel value="true" control={<Radio />} label="Verdadeira" />
            <FormControlLabel value="false" control={<Radio />} label="Falsa" />
          </RadioGroup>
          {errorOf('answer') && <FormHelperText error>{errorOf('answer')}</FormHelperText>}
        </Box>
      );
    case 'numeric':
      return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Resposta"
            required
            value={draft.answer}
            onChange={(e) => onChange({ answer: e.target.value })}
            error={Boolean(errorOf('answer'))}
            helperText={errorOf('answer') ?? 'Ex.: 12 ou 3,5'}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label="Tolerância (±)"
            value={draft.tolerance}
            onChange={(e) => onChange({ tolerance: e.target.value })}
            error={Boolean(errorOf('tolerance'))}
            helperText={errorOf('tolerance') ?? 'Quanto a resposta pode variar. 0: exata.'}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Stack>
      );
    case 'short_text':
      return (
        <RowList
          label="Respostas aceitas (sem diferença de acentos ou maiúsculas)"
          rows={draft.accepted}
          onChange={(accepted) => onChange({ accepted })}
          empty=""
          min={1}
          addLabel="Adicionar resposta aceita"
          error={errorOf('accepted')}
          renderRow={(text, i, set) => (
            <TextField
              label={`Resposta aceita ${i + 1}`}
              value={text}
              onChange={(e) => set(e.target.value)}
              fullWidth
              size="small"
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          )}
        />
      );
    case 'matching':
      return (
        <RowList
          label="Pares (cada item da esquerda com o seu par)"
          rows={draft.pairs}
          onChange={(pairs) => onChange({ pairs })}
          empty={{ left: '', right: '' }}
          min={2}
          addLabel="Adicionar par"
          error={errorOf('pairs')}
          renderRow={(pair, i, set) => (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                label={`Item ${i + 1}`}
                value={pair.left}
                onChange={(e) => set({ ...pair, left: e.target.value })}
                fullWidth
                size="small"
              />
              <TextField
                label={`Par do item ${i + 1}`}
                value={pair.right}
                onChange={(e) => set({ ...pair, right: e.target.value })}
                fullWidth
                size="small"
              />
            </Stack>
          )}
        />
      );
    case 'ordering':
      return (
        <RowList
          label="Itens na ordem certa (o aluno os verá embaralhados)"
          rows={draft.items}
          onChange={(items) => onChange({ items })}
          empty=""
          min={2}
          addLabel="Adicionar item"
          error={errorOf('items')}
          renderRow={(text, i, set) => (
            <TextField
              label={`${i + 1}º item`}
              value={text}
              onChange={(e) => set(e.target.value)}
              fullWidth
              size="small"
            />
          )}
        />
      );
    case 'essay':
      return null;
  }
}
