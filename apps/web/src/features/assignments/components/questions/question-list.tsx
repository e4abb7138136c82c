import type { Question } from '@aula/contracts';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/states';
import { plural } from '@/lib/plural';
import { QUESTIONS_PAGE_SIZE, useQuestions, type QuestionFilters } from '../../api/questions';
import { pageLabel } from './bank-filters';
import { QuestionCard } from './question-card';

/** A page of the bank for the filters (loading, failure, `empty`), each card with its `actions`. */
export function QuestionList({
  filters,
  onPage,
  empty,
  actions,
}: {
  filters: QuestionFilters;
  onPage: (page: number) => void;
  empty: ReactNode;
  actions: (question: Question) => ReactNode;
}) {
  const questions = useQuestions(filters);
  if (questions.isPending) return <LoadingState label="Carregando as questões…" />;
  if (questions.isError)
    return <ErrorState error={questions.error} onRetry={() => void questions.refetch()} />;
  if (questions.data.results.length === 0) return empty;
  const pages = Math.ceil(questions.data.count / QUESTIONS_PAGE_SIZE);
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }} role="status">
        {plural(questions.data.count, 'questão', 'questões')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {questions.data.results.map((question) => (
          <QuestionCard key={question.id} question={question} actions={actions(question)} />
        ))}
      </Stack>
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={filters.page}
          onChange={(_, page) => onPage(page)}
          getItemAriaLabel={pageLabel}
        />
      )}
    </>
  );
}
