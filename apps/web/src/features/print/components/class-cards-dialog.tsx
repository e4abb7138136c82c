import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { plural } from '@/lib/plural';
import { useClassroom } from '@/lib/classroom-queries';
import { useLoginCards } from '../hooks/use-login-cards';
import { LoginCards } from './login-cards';
import { PrintDialog } from './print-dialog';

/**
 * Login cards for a whole classroom: after a confirmation (new links cancel the old ones), one
 * generate-student-login-token call per student, then the print view.
 */
export function ClassCardsDialog({
  classroomId,
  onClose,
}: {
  classroomId: number | null;
  onClose: () => void;
}) {
  const classroom = useClassroom(classroomId ?? 0, { enabled: classroomId !== null });
  const { state, generate, reset } = useLoginCards();
  const open = classroomId !== null;
  const close = () => {
    reset();
    onClose();
  };
  const data = classroom.data;
  // Reprinting for students who joined since: by default only they get a card, and the cards
  // already handed out keep working; "todos" (cancelling those) only when the teacher asks.
  const newcomers = data?.students.filter((s) => !s.has_card) ?? [];
  const withCard = (data?.students.length ?? 0) - newcomers.length;
  const [scope, setScope] = useState<'new' | 'all'>('new');
  const onlyNew = withCard > 0 && newcomers.length > 0 && scope === 'new';
  const chosen = onlyNew ? newcomers : (data?.students ?? []);
  const total = chosen.length;

  if (state.status === 'done' && data) {
    return (
      <PrintDialog open={open} title={`Cartões de acesso — ${data.name}`} onClose={close}>
        {state.failures.length > 0 && (
          <Alert severity="warning" className="no-print" sx={{ mb: 3 }}>
            Não foi possível gerar o cartão de:
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {state.failures.map((failure) => (
                <li key={failure.studentId}>
                  {failure.name}: {failure.message}
                </li>
              ))}
            </Box>
          </Alert>
        )}
        <Typography className="no-print" sx={{ mb: 3, color: 'text.secondary' }}>
          Recorte nas linhas tracejadas e entregue um cartão para cada aluno.{' '}
          {data.card_login
            ? 'O QR code (ou o código do cartão, digitado na página da turma) entra direto na conta de quem recebeu o cartão, sem senha, quantas vezes for preciso, até você gerar outro cartão ou cancelar este.'
            : 'O QR code entra direto na conta de quem recebeu o cartão uma única vez; depois, a pessoa entra com o usuário e a senha que criar.'}
        </Typography>
        <LoginCards cards={state.cards} />
      </PrintDialog>
    );
  }

  if (state.status === 'running') {
    return (
      <Dialog open={open} aria-labelledby="gerando-cartoes-titulo" fullWidth maxWidth="xs">
        <DialogTitle id="gerando-cartoes-titulo">Gerando cartões…</DialogTitle>
        <DialogContent>
          <LinearProgress
            variant="determinate"
            value={state.total ? (state.done / state.total) * 100 : 0}
            aria-label="Progresso"
          />
          <Typography sx={{ mt: 1.5 }} role="status">
            {state.done} de {state.total}
          </Typography>
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <ConfirmDialog
      open={open}
      title="Imprimir cartões de acesso"
      confirmLabel={`Gerar ${plural(total, 'cartão', 'cartões')}`}
      pending={classroomId !== null && classroom.isPending}
      confirmDisabled={total === 0}
      pendingLabel="Carregando…"
      error={classroom.isError ? errorMessage(classroom.error, 'Não foi possível carregar a turma.') : null}
      onClose={close}
      onConfirm={() => {
        if (data) void generate(chosen, { id: data.id, name: data.name, code: data.code });
      }}
    >
      {data && withCard > 0 && newcomers.length > 0 && (
        <RadioGroup
          aria-label="Para quem imprimir"
          value={scope}
          onChange={(event) => setScope(event.target.value as 'new' | 'all')}
          sx={{ mb: 2 }}
        >
          <FormControlLabel
            value="new"
            control={<Radio />}
            label={`Só os novos: ${plural(newcomers.length, 'aluno sem cartão', 'alunos sem cartão')} (os cartões já entregues continuam valendo)`}
          />
          <FormControlLabel
            value="all"
            control={<Radio />}
            label={`Todos os ${plural(data.students.length, 'aluno', 'alunos')} (os ${plural(withCard, 'cartão entregue', 'cartões entregues')} deixam de funcionar)`}
          />
        </RadioGroup>
      )}
      {!data
        ? 'Carregando os alunos da turma…'
        : total === 0
          ? `A turma ${data.name} ainda não tem alunos.`
          : data.card_login
            ? `${plural(total, 'cartão pessoal', 'cartões pessoais')} para a turma ${data.name}, um por aluno (entrada por cartão): o QR code e o código do cartão entram sem senha até você gerar outro ou cancelar. ${onlyNew ? 'Os cartões já entregues continuam valendo.' : 'Cartões gerados antes para a turma deixam de funcionar.'} Saem 8 cartões por folha A4.`
            : `${plural(total, 'cartão', 'cartões')} para a turma ${data.name}, um por aluno, com o usuário e um QR code de acesso de uso único, válido por 7 dias. ${onlyNew ? 'Os links e cartões já entregues continuam valendo.' : 'Links e cartões gerados antes para a turma deixam de funcionar.'}`}
    </ConfirmDialog>
  );
}
