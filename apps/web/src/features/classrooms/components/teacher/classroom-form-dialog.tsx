import { classroomInputSchema } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '@/lib/form-errors';
import { FormDialog } from '@/components/form-dialog';
import type { ClassroomValues } from '../../api/classrooms';
import { currentYear } from '@/lib/format';

type FormInput = z.input<typeof classroomInputSchema>;

/** Create or rename a classroom: name and school year. */
export function ClassroomFormDialog({
  open,
  title,
  submitLabel,
  initial,
  pending,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  initial?: ClassroomValues;
  pending: boolean;
  /** Resolves when saved; rejects with the API error. */
  onSubmit: (values: ClassroomValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, reset } = useForm<FormInput, unknown, ClassroomValues>(
    {
      resolver: zodResolver(classroomInputSchema),
      values: initial ?? { name: '', school_year: currentYear() },
    },
  );
  const { errors } = formState;

  const close = () => {
    setFormError(null);
    reset();
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
      reset();
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, ['name', 'school_year'], 'Não foi possível salvar a turma.'),
      );
    }
  });

  return (
    <FormDialog
      open={open}
      title={title}
      onClose={close}
      onSubmit={submit}
      pending={pending}
      submitLabel={submitLabel}
      maxWidth="xs"
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <TextField
          {...register('name')}
          id="turma-nome"
          label="Nome da turma"
          placeholder="Ex.: 3º ano A"
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
          required
          fullWidth
          autoFocus
        />
        <TextField
          {...register('school_year', { valueAsNumber: true })}
          id="turma-ano-letivo"
          label="Ano letivo"
          type="number"
          error={Boolean(errors.school_year)}
          helperText={errors.school_year?.message}
          slotProps={{ htmlInput: { min: 2000, max: 2100, inputMode: 'numeric' } }}
          required
          fullWidth
        />
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}
