import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Question } from '@aula/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { errorMessage } from '@/lib/error-message';
import { plural } from '@/lib/plural';
import { useSnackbar } from '@/lib/toast';
import { QUESTIONS_PAGE_SIZE, useDeleteQuestion, useQuestions } from '../../api/questions';
import { BankFilters, pageLabel } from './bank-filters';
import { QuestionCard } from './question-card';
import { QuestionEditorDialog } from './question-editor-dialog';
import { useBankFilters } from './use-bank-filters';

/** The teacher's question bank: her questions and the catalogue's, filtered; new, edit and delete. */
export function QuestionBankPage() {
  const { filters, change, search, setSearch } = useBankFilters();
  const questions = useQuestions(filters);
  const remove = useDeleteQuestion();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<Question | 'new' | null>(null);
  const [removing, setRemoving] = useState<Question | null>(null);
  const filtered = Boolean(filters.skill || filters.type || filters.search);
  const pages = Math.ceil((questions.data?.count ?? 0) / QUESTIONS_PAGE_SIZE);

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
      {questions.isPending ? (
        <LoadingState label="Carregando as questões…" />
      ) : questions.isError ? (
        <ErrorState error={questions.error} onRetry={() => void questions.refetch()} />
      ) : questions.data.results.length === 0 ? (
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
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }} role="status">
            {plural(questions.data.count, 'questão', 'questões')}
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {questions.data.results.map((question) => (
              <QuestionCard
                key={question.id}
                question={question}
                actions={
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
            ))}
          </Stack>
          {pages > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              count={pages}
              page={filters.page}
              onChange={(_, page) => change({ page })}
              getItemAriaLabel={pageLabel}
            />
          )}
        </>
      )}
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
