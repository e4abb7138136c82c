import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import Button from '@mui/material/Button';
import type { Question } from '@aula/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/states';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useDeleteQuestion } from '../../api/questions';
import { BankFilters } from './bank-filters';
import { QuestionList } from './question-list';
import { QuestionEditorDialog } from './question-editor-dialog';
import { useBankFilters } from './use-bank-filters';

/** The teacher's question bank: her questions and the catalogue's, filtered; new, edit and delete. */
export function QuestionBankPage() {
  const { filters, change, search, setSearch } = useBankFilters();
  const remove = useDeleteQuestion();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<Question | 'new' | null>(null);
  const [removing, setRemoving] = useState<Question | null>(null);
  const filtered = Boolean(filters.skill || filters.type || filters.search);

  return (
    <>
      <PageHeader
        title="Banco de questões"
        subtitle="Suas questões e as do catálogo, para montar avaliações que se corrigem sozinhas."
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            Nova questão
          </Button>
        }
      />
      <BankFilters filters={filters} onChange={change} search={search} onSearch={setSearch} />
      <QuestionList
        filters={filters}
        onPage={(page) => change({ page })}
        empty={
          <EmptyState
            icon={<QuizOutlined />}
            title={filtered ? 'Nenhuma questão com esses filtros' : 'Seu banco ainda está vazio'}
            action={
              !filtered && (
                <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
                  Nova questão
                </Button>
              )
            }
          >
            {filtered
              ? 'Tente outra habilidade, outro tipo ou outras palavras.'
              : 'Crie questões de 8 tipos, marque as habilidades da BNCC e use-as nas avaliações das suas turmas.'}
          </EmptyState>
        }
        actions={(question) =>
          question.mine && (
            <>
              <Button size="small" startIcon={<EditOutlined />} onClick={() => setEditing(question)}>
                Editar
              </Button>
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutline />}
                onClick={() => {
                  remove.reset();
                  setRemoving(question);
                }}
              >
                Apagar
              </Button>
            </>
          )
        }
      />
      {editing && (
        <QuestionEditorDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Apagar a questão?"
        confirmLabel="Apagar"
        pendingLabel="Apagando…"
        destructive
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, 'Não foi possível apagar a questão.') : null}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              enqueueSnackbar('Questão apagada.', { variant: 'success' });
              setRemoving(null);
            },
          })
        }
      >
        As avaliações que já a usam continuam com ela como estava.
      </ConfirmDialog>
    </>
  );
}
