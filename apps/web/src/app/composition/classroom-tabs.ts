import { lazy } from 'react';
import type { ClassroomTab } from '@/features/classrooms/components/teacher/classroom-tabs';

// Each tab loads with its first opening: a phone on 4G fetches only the open one.
const MuralTab = lazy(() =>
  import('@/features/assignments/components/activities/mural-tab').then((m) => ({ default: m.MuralTab })),
);
const AssignmentsPanel = lazy(() =>
  import('./classroom-assignments-panel').then((m) => ({ default: m.ClassroomAssignmentsPanel })),
);
const StudentsPanel = lazy(() =>
  import('./classroom-students-panel').then((m) => ({ default: m.ClassroomStudentsPanel })),
);
const ProgressTab = lazy(() =>
  import('@/features/assignments/components/activities/progress-tab').then((m) => ({
    default: m.ProgressTab,
  })),
);
const BnccTab = lazy(() =>
  import('@/features/assignments/components/activities/bncc-tab').then((m) => ({ default: m.BnccTab })),
);
const SkillsGridTab = lazy(() =>
  import('@/features/assignments/components/quiz/skills-grid-tab').then((m) => ({
    default: m.SkillsGridTab,
  })),
);
const PlanningTab = lazy(() =>
  import('@/features/bncc/components/planning/planning-tab').then((m) => ({ default: m.PlanningTab })),
);
const DiaryTab = lazy(() =>
  import('@/features/diary/components/diary-tab').then((m) => ({ default: m.DiaryTab })),
);
const GradebookTab = lazy(() =>
  import('@/features/gradebook/components/gradebook-tab').then((m) => ({ default: m.GradebookTab })),
);

/** A teacher's classroom: its own page (classrooms) with the other features' work as tabs. */
export const classroomTabs: readonly ClassroomTab[] = [
  { value: 'mural', label: 'Mural', Panel: MuralTab },
  { value: 'atividades', label: 'Atividades', Panel: AssignmentsPanel, initial: true },
  { value: 'alunos', label: 'Alunos', Panel: StudentsPanel },
  { value: 'progresso', label: 'Progresso', Panel: ProgressTab },
  { value: 'bncc', label: 'BNCC', Panel: BnccTab },
  { value: 'habilidades', label: 'Habilidades', Panel: SkillsGridTab },
  { value: 'planejamento', label: 'Planejamento', Panel: PlanningTab },
  { value: 'diario', label: 'Diário', Panel: DiaryTab },
  { value: 'notas', label: 'Notas', Panel: GradebookTab },
];
