import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  classroomCodeFormSchema,
  type ClassroomCodeFormInput,
  type ClassroomCodeFormValues,
} from '../classroom-code';

/** Sends a student to the public page of the classroom whose code they were given. */
export function JoinByCodeForm() {
  const navigate = useNavigate();
  // A page can show the form twice (a student's home with no classes): each gets its own id.
  const id = `codigo-turma-${useId()}`;
  const { register, handleSubmit, formState } = useForm<
    ClassroomCodeFormInput,
    unknown,
    ClassroomCodeFormValues
  >({
    resolver: zodResolver(classroomCodeFormSchema),
    defaultValues: { code: '' },
  });
  const error = formState.errors.code?.message;

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={handleSubmit(({ code }) => navigate(`/code/${encodeURIComponent(code)}`))}
    >
      <TextField
        {...register('code')}
        id={id}
        label="Código da turma"
        autoComplete="off"
        error={Boolean(error)}
        helperText={error ?? 'Peça o código ao professor ou à professora. Exemplo: K7M2QX'}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 12 } }}
      />
      <Button type="submit" variant="contained" size="large">
        Entrar na turma
      </Button>
    </Stack>
  );
}
import { TextField } from '@/components/text-field';
