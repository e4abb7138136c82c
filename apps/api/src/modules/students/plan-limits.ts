import { plural } from '@aula/contracts';
import type { Database } from '@aula/db';
import { forbidden } from '../../lib/errors';
import { studentUsage } from './teacher-students';

const OVER_PLAN_LIMITS_CODE = 'over_plan_limits';

/**
 * A teacher whose plan shrank (a failed renewal past its grace period, a cancellation) keeps every
 * classroom and student: they stay visible, students keep signing in and handing in, and she can
 * grade and delete. What she cannot do while over the free limit is change her classes: read-only
 * until she pays again or is back within the limit.
 */
export async function assertTeachingWritable(
  db: Database,
  teacher: { id: number; accessConfigId: number | null },
) {
  const { limit, current } = await studentUsage(db, teacher);
  if (current > limit) {
    throw forbidden(
      `Você tem ${plural(current, 'aluno', 'alunos')} e o seu plano permite ${limit}. As turmas continuam visíveis e os alunos ` +
        'seguem usando, mas só podem ser alteradas quando você assinar de novo ou ficar dentro do limite.',
      OVER_PLAN_LIMITS_CODE,
    );
  }
}
