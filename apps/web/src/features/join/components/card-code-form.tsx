import { spaRoutes, studentCardLoginSchema } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { PlainTextField } from '@/components/plain-text-field';
import { useCardCodeLogin } from '../api/join';
import { cardLoginErrorMessage } from '../errors';
import { useCodeField } from './use-code-field';

const schema = studentCardLoginSchema.pick({ code: true });

/**
 * The alternative to scanning a card's QR: the 6 letters printed under it. Opens the student's home,
 * whose first section is her "Para fazer".
 */
export function CardCodeForm({ code }: { code: string }) {
  const navigate = useNavigate();
  const login = useCardCodeLogin();
  const { error, field, onSubmit } = useCodeField((value) => schema.safeParse({ code: value }));
  const submit = onSubmit((cardCode) => {
    void login
      .mutateAsync({ classroom_code: code, code: cardCode })
      // Her "Para fazer" (the top of the student's home), not the class's lesson list.
      .then(() => navigate(spaRoutes.studentHome, { replace: true }))
      .catch(() => undefined);
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
      <PlainTextField
        {...field}
        id="codigo-cartao"
        name="code"
        label="Código do cartão"
        helperText={error ?? 'As 6 letras e números embaixo do QR code do seu cartão.'}
        inputProps={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 10 }}
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
