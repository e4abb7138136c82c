import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { PlainTextField } from '@/components/plain-text-field';
import { classroomCodeFormSchema } from '../classroom-code';
import { useCodeField } from './use-code-field';

const HINT = 'Peça o código ao professor ou à professora. Exemplo: K7M2QX';

/** Sends a student to the public page of the classroom whose code they were given (on the landing page). */
export function JoinByCodeForm() {
  const navigate = useNavigate();
  // A page can show the form twice (a student's home with no classes): each gets its own id.
  const id = `codigo-turma-${useId()}`;
  const { error, field, onSubmit } = useCodeField((code) => classroomCodeFormSchema.safeParse({ code }));

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={onSubmit((code) => void navigate(`/code/${encodeURIComponent(code)}`))}
    >
      <PlainTextField
        {...field}
        id={id}
        name="code"
        label="Código da turma"
        helperText={error ?? HINT}
        inputProps={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 12 }}
      />
      <Button type="submit" variant="contained" size="large">
        Entrar na turma
      </Button>
    </Stack>
  );
}
