import { formatDuration } from '@aula/contracts';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LoadingSkeleton, RowsSkeleton } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/states';
import { isNotFound } from '@/lib/error-message';
import { useMyClassroom } from '../../api/student-area';
import { BackHome } from '@/components/back-home';
import { LessonContent } from '@/components/lesson-content';
import { PageHeader } from '@/components/page-header';

function NotInClassroom({ joinForm }: { joinForm: ReactNode }) {
  return (
    <EmptyState title="Você não está nesta turma" headingLevel="h1">
      <Typography sx={{ mb: 2 }}>
        Esta turma não existe ou você ainda não entrou nela. Se você recebeu um código, digite aqui:
      </Typography>
      <Box sx={{ maxWidth: 360, mx: 'auto', textAlign: 'left' }}>{joinForm}</Box>
    </EmptyState>
  );
}

function Classroom({
  id,
  joinForm,
  reportCard,
}: {
  id: number;
  joinForm: ReactNode;
  reportCard?: (classroomId: number) => ReactNode;
}) {
  const classroom = useMyClassroom(id);
  // The open lesson is in the address (`?aula=`), so each lesson of the class has a link of its own.
  const [params, setParams] = useSearchParams();
  const linkedId = Number(params.get('aula')) || null;
  const [closedTheOnlyOne, setClosedTheOnlyOne] = useState(false);
  const loaded = classroom.isSuccess;
  useEffect(() => {
    if (loaded && linkedId)
      document.getElementById(`aula-${linkedId}-titulo`)?.scrollIntoView?.({ block: 'start' });
    // Only on arrival: opening another lesson later must not jump the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  if (classroom.isPending) {
    return (
      <LoadingSkeleton label="Abrindo a turma…" documentTitle="Turma">
        <Typography variant="h4">
          <Skeleton width="50%" />
        </Typography>
        <Typography sx={{ mt: 0.5, mb: 3 }}>
          <Skeleton width="35%" />
        </Typography>
        <Typography variant="h5" sx={{ mb: 2 }}>
          <Skeleton width={140} />
        </Typography>
        <RowsSkeleton rows={3} height={80} gap={2} />
      </LoadingSkeleton>
    );
  }
  if (classroom.isError) {
    return isNotFound(classroom.error) ? (
      <NotInClassroom joinForm={joinForm} />
    ) : (
      <>
        <PageHeader title="Turma" />
        <ErrorState
          error={classroom.error}
          fallback="Não deu para abrir a turma agora."
          onRetry={() => void classroom.refetch()}
        />
      </>
    );
  }
  const data = classroom.data;
  const onlyOne = data.lessons.length === 1 && !closedTheOnlyOne ? data.lessons[0]?.id : null;
  const expanded = linkedId ?? onlyOne;
  const toggle = (lessonId: number, isOpen: boolean) => {
    const next = new URLSearchParams(params);
    if (isOpen) next.set('aula', String(lessonId));
    else {
      next.delete('aula');
      setClosedTheOnlyOne(true);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageHeader title={data.name} subtitle={`Professor(a): ${data.teacher_name}`} />
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {data.lessons.length === 0 ? 'Aulas' : `Aulas (${data.lessons.length})`}
      </Typography>
      {data.lessons.length === 0 ? (
        <EmptyState title="Ainda não tem aulas aqui">
          Assim que as aulas forem escolhidas para a turma, elas vão aparecer nesta página.
        </EmptyState>
      ) : (
        <Box>
          {data.lessons.map((lesson, index) => (
            <Accordion
              key={lesson.id}
              expanded={expanded === lesson.id}
              onChange={(_, isOpen) => toggle(lesson.id, isOpen)}
              disableGutters
              sx={{
                mb: 2,
                borderRadius: '16px !important',
                '&::before': { display: 'none' },
                border: 1,
                borderColor: 'divider',
              }}
              elevation={0}
              slotProps={{ heading: { component: 'h3' } }}
            >
              <AccordionSummary
                expandIcon={<ExpandMore sx={{ fontSize: 36 }} />}
                aria-controls={`aula-${lesson.id}-conteudo`}
                id={`aula-${lesson.id}-titulo`}
                sx={{ minHeight: 80, px: { xs: 2, sm: 3 } }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
                  <Box
                    aria-hidden="true"
                    sx={{
                      flexShrink: 0,
                      width: 48,
                      height: 48,
                      borderRadius: '50%',
                      bgcolor: 'primary.main',
                      color: '#fff',
                      display: 'grid',
                      placeItems: 'center',
                      fontWeight: 800,
                      fontSize: '1.35rem',
                    }}
                  >
                    {index + 1}
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography
                      component="span"
                      sx={{ display: 'block', fontWeight: 700, fontSize: '1.3rem', overflowWrap: 'anywhere' }}
                    >
                      {lesson.title}
                    </Typography>
                    <Typography component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                      {formatDuration(lesson.duration_minutes)}
                    </Typography>
                  </Box>
                </Box>
              </AccordionSummary>
              <AccordionDetails id={`aula-${lesson.id}-conteudo`} sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
                <LessonContent lesson={lesson} />
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      )}
      {reportCard?.(id)}
    </>
  );
}

/**
 * /student-dashboard/classrooms/:id — the lessons the teacher chose, to read. `joinForm` (the join
 * feature's code form, passed in by the app layer) is offered when the student is not in the class;
 * `reportCard` (the gradebook feature's boletim) follows the lessons.
 */
export function StudentClassroomPage({
  joinForm,
  reportCard,
}: {
  joinForm: ReactNode;
  reportCard?: (classroomId: number) => ReactNode;
}) {
  const { id } = useParams();
  const classroomId = Number(id);
  return (
    <Box sx={{ maxWidth: 960 }}>
      <BackHome label="Minhas turmas" />
      {Number.isInteger(classroomId) && classroomId > 0 ? (
        <Classroom key={classroomId} id={classroomId} joinForm={joinForm} reportCard={reportCard} />
      ) : (
        <NotInClassroom joinForm={joinForm} />
      )}
    </Box>
  );
}
