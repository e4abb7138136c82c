import { spaRoutes } from '@aula/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LOGIN_KIND_PARAM, STUDENT_LOGIN_KIND } from '@/lib/access';
import type { LoginKind } from '../api/login';
import { LoginForm } from './login-form';

const tabs: { kind: LoginKind; label: string }[] = [
  { kind: 'teacher', label: 'Professor' },
  { kind: 'student', label: 'Aluno' },
];

/** Teachers (e-mail) and students (username) log in through different calls; two tabs make it obvious. */
export function LoginPanel() {
  const [params, setParams] = useSearchParams();
  const kind: LoginKind = params.get(LOGIN_KIND_PARAM) === STUDENT_LOGIN_KIND ? 'student' : 'teacher';

  function select(next: LoginKind) {
    setParams(next === 'student' ? { [LOGIN_KIND_PARAM]: STUDENT_LOGIN_KIND } : {}, { replace: true });
  }

  return (
    <Box>
      <Tabs
        value={kind}
        onChange={(_, value: LoginKind) => select(value)}
        variant="fullWidth"
        aria-label="Tipo de conta"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.kind}
            value={tab.kind}
            label={tab.label}
            id={`aba-${tab.kind}`}
            aria-controls="painel-login"
            sx={{ fontSize: '1rem' }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="painel-login" aria-labelledby={`aba-${kind}`}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {kind === 'teacher'
            ? 'Entre com o e-mail e a senha da sua conta de professor.'
            : 'Entre com o usuário e a senha que você recebeu na sua turma.'}
        </Typography>
        <LoginForm key={kind} kind={kind} />
        {kind === 'teacher' ? (
          <Stack spacing={1} sx={{ mt: 3, textAlign: 'center' }}>
            <Link component={RouterLink} to={spaRoutes.passwordReset}>
              Esqueci minha senha
            </Link>
            <Typography variant="body2">
              Ainda não tem conta?{' '}
              <Link component={RouterLink} to={spaRoutes.signupTeacher}>
                Criar conta de professor
              </Link>
            </Typography>
          </Stack>
        ) : (
          <Typography variant="body2" sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>
            Esqueceu a senha? Peça ao professor ou à professora para criar uma nova.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
