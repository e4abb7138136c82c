import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SearchField } from '@/components/search-field';
import { ErrorState, LoadingState } from '@/components/states';
import { errorMessage } from '@/lib/error-message';
import { DialogSubmitActions } from '@/components/submit-actions';
import { plural } from '@/lib/plural';
import { useStudents } from '../api/students';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { CheckboxRow } from '@/components/checkbox-row';
import type { PickerDialogProps } from '@/components/picker-dialog';

/** Choose among the teacher's existing students the ones to put in this classroom. */
export function PickStudentsDialog({
  open,
  classroomName,
  memberIds,
  pending,
  error,
  onSubmit,
  onClose,
}: PickerDialogProps & { memberIds: ReadonlySet<number> }) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const students = useStudents({ search: term, pageSize: 100 }, { enabled: open });
  const candidates = students.data?.results.filter((s) => !memberIds.has(s.id)) ?? [];

  const toggle = (id: number) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="escolher-alunos-titulo"
    >
      <DialogTitle id="escolher-alunos-titulo">Adicionar alunos a {classroomName}</DialogTitle>
      <DialogContent>
        <SearchField id="escolher-alunos-busca" label="Buscar aluno" value={search} onSearch={setSearch} />
        {students.isPending ? (
          <LoadingState label="Carregando alunos…" />
        ) : students.isError ? (
          <ErrorState error={students.error} onRetry={() => void students.refetch()} />
        ) : candidates.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
            {term
              ? 'Nenhum aluno encontrado fora desta turma.'
              : 'Todos os seus alunos já estão nesta turma. Use “Cadastrar alunos” para criar novos.'}
          </Typography>
        ) : (
          <List aria-label="Alunos fora da turma">
            {candidates.map((student) => (
              <CheckboxRow
                key={student.id}
                primary={`${student.first_name} ${student.last_name}`}
                secondary={student.username}
                checked={picked.has(student.id)}
                onToggle={() => toggle(student.id)}
              />
            ))}
          </List>
        )}
        {Boolean(error) && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorMessage(error, 'Não foi possível adicionar os alunos.')}
          </Alert>
        )}
      </DialogContent>
      <DialogSubmitActions
        onCancel={onClose}
        pending={pending}
        label={picked.size > 1 ? `Adicionar ${plural(picked.size, 'aluno', 'alunos')}` : 'Adicionar'}
        pendingLabel="Adicionando…"
        disabled={picked.size === 0}
        onSubmit={() => onSubmit([...picked])}
      />
    </Dialog>
  );
}
