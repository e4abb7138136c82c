import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useSaveEntry } from '../api/gradebook';

/** The parecer descritivo of one student in the period (the boletim prints it). */
export function ParecerDialog({
  classroomId,
  period,
  periodName,
  student,
  name,
  value,
  onClose,
}: {
  classroomId: number;
  period: number;
  periodName: string;
  student: number;
  name: string;
  value: string | null;
  onClose: () => void;
}) {
  const save = useSaveEntry(classroomId, period);
  const { enqueueSnackbar } = useSnackbar();
  const [text, setText] = useState(value ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { studentId: student, entry: { parecer: text.trim() || null } },
      {
        onSuccess: () => {
          enqueueSnackbar('Parecer salvo.', { variant: 'success' });
          onClose();
        },
      },
    );
  };
  return (
    <FormDialog
      title={`Parecer de ${name} · ${periodName}`}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel="Salvar parecer"
      pendingLabel="Salvando…"
      dirty={text !== (value ?? '')}
    >
      {save.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(save.error, 'Não foi possível salvar o parecer.')}
        </Alert>
      )}
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={6}
        label={`Parecer de ${name}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        helperText={`${text.length}/5.000 caracteres. O que ${name.split(' ')[0]} aprendeu, o que ainda desenvolve e como a família pode ajudar.`}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
    </FormDialog>
  );
}
