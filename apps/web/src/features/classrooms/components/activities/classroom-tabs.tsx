import type { TeacherClassroom } from '@aula/contracts';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingSkeleton, RowsSkeleton } from '@/components/skeletons';

// Each tab loads with its first opening: a phone on 4G fetches only the open one.
const MuralTab = lazy(() => import('./mural-tab').then((m) => ({ default: m.MuralTab })));
const AssignmentsTab = lazy(() => import('./assignments-tab').then((m) => ({ default: m.AssignmentsTab })));
const ClassroomStudentsSection = lazy(() =>
  import('../teacher/classroom-students-section').then((m) => ({ default: m.ClassroomStudentsSection })),
);
const ProgressTab = lazy(() => import('./progress-tab').then((m) => ({ default: m.ProgressTab })));
const BnccTab = lazy(() => import('./bncc-tab').then((m) => ({ default: m.BnccTab })));
const PlanningTab = lazy(() => import('../planning/planning-tab').then((m) => ({ default: m.PlanningTab })));

const tabs = [
  { value: 'mural', label: 'Mural' },
  { value: 'atividades', label: 'Atividades' },
  { value: 'alunos', label: 'Alunos' },
  { value: 'progresso', label: 'Progresso' },
  { value: 'bncc', label: 'BNCC' },
  { value: 'planejamento', label: 'Planejamento' },
] as const;
type TabValue = (typeof tabs)[number]['value'];

/** The classroom's tabs; the open one lives in the address (?aba=), so a reload or a shared link keeps it. */
export function ClassroomTabs({ classroom }: { classroom: TeacherClassroom }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('aba');
  const current: TabValue = tabs.some((t) => t.value === asked) ? (asked as TabValue) : 'atividades';
  return (
    <Box sx={{ mt: 4 }}>
      <Tabs
        value={current}
        onChange={(_, value: TabValue) => setParams({ aba: value }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Seções da turma"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {tabs.map((t) => (
          <Tab
            key={t.value}
            value={t.value}
            label={t.label}
            id={`aba-${t.value}`}
            aria-controls={`painel-${t.value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`painel-${current}`} aria-labelledby={`aba-${current}`}>
        <Suspense
          fallback={
            <LoadingSkeleton label="Carregando…">
              <RowsSkeleton rows={4} />
            </LoadingSkeleton>
          }
        >
          {current === 'mural' && <MuralTab classroom={classroom} />}
          {current === 'atividades' && <AssignmentsTab classroom={classroom} />}
          {current === 'alunos' && <ClassroomStudentsSection classroom={classroom} />}
          {current === 'progresso' && <ProgressTab classroom={classroom} />}
          {current === 'bncc' && <BnccTab classroom={classroom} />}
          {current === 'planejamento' && <PlanningTab classroom={classroom} />}
        </Suspense>
      </Box>
    </Box>
  );
}
