import { assignmentWeightSchema } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useSaveWeight } from '../api/gradebook';
import { gradeText } from './marks';

/** The weight of one activity in the period (its points, when the class sums). */
export function WeightDialog({
  classroomId,
  column,
  onClose,
}: {
  classroomId: number;
  column: { assignment: { id: number; title: string }; weight: number };
  onClose: () => void;
}) {
  const save = useSaveWeight(classroomId);
  const { enqueueSnackbar } = useSnackbar();
  const [text, setText] = useState(gradeText(column.weight));
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = assignmentWeightSchema.safeParse(Number(text.trim().replace(',', '.') || NaN));
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]!.message);
      return;
    }
    setInvalid(null);
    save.mutate(
      { assignmentId: column.assignment.id, weight: parsed.data },
      {
        onSuccess: () => {
          enqueueSnackbar('Peso salvo.', { variant: 'success' });
          onClose();
        },
      },
    );
  };
  return (
    <FormDialog
      title={`Peso de ${column.assignment.title}`}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel="Salvar peso"
      pendingLabel="Salvando…"
      maxWidth="xs"
    >
      {save.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(save.error, 'Não foi possível salvar o peso.')}
        </Alert>
      )}
      <TextField
        autoFocus
        fullWidth
        label="Peso"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={Boolean(invalid)}
        helperText={invalid ?? 'Maior que zero, até 100. Na média ponderada, peso 2 conta o dobro.'}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </FormDialog>
  );
}
