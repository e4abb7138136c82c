import { spaRoutes, studentCardLoginSchema } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { TextField } from '@/components/text-field';
import { useCardCodeLogin } from '../api/join';
import { cardLoginErrorMessage } from '../errors';

const schema = studentCardLoginSchema.pick({ code: true });
type FormInput = z.input<typeof schema>;
type FormValues = z.output<typeof schema>;

/**
 * The alternative to scanning a card's QR: the 6 letters printed under it. Opens the student's home,
 * whose first section is her "Para fazer".
 */
export function CardCodeForm({ code }: { code: string }) {
  const navigate = useNavigate();
  const login = useCardCodeLogin();
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });
  const error = formState.errors.code?.message;
  const submit = handleSubmit(async (values) => {
    const session = await login.mutateAsync({ classroom_code: code, code: values.code }).catch(() => null);
    if (!session) return;
    // Her "Para fazer" (the top of the student's home), not the class's lesson list.
    void navigate(spaRoutes.studentHome, { replace: true });
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={submit}
      aria-labelledby="cartao-titulo"
      sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id="cartao-titulo" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Tenho um cartão de acesso
      </Typography>
      <TextField
        {...register('code')}
        id="codigo-cartao"
        label="Código do cartão"
        autoComplete="off"
        error={Boolean(error)}
        helperText={error ?? 'As 6 letras e números embaixo do QR code do seu cartão.'}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 10 } }}
      />
      {login.isError && (
        <Alert severity="error" role="alert">
          {cardLoginErrorMessage(login.error)}
        </Alert>
      )}
      <Button type="submit" variant="outlined" size="large" disabled={login.isPending}>
        {login.isPending ? 'Entrando…' : 'Entrar com o cartão'}
      </Button>
    </Stack>
  );
}
