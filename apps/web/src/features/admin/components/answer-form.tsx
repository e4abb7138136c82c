import { contactAnswerInputSchema, type AdminContactMessage } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '@/lib/form-errors';
import { useSnackbar } from '@/lib/toast';
import { useAnswerMessage } from '../api/messages';

type AnswerFormInput = z.input<typeof contactAnswerInputSchema>;
type AnswerFormOutput = z.output<typeof contactAnswerInputSchema>;

/** A reply by e-mail (teachers have one), or just marking the message answered. */
export function AnswerForm({ message }: { message: AdminContactMessage }) {
  const { enqueueSnackbar } = useSnackbar();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, reset, formState } = useForm<
    AnswerFormInput,
    unknown,
    AnswerFormOutput
  >({ resolver: zodResolver(contactAnswerInputSchema), defaultValues: { reply: '' } });
  const reply = useWatch({ control, name: 'reply' }) ?? '';
  const answer = useAnswerMessage(message.id);
  const canEmail = Boolean(message.sender?.email);
  const send = (body: AnswerFormOutput, done: string) => {
    setFormError(null);
    answer.mutate(body, {
      onSuccess: () => {
        reset({ reply: '' });
        enqueueSnackbar(done, { variant: 'success' });
      },
      onError: (error) =>
        setFormError(applyServerErrors(error, setError, ['reply'], 'Não foi possível salvar a resposta.')),
    });
  };
  const submit = handleSubmit((body) => send(body, 'Resposta enviada por e-mail.'));

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      {message.reply && (
        <Alert severity="success">
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {message.reply}
          </Typography>
        </Alert>
      )}
      {canEmail ? (
        <TextField
          {...register('reply')}
          id="resposta-mensagem"
          label={`Responder por e-mail para ${message.sender?.email}`}
          error={Boolean(formState.errors.reply)}
          helperText={formState.errors.reply?.message}
          multiline
          minRows={4}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {message.sender
            ? 'Alunos não têm e-mail: responda pelo professor da turma.'
            : 'A conta foi excluída.'}
        </Typography>
      )}
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <Stack direction="row" spacing={2}>
        {canEmail && (
          <Button type="submit" variant="contained" disabled={answer.isPending || reply.trim() === ''}>
            Enviar resposta
          </Button>
        )}
        {message.status === 'open' && (
          <Button
            variant="outlined"
            disabled={answer.isPending}
            onClick={() => send({ reply: undefined }, 'Mensagem marcada como respondida.')}
          >
            Marcar como respondida
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
