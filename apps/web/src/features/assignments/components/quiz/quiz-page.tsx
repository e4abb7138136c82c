import { routePath, spaRoutes, type Assignment } from '@aula/contracts';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { LoadingSkeleton, PageHeaderSkeleton, RowsSkeleton } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/states';
import { downloadFile } from '@/lib/download';
import { errorMessage } from '@/lib/error-message';
import { plural } from '@/lib/plural';
import { useSnackbar } from '@/lib/toast';
import { useAllSubmissions, useAssignment } from '../../api/correction';
import { quizPdfUrl, useQuizResults, type QuizPdf } from '../../api/quizzes';
import { formatNumber } from '../../quiz/quiz-values';
import { PaperAnswersForm } from './paper-answers-form';
import { QuizResultsView } from './quiz-results';
import { AddressTabs, type AddressTab } from '@/components/address-tabs';

const PDFS: { version: QuizPdf; label: string }[] = [
  { version: 'test', label: 'Prova' },
  { version: 'answer_sheet', label: 'Folha de respostas' },
  { version: 'answer_key', label: 'Gabarito' },
];

function PdfDownloads({ id }: { id: number }) {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState<QuizPdf | null>(null);
  const get = (version: QuizPdf) => {
    setBusy(version);
    downloadFile(quizPdfUrl(id, version))
      .catch((error: unknown) =>
        enqueueSnackbar(errorMessage(error, 'Não foi possível gerar o PDF.'), { variant: 'error' }),
      )
      .finally(() => setBusy(null));
  };
  return (
    <>
      {PDFS.map(({ version, label }) => (
        <Button
          key={version}
          size="small"
          variant="outlined"
          startIcon={<PictureAsPdfOutlined />}
          disabled={busy !== null}
          onClick={() => get(version)}
          aria-label={`Baixar PDF: ${label}`}
        >
          {busy === version ? 'Gerando PDF…' : label}
        </Button>
      ))}
    </>
  );
}

function Results({ assignment }: { assignment: Assignment }) {
  const results = useQuizResults(assignment.id);
  if (results.isPending)
    return (
      <LoadingSkeleton label="Carregando os resultados…">
        <RowsSkeleton rows={4} />
      </LoadingSkeleton>
    );
  if (results.isError) return <ErrorState error={results.error} onRetry={() => void results.refetch()} />;
  return <QuizResultsView assignment={assignment} results={results.data} />;
}

function Paper({ assignment }: { assignment: Assignment }) {
  const submissions = useAllSubmissions(assignment.id);
  if (submissions.isPending)
    return (
      <LoadingSkeleton label="Carregando os alunos…">
        <RowsSkeleton rows={3} />
      </LoadingSkeleton>
    );
  if (submissions.isError)
    return <ErrorState error={submissions.error} onRetry={() => void submissions.refetch()} />;
  return <PaperAnswersForm assignment={assignment} submissions={submissions.data} />;
}

const TABS: AddressTab<{ assignment: Assignment }>[] = [
  { value: 'resultados', label: 'Resultados', Panel: Results },
  { value: 'papel', label: 'Provas em papel', Panel: Paper },
];

/** /dashboard/assignments/:assignmentId/quiz — a quiz's results, the paper tests typed in, and its PDFs. */
export function QuizPage() {
  const id = Number(useParams().assignmentId);
  const assignment = useAssignment(id);
  if (assignment.isPending)
    return (
      <LoadingSkeleton label="Carregando a avaliação…">
        <PageHeaderSkeleton />
        <RowsSkeleton rows={4} />
      </LoadingSkeleton>
    );
  if (assignment.isError)
    return (
      <ErrorState
        error={assignment.error}
        back={{ to: spaRoutes.teacherClassrooms, label: 'Voltar às turmas' }}
        onRetry={() => void assignment.refetch()}
      />
    );
  const a = assignment.data;
  const back = {
    to: `${routePath(spaRoutes.teacherClassroom, { classroomId: a.classroom })}?aba=atividades`,
    label: 'Atividades da turma',
  };
  if (a.submission_type !== 'quiz')
    return (
      <EmptyState title="Esta atividade não é uma avaliação" headingLevel="h1">
        Só as avaliações com questões têm resultados por questão.
      </EmptyState>
    );
  return (
    <>
      <PageHeader
        title={a.title}
        back={back}
        subtitle={`Avaliação · ${plural(a.questions.length, 'questão', 'questões')} · ${formatNumber(a.max_score ?? 0)} pontos`}
        actions={<PdfDownloads id={a.id} />}
      />
      <AddressTabs tabs={TABS} label="Seções da avaliação" panelProps={{ assignment: a }} />
    </>
  );
}
