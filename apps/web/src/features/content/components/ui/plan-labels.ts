import { anoLabel, componenteLabel, etapaLabel, type LessonPlan } from '@aula/contracts';
import { plural } from '@/lib/plural';

/** "Ensino Fundamental I · 5º ano" (whatever the plan has of it). */
export function stageLine(plan: Pick<LessonPlan, 'etapa' | 'ano'>): string {
  return [etapaLabel(plan.etapa), anoLabel(plan.ano)].filter(Boolean).join(' · ');
}

export function componenteOf(plan: Pick<LessonPlan, 'componente'>): string | null {
  return componenteLabel(plan.componente);
}

export const lessonsCountLabel = (n: number) => plural(n, 'aula', 'aulas');

/** Objectives and materials are stored one per line. */
export const linesOf = (text: string | null | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
