import type { SubmissionType } from '@aula/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const submissionTypes: { value: SubmissionType; label: string }[] = [
  { value: 'text', label: 'Resposta escrita (pode anexar foto)' },
  { value: 'file', label: 'Foto ou arquivo' },
  { value: 'none', label: 'Sem entrega (só marcar como feita)' },
  { value: 'quiz', label: 'Avaliação (questões)' },
];

/** "Forma de entrega": what the student hands in. */
export function SubmissionTypeField({
  value,
  onChange,
  quiz = false,
}: {
  value: SubmissionType;
  onChange: (type: SubmissionType) => void;
  /** Offer "Avaliação (questões)": only where the quiz's questions can be chosen. */
  quiz?: boolean;
}) {
  return (
    <TextField
      select
      label="Forma de entrega"
      value={value}
      onChange={(e) => onChange(e.target.value as SubmissionType)}
    >
      {submissionTypes
        .filter((t) => quiz || t.value !== 'quiz')
        .map((t) => (
          <MenuItem key={t.value} value={t.value}>
            {t.label}
          </MenuItem>
        ))}
    </TextField>
  );
}
