import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Guardian, Student } from '@aula/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingState, ErrorState } from '@/components/states';
import type { ConsentSlip } from '@/lib/consent-slip';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { uiText } from '@/lib/ui-text';
import { useGuardians, useNewFamilyLink, useRemoveGuardian, useRevokeFamilyLink } from '../api/guardians';
import { ConsentRequestPanel } from './consent-request-panel';
import { ConsentStatusChip } from './consent-status-chip';
import { GuardianCard, type GuardianAction } from './guardian-card';
import { GuardianForm } from './guardian-form';

type View =
  { kind: 'list' } | { kind: 'form'; guardian: Guardian | null } | { kind: 'request'; guardian: Guardian };

function GuardiansContent({
  student,
  onClose,
  onPrint,
}: {
  student: Student;
  onClose: () => void;
  onPrint: (slips: ConsentSlip[]) => void;
}) {
  const guardians = useGuardians(student.id);
  const remove = useRemoveGuardian(student.id);
  const newLink = useNewFamilyLink(student.id);
  const revokeLink = useRevokeFamilyLink(student.id);
  const { enqueueSnackbar } = useSnackbar();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [removing, setRemoving] = useState<Guardian | null>(null);
  const toList = () => setView({ kind: 'list' });
  const failed = (fallback: string) => (error: unknown) =>
    enqueueSnackbar(errorMessage(error, fallback), { variant: 'error' });

  const onAction = (action: GuardianAction, guardian: Guardian) => {
    if (action === 'request') setView({ kind: 'request', guardian });
    if (action === 'edit') setView({ kind: 'form', guardian });
    if (action === 'remove') {
      remove.reset();
      setRemoving(guardian);
    }
    if (action === 'new-link')
      newLink.mutate(guardian.id, {
        onSuccess: () =>
          enqueueSnackbar('Novo link da família criado. O anterior parou de funcionar.', {
            variant: 'success',
          }),
        onError: failed('Não foi possível criar o link da família.'),
      });
    if (action === 'revoke-link')
      revokeLink.mutate(guardian.id, {
        onSuccess: () => enqueueSnackbar('Link da família desligado.', { variant: 'success' }),
        onError: failed('Não foi possível desligar o link.'),
      });
  };

  if (view.kind === 'form')
    return <GuardianForm studentId={student.id} guardian={view.guardian} onDone={toList} />;
  if (view.kind === 'request')
    return (
      <ConsentRequestPanel student={student} guardian={view.guardian} onBack={toList} onPrint={onPrint} />
    );

  return (
    <>
      <DialogContent>
        {guardians.isPending ? (
          <LoadingState label="Carregando responsáveis…" />
        ) : guardians.isError ? (
          <ErrorState error={guardians.error} onRetry={() => void guardians.refetch()} />
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography>Autorização:</Typography>
              <ConsentStatusChip status={guardians.data.consent_status} />
            </Stack>
            {guardians.data.consent_status !== 'granted' &&
              guardians.data.consent_status !== 'not_required' && (
                <Alert severity="info">
                  Sem a autorização de um responsável, {student.first_name} não consegue enviar fotos nem
                  arquivos.
                </Alert>
              )}
            {guardians.data.results.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>Nenhum responsável cadastrado.</Typography>
            ) : (
              <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Responsáveis">
                {guardians.data.results.map((guardian) => (
                  <GuardianCard
                    key={guardian.id}
                    guardian={guardian}
                    consent={guardians.data.consent_status}
                    busy={newLink.isPending || revokeLink.isPending}
                    onAction={onAction}
                  />
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<PersonAddAlt />} onClick={() => setView({ kind: 'form', guardian: null })}>
          Adicionar responsável
        </Button>
        <Button onClick={onClose}>{uiText.close}</Button>
      </DialogActions>
      <ConfirmDialog
        open={removing !== null}
        title={`Remover ${removing?.name ?? ''}?`}
        confirmLabel="Remover"
        pendingLabel="Removendo…"
        destructive
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, 'Não foi possível remover.') : null}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              enqueueSnackbar(`${removing.name} foi removido.`, { variant: 'success' });
              setRemoving(null);
            },
          })
        }
      >
        O link da família de {removing?.name} para de funcionar.
      </ConfirmDialog>
    </>
  );
}

/** A student's guardians: add, edit, remove, ask for consent, and the family's read-only link. */
export function GuardiansDialog({
  student,
  onClose,
  onPrint,
}: {
  student: Student | null;
  onClose: () => void;
  onPrint: (slips: ConsentSlip[]) => void;
}) {
  return (
    <Dialog
      open={student !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="responsaveis-titulo"
    >
      <DialogTitle id="responsaveis-titulo">
        Responsáveis de {student?.first_name} {student?.last_name}
      </DialogTitle>
      {student && <GuardiansContent key={student.id} student={student} onClose={onClose} onPrint={onPrint} />}
    </Dialog>
  );
}
