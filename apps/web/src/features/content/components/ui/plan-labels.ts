import { anoLabel, componenteLabel, etapaLabel, formatDuration, type LessonPlan } from '@aula/contracts';
import { plural } from '@/lib/plural';

/** "Ensino Fundamental I · 5º ano" (whatever the plan has of it). */
export function stageLine(plan: Pick<LessonPlan, 'etapa' | 'ano'>): string {
  return [etapaLabel(plan.etapa), anoLabel(plan.ano)].filter(Boolean).join(' · ');
}

export function componenteOf(plan: Pick<LessonPlan, 'componente'>): string | null {
  return componenteLabel(plan.componente);
}

export const lessonsCountLabel = (n: number) => plural(n, 'aula', 'aulas');

/** A lesson's duration, in the one format of lib/duration. */
export const minutesLabel = formatDuration;

/** Objectives and materials are stored one per line. */
export const linesOf = (text: string | null | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
