import { spaRoutes } from '@aula/contracts';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '@/components/visually-hidden';
import { useTeacherStatistics } from '@/lib/teacher-statistics';
import { ProgressBar } from '@/components/progress-bar';

type Statistics = NonNullable<ReturnType<typeof useTeacherStatistics>['data']>;

interface Step {
  title: string;
  text: string;
  to: string;
  done: (data: Statistics) => boolean;
}

const STEPS: Step[] = [
  {
    title: 'Criar uma turma',
    text: 'Dê um nome à turma e ela ganha um código para os alunos entrarem.',
    to: spaRoutes.teacherClassrooms,
    done: (data) => data.classrooms.count > 0,
  },
  {
    title: 'Convidar alunos',
    text: 'Passe o código da turma ou crie as contas de quem não tem e-mail.',
    to: spaRoutes.teacherStudents,
    done: (data) => data.students.count > 0,
  },
  {
    title: 'Passar uma atividade',
    text: 'Na turma, abra Atividades e passe uma aula vinculada ou uma tarefa sua.',
    to: spaRoutes.teacherClassrooms,
    done: (data) => data.assignments.count > 0,
  },
];

/**
 * A new teacher's checklist on her home page, each step ticked from her real data (the same usage
 * query as "Seu uso", so no extra request); gone once all three are done, and never a loading flash.
 */
export function FirstSteps() {
  const { data } = useTeacherStatistics();
  if (!data) return null;
  const steps = STEPS.map((step) => ({ ...step, isDone: step.done(data) }));
  const doneCount = steps.filter((step) => step.isDone).length;
  if (doneCount === steps.length) return null;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="primeiros-passos-titulo"
      sx={{ p: { xs: 2, sm: 3 }, mb: 4, borderRadius: 3, borderColor: 'primary.main' }}
    >
      <Typography id="primeiros-passos-titulo" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        Primeiros passos
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
        {doneCount} de {steps.length} concluídos
      </Typography>
      <ProgressBar
        value={(doneCount / steps.length) * 100}
        label={`Primeiros passos: ${doneCount} de ${steps.length} concluídos`}
        sx={{ mt: 1.5, mb: 2, height: 8, borderRadius: 4, maxWidth: 360 }}
      />
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {steps.map((step) => (
          <Box component="li" key={step.title} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <Box aria-hidden="true" sx={{ display: 'flex', pt: 0.25 }}>
              {step.isDone ? <CheckCircle color="success" /> : <RadioButtonUnchecked color="action" />}
            </Box>
            <div>
              <Link
                component={RouterLink}
                to={step.to}
                sx={{
                  fontWeight: 700,
                  fontSize: '1.05rem',
                  ...(step.isDone && { color: 'text.secondary', textDecoration: 'line-through' }),
                }}
              >
                {step.title}
              </Link>
              <Box component="span" sx={visuallyHidden}>
                {step.isDone ? ' (concluído)' : ' (a fazer)'}
              </Box>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {step.text}
              </Typography>
            </div>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
