import {
  ASSIGNMENT_CATEGORIES,
  ASSIGNMENT_CATEGORY_LABELS,
  assignmentWeightSchema,
  type Assignment,
  type AssignmentCategory,
} from '@aula/contracts';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useClassCalendar } from '@/lib/class-calendar';

export interface GradingDraft {
  category: AssignmentCategory;
  /** As typed ("1,5"): checked by `gradingOf`. */
  weight: string;
  /** null: the period of its due date. */
  period: number | null;
}

export const gradingDraftOf = (editing: Assignment | undefined): GradingDraft => ({
  category: editing?.category ?? 'atividade',
  weight: String(editing?.weight ?? 1).replace('.', ','),
  period: editing && !editing.period_auto ? editing.period : null,
});

/** The draft as the API takes it, or the weight's error. */
export function gradingOf(draft: GradingDraft) {
  const text = draft.weight.trim().replace(',', '.');
  const weight = assignmentWeightSchema.safeParse(text === '' ? NaN : Number(text));
  if (!weight.success) return { error: weight.error.issues[0]!.message } as const;
  return { value: { category: draft.category, weight: weight.data, period: draft.period } } as const;
}

/** "Categoria", "Peso" and "Bimestre": how the activity counts in the period's grades. */
export function GradingFields({
  classroomId,
  value,
  onChange,
  errors,
}: {
  classroomId: number;
  value: GradingDraft;
  onChange: (draft: GradingDraft) => void;
  errors: { category?: string; weight?: string; period?: string };
}) {
  const calendar = useClassCalendar(classroomId);
  const periods = calendar.data?.periods ?? [];
  const set = (patch: Partial<GradingDraft>) => onChange({ ...value, ...patch });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
      <TextField
        select
        label="Categoria"
        value={value.category}
        onChange={(e) => set({ category: e.target.value as AssignmentCategory })}
        error={Boolean(errors.category)}
        helperText={errors.category}
      >
        {ASSIGNMENT_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {ASSIGNMENT_CATEGORY_LABELS[c]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Peso"
        value={value.weight}
        onChange={(e) => set({ weight: e.target.value })}
        error={Boolean(errors.weight)}
        helperText={errors.weight ?? 'Na média do bimestre.'}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 6 } }}
      />
      <TextField
        select
        label="Bimestre"
        value={value.period ?? 0}
        onChange={(e) => set({ period: Number(e.target.value) || null })}
        error={Boolean(errors.period)}
        helperText={errors.period}
      >
        <MenuItem value={0}>Pelo prazo (automático)</MenuItem>
        {periods.map((p) => (
          <MenuItem key={p.index} value={p.index}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
