import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PlainTextField } from '@/components/plain-text-field';
import { classroomCodeFormSchema } from '../classroom-code';

const HINT = 'Peça o código ao professor ou à professora. Exemplo: K7M2QX';

/**
 * Sends a student to the public page of the classroom whose code they were given. One field, so no
 * form library: it sits on the landing page, whose first load must stay small (issue 18). It behaves
 * as the react-hook-form forms do: checked on submit (focus goes to the field when wrong), then on
 * every change until it is right.
 */
export function JoinByCodeForm() {
  const navigate = useNavigate();
  // A page can show the form twice (a student's home with no classes): each gets its own id.
  const id = `codigo-turma-${useId()}`;
  const input = useRef<HTMLInputElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string>();

  const check = (code: string) => {
    const result = classroomCodeFormSchema.safeParse({ code });
    setError(result.success ? undefined : result.error.issues[0]?.message);
    return result.success ? result.data.code : undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const code = check(input.current?.value ?? '');
    if (code === undefined) input.current?.focus();
    else void navigate(`/code/${encodeURIComponent(code)}`);
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <PlainTextField
        id={id}
        name="code"
        inputRef={input}
        label="Código da turma"
        onChange={(event) => submitted && check(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? HINT}
        inputProps={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 12 }}
      />
      <Button type="submit" variant="contained" size="large">
        Entrar na turma
      </Button>
    </Stack>
  );
}
