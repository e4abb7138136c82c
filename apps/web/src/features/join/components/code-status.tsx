import { CLASSROOM_CODE_DISABLED_CODE, CLASSROOM_CODE_DISABLED_MESSAGE, spaRoutes } from '@aula/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { studentLoginPath } from '@/lib/access';
import { errorCode, errorMessage, isNotFound } from '@/lib/error-message';
import { isTooManyRequests } from '../errors';
import { JoinByCodeForm } from './join-by-code-form';
import { CardCodeForm } from './card-code-form';

export function CodeLoading() {
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
      <title>Procurando a turma | Aula</title>
      <CircularProgress aria-hidden="true" />
      <Typography>Procurando a turma…</Typography>
    </Stack>
  );
}

/** Unknown or closed code (404, told apart by its `code`), too many tries (429) or another failure, in simple Portuguese. */
export function CodeProblem({ error, code }: { error: unknown; code: string }) {
  const closed = errorCode(error) === CLASSROOM_CODE_DISABLED_CODE;
  const notFound = isNotFound(error) && !closed;
  const title = closed
    ? 'Turma fechada para entradas'
    : notFound
      ? 'Não encontramos essa turma'
      : isTooManyRequests(error)
        ? 'Muitas tentativas'
        : 'Não deu para abrir a turma';
  return (
    <Box>
      <title>{`${title} | Aula`}</title>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 1.5, mb: 3, color: 'text.secondary' }}>
        {closed ? (
          CLASSROOM_CODE_DISABLED_MESSAGE
        ) : notFound ? (
          <>
            O código <strong>{code || '(vazio)'}</strong> não é de nenhuma turma aberta. Confira as letras com
            o professor ou a professora e digite de novo:
          </>
        ) : isTooManyRequests(error) ? (
          'Você tentou muitos códigos seguidos. Espere alguns minutos e tente de novo.'
        ) : (
          errorMessage(error, 'Verifique sua internet e tente de novo.')
        )}
      </Typography>
      {closed ? <MembersSignIn code={code} /> : !isTooManyRequests(error) && <JoinByCodeForm />}
      <Button component={RouterLink} to={spaRoutes.home} fullWidth sx={{ mt: 2 }}>
        Voltar para o início
      </Button>
    </Box>
  );
}

/** A closed code takes no one new, but the classroom's students still sign in: by account or card. */
function MembersSignIn({ code }: { code: string }) {
  return (
    <>
      <Typography sx={{ mb: 1.5 }}>Já é aluno ou aluna desta turma?</Typography>
      <Button component={RouterLink} to={studentLoginPath} variant="contained" size="large" fullWidth>
        Entrar com usuário e senha
      </Button>
      <CardCodeForm code={code} />
    </>
  );
}
