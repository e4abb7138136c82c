import {
  GRADE_FORMULA_LABELS,
  GRADE_FORMULAS,
  GRADING_SCHEME_LABELS,
  GRADING_SCHEMES,
  gradingSchema,
  RECOVERY_RULE_LABELS,
  RECOVERY_RULES,
  type Grading,
} from '@aula/contracts';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useSaveGrading } from '../api/gradebook';
import { ConceptsField, type ConceptDraft } from './concepts-field';
import { gradeText } from './marks';

const toNumber = (text: string) => {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? NaN : Number(trimmed);
};

function Choice<T extends string | number>({
  label,
  value,
  options,
  onChange,
  error,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
  error?: string;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) =>
        onChange((typeof value === 'number' ? Number(event.target.value) : event.target.value) as T)
      }
      error={Boolean(error)}
      helperText={error}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** "Como a turma é avaliada": scheme, scale, decimals, the mark to pass, the formula and recuperação. */
export function GradingDialog({
  classroomId,
  grading,
  onClose,
}: {
  classroomId: number;
  grading: Grading;
  onClose: () => void;
}) {
  const save = useSaveGrading(classroomId);
  const { enqueueSnackbar } = useSnackbar();
  const [draft, setDraft] = useState(grading);
  const [passing, setPassing] = useState(gradeText(grading.passing));
  const [concepts, setConcepts] = useState<ConceptDraft[]>(() =>
    grading.concepts.map((c) => ({ ...c, min: gradeText(c.min) })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Grading>) => setDraft((current) => ({ ...current, ...patch }));
  const serverErrors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const errorAt = (path: string) => errors[path] ?? serverErrors[path]?.[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = gradingSchema.safeParse({
      ...draft,
      passing: toNumber(passing),
      // The table is only on screen for concepts: otherwise what was saved goes back as it was.
      concepts:
        draft.scheme === 'concept'
          ? concepts.map((c) => ({ code: c.code, label: c.label, min: toNumber(c.min) }))
          : grading.concepts,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        enqueueSnackbar('Avaliação da turma salva.', { variant: 'success' });
        onClose();
      },
    });
  };

  return (
    <FormDialog
      title="Como a turma é avaliada"
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel="Salvar"
      pendingLabel="Salvando…"
      dirty
      contentSx={{ pt: '8px !important' }}
    >
      <Stack spacing={2.5}>
        {save.isError && Object.keys(serverErrors).length === 0 && (
          <Alert severity="error">{errorMessage(save.error, 'Não foi possível salvar a avaliação.')}</Alert>
        )}
        <Choice
          label="Forma de avaliar"
          value={draft.scheme}
          options={GRADING_SCHEMES.map((s) => ({ value: s, label: GRADING_SCHEME_LABELS[s] }))}
          onChange={(scheme) => set({ scheme })}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
          <Choice
            label="Escala"
            value={draft.scale_max}
            options={[
              { value: 10, label: 'De 0 a 10' },
              { value: 100, label: 'De 0 a 100' },
            ]}
            onChange={(scale_max) => set({ scale_max })}
          />
          <Choice
            label="Casas decimais"
            value={draft.decimals}
            options={[0, 1, 2].map((d) => ({ value: d as Grading['decimals'], label: String(d) }))}
            onChange={(decimals) => set({ decimals })}
          />
          <TextField
            label="Média para aprovação"
            value={passing}
            onChange={(event) => setPassing(event.target.value)}
            error={Boolean(errorAt('passing'))}
            helperText={errorAt('passing')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Stack>
        <Choice
          label="Fórmula"
          value={draft.formula}
          options={GRADE_FORMULAS.map((f) => ({ value: f, label: GRADE_FORMULA_LABELS[f] }))}
          onChange={(formula) => set({ formula })}
        />
        <Choice
          label="Recuperação"
          value={draft.recovery}
          options={RECOVERY_RULES.map((r) => ({ value: r, label: RECOVERY_RULE_LABELS[r] }))}
          onChange={(recovery) => set({ recovery })}
        />
        {draft.scheme === 'concept' && (
          <ConceptsField value={concepts} onChange={setConcepts} errorAt={errorAt} />
        )}
      </Stack>
    </FormDialog>
  );
}
