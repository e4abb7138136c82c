import { feedbackInputSchema } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '@/lib/form-errors';
import { plural } from '@/lib/plural';
import { useSendFeedback } from '../api/send-feedback';

type FormInput = z.input<typeof feedbackInputSchema>;
type FormValues = z.output<typeof feedbackInputSchema>;

export type FeedbackAudience = 'teacher' | 'student';

const texts = {
  teacher: {
    message: 'Sua mensagem',
    placeholder: 'Conte o que achou, peça ajuda ou sugira uma melhoria.',
    rating: 'Que nota você dá para a Aula? (opcional)',
    send: 'Enviar mensagem',
    thanks: 'Obrigado! Sua mensagem foi enviada para a nossa equipe.',
    another: 'Enviar outra mensagem',
  },
  student: {
    message: 'Escreva aqui',
    placeholder: 'O que você quer contar?',
    rating: 'Você gosta da Aula? Escolha as estrelas (se quiser)',
    send: 'Enviar',
    thanks: 'Obrigado! Sua mensagem chegou.',
    another: 'Escrever outra',
  },
} as const;

const ratingLabels: Record<number, string> = {
  1: 'Muito ruim',
  2: 'Ruim',
  3: 'Mais ou menos',
  4: 'Boa',
  5: 'Ótima',
};

/** "Fale conosco": a message and an optional 1–5 star rating; students get bigger text. */
export function FeedbackForm({ audience }: { audience: FeedbackAudience }) {
  const send = useSendFeedback();
  const text = texts[audience];
  const large = audience === 'student';
  const [formError, setFormError] = useState<string | null>(null);
  const [hover, setHover] = useState(-1);
  const { register, handleSubmit, control, setError, formState, reset } = useForm<
    FormInput,
    unknown,
    FormValues
  >({
    resolver: zodResolver(feedbackInputSchema),
    defaultValues: { message: '', rating: undefined },
  });
  const { errors } = formState;

  if (send.isSuccess) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert
          icon={<CheckCircleOutline />}
          severity="success"
          role="status"
          sx={{ fontSize: large ? '1.15rem' : undefined }}
        >
          {text.thanks}
        </Alert>
        <Button
          variant="outlined"
          size={large ? 'large' : 'medium'}
          onClick={() => {
            reset();
            send.reset();
          }}
        >
          {text.another}
        </Button>
      </Stack>
    );
  }

  const submit = handleSubmit((values) => {
    setFormError(null);
    send.mutate(values, {
      onError: (error) =>
        setFormError(
          applyServerErrors(
            error,
            setError,
            ['message', 'rating'],
            'Não foi possível enviar. Tente de novo.',
          ),
        ),
    });
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} sx={{ maxWidth: 640 }}>
      <TextField
        {...register('message')}
        id="mensagem-contato"
        label={text.message}
        placeholder={text.placeholder}
        multiline
        minRows={large ? 4 : 6}
        error={Boolean(errors.message)}
        helperText={errors.message?.message}
        required
        fullWidth
        sx={
          large
            ? {
                '& .MuiInputBase-input': { fontSize: '1.2rem' },
                '& .MuiInputLabel-root': { fontSize: '1.2rem' },
              }
            : undefined
        }
      />
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" sx={{ mb: 1, fontSize: large ? '1.15rem' : undefined }}>
              {text.rating}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Rating
                name="nota"
                value={field.value ?? null}
                onChange={(_, value) => field.onChange(value ?? undefined)}
                onChangeActive={(_, value) => setHover(value)}
                getLabelText={(value) =>
                  `${plural(value, 'estrela', 'estrelas')}, ${ratingLabels[value] ?? ''}`
                }
                size="large"
                sx={large ? { fontSize: '3rem' } : { fontSize: '2.25rem' }}
              />
              <Typography aria-hidden="true" sx={{ color: 'text.secondary', minWidth: 110 }}>
                {ratingLabels[hover !== -1 ? hover : (field.value ?? 0)] ?? ''}
              </Typography>
            </Stack>
            {field.value !== undefined && (
              <Button size="small" onClick={() => field.onChange(undefined)} sx={{ mt: 0.5, ml: -1 }}>
                Tirar a nota
              </Button>
            )}
            {errors.rating && (
              <Typography role="alert" variant="caption" sx={{ color: 'error.main', display: 'block' }}>
                {errors.rating.message}
              </Typography>
            )}
          </Box>
        )}
      />
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={send.isPending}
          sx={large ? { fontSize: '1.2rem', px: 5, py: 1.5 } : undefined}
        >
          {send.isPending ? 'Enviando…' : text.send}
        </Button>
      </Box>
    </Stack>
  );
}
