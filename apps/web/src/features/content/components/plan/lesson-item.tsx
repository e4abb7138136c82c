import { formatDuration, printRoutes, routeUrl, type Lesson, type LessonSummary } from '@aula/contracts';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Schedule from '@mui/icons-material/Schedule';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { linesOf } from '../ui/plan-labels';
import { UpgradeButton } from '../ui/upgrade-button';
import { BnccCode } from '@/components/bncc-code';
import { PdfVersionsButton } from '@/components/pdf-buttons';
import { visuallyHidden } from '@/components/visually-hidden';
import { FavoriteButton } from './favorite-button';
import { LessonBody } from './lesson-body';

/** Loaded on the first "Passar para a turma": its form brings the date picker. */
const PassToClassDialog = lazy(() =>
  import('./pass-to-class-dialog').then((module) => ({ default: module.PassToClassDialog })),
);

/** What a teacher without a subscription sees in place of a premium lesson's content. */
function LockedLesson({ lesson }: { lesson: LessonSummary }) {
  const objectives = linesOf(lesson.objectives);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {objectives.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
            Objetivos
          </Typography>
          <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 3 }}>
            {objectives.map((line, index) => (
              <li key={index}>
                <Typography variant="body2">{line}</Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <Alert
        severity="info"
        icon={<LockOutlined />}
        action={<UpgradeButton label="Assinar" size="small" variant="outlined" color="inherit" />}
        sx={{ alignItems: 'center' }}
      >
        O passo a passo, os materiais e os anexos desta aula são exclusivos para assinantes.
      </Alert>
    </Box>
  );
}

/** One lesson of a plan: its summary, and its content when opened. */
export function LessonItem({
  lesson,
  full,
  number,
  open: openOnScreen,
  found = false,
  onToggle,
  printing = false,
}: {
  lesson: LessonSummary;
  full: Lesson | undefined;
  number: number;
  open: boolean;
  /** The lesson a search result pointed to. */
  found?: boolean;
  onToggle: () => void;
  /** The page is being printed: readable lessons show their content. */
  printing?: boolean;
}) {
  const open = openOnScreen || (printing && !lesson.locked);
  const [passing, setPassing] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const regionId = `aula-${lesson.id}-conteudo`;
  const headingId = `aula-${lesson.id}-titulo`;

  useEffect(() => {
    if (openOnScreen) ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    // Only when it opens (also when the page loads with ?aula=).
  }, [openOnScreen]);

  return (
    <Paper
      component="article"
      ref={ref}
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        borderRadius: 3,
        overflow: 'hidden',
        // Scrolled to on open: clear the fixed app bar (56px on phones, 64px from sm) with a little air.
        scrollMarginTop: { xs: '72px', sm: '80px' },
        ...(found && { borderColor: 'primary.main', borderWidth: 2 }),
      }}
    >
      <Box sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
          <Box
            aria-hidden="true"
            sx={{
              flexShrink: 0,
              width: 32,
              height: 32,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              fontSize: 14,
            }}
          >
            {number}
          </Box>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography
              id={headingId}
              variant="subtitle1"
              component="h3"
              sx={{ fontWeight: 700, lineHeight: 1.3 }}
            >
              <Box component="span" sx={visuallyHidden}>
                Aula {number}:{' '}
              </Box>
              {lesson.title}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
              <Chip
                size="small"
                icon={<Schedule />}
                label={formatDuration(lesson.duration_minutes)}
                variant="outlined"
              />
              {found && (
                <Chip size="small" color="primary" icon={<SearchIcon />} label="Encontrada na busca" />
              )}
              {lesson.locked && <Chip size="small" icon={<LockOutlined />} label="Para assinantes" />}
              {lesson.bncc_codes.map((code) => (
                <Chip key={code} size="small" label={<BnccCode code={code} />} variant="outlined" />
              ))}
            </Box>
          </Box>
        </Box>
        <Box
          className="no-print"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}
        >
          {!lesson.locked && (
            <>
              <PdfVersionsButton
                action="print"
                url={routeUrl(printRoutes.lesson, { id: lesson.id })}
                ariaLabel={`Imprimir a aula ${lesson.title}`}
              />
              <PdfVersionsButton
                url={routeUrl(printRoutes.lesson, { id: lesson.id })}
                ariaLabel={`Baixar PDF da aula ${lesson.title}`}
              />
            </>
          )}
          <FavoriteButton lessonId={lesson.id} favoriteId={lesson.favorite_id} lessonTitle={lesson.title} />
          {!lesson.locked && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<SendOutlined />}
              onClick={() => setPassing(true)}
              aria-label={`Passar para a turma: ${lesson.title}`}
            >
              Passar para a turma
            </Button>
          )}
          <Button
            variant={openOnScreen ? 'outlined' : 'contained'}
            size="small"
            onClick={onToggle}
            aria-expanded={openOnScreen}
            aria-controls={regionId}
            endIcon={openOnScreen ? <ExpandLess /> : <ExpandMore />}
          >
            {openOnScreen ? 'Fechar aula' : lesson.locked ? 'Ver resumo' : 'Ler aula'}
          </Button>
        </Box>
      </Box>
      <Box
        id={regionId}
        role="region"
        aria-labelledby={headingId}
        hidden={!open}
        sx={{
          px: { xs: 2, sm: 2.5 },
          pb: 2.5,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'grey.50',
        }}
      >
        {open &&
          (lesson.locked || !full ? (
            <LockedOrLoading lesson={lesson} full={full} />
          ) : (
            <LessonBody lesson={full} />
          ))}
      </Box>
      {passing && (
        <Suspense fallback={null}>
          <PassToClassDialog lesson={lesson} onClose={() => setPassing(false)} />
        </Suspense>
      )}
    </Paper>
  );
}

function LockedOrLoading({ lesson, full }: { lesson: LessonSummary; full: Lesson | undefined }) {
  if (lesson.locked) return <LockedLesson lesson={lesson} />;
  if (!full) return <Typography role="status">Carregando a aula…</Typography>;
  return null;
}
