import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { plural } from '@/lib/plural';
import { useClassroom } from '../../api/classrooms';
import { useLoginCards } from '../../hooks/use-login-cards';
import { LoginCards } from '../print/login-cards';
import { PrintDialog } from '../print/print-dialog';

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
  const total = data?.students.length ?? 0;

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
        if (data) void generate(data.students, { id: data.id, name: data.name, code: data.code });
      }}
    >
      {!data
        ? 'Carregando os alunos da turma…'
        : total === 0
          ? `A turma ${data.name} ainda não tem alunos.`
          : data.card_login
            ? `${plural(total, 'cartão pessoal', 'cartões pessoais')} para a turma ${data.name}, um por aluno (entrada por cartão): o QR code e o código do cartão entram sem senha até você gerar outro ou cancelar. Cartões gerados antes para a turma deixam de funcionar. Saem 8 cartões por folha A4.`
            : `${plural(total, 'cartão', 'cartões')} para a turma ${data.name}, um por aluno, com o usuário e um QR code de acesso de uso único, válido por 7 dias. Links e cartões gerados antes para a turma deixam de funcionar.`}
    </ConfirmDialog>
  );
}
