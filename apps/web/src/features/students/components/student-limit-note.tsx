import { plural } from '@/lib/plural';
import { useTeacherStatistics } from '@/lib/teacher-statistics';
import { AlertWithAction } from '@/components/alert-with-action';
import { UpgradeButton } from '@/components/upgrade-link';

/** How many more students the plan allows; a warning with an upgrade invitation when few or none are left. */
export function StudentLimitNote({ adding = 0 }: { adding?: number }) {
  const statistics = useTeacherStatistics();
  if (!statistics.data) return null;
  const { count, limit } = statistics.data.students;
  const left = Math.max(0, limit - count);
  const over = adding > left;
  const severity =
    left === 0 || over ? 'warning' : left <= Math.max(2, Math.ceil(limit * 0.2)) ? 'info' : null;
  const text =
    left === 0
      ? `Você já tem ${plural(count, 'aluno', 'alunos')}, o limite do seu plano. Assine um plano para cadastrar mais.`
      : over
        ? `Seu plano permite cadastrar mais ${plural(left, 'aluno', 'alunos')}, e a lista tem ${adding}.`
        : `Seu plano permite até ${plural(limit, 'aluno', 'alunos')}. Você ainda pode cadastrar ${left}.`;
  return (
    <AlertWithAction
      severity={severity ?? 'info'}
      variant={severity ? 'standard' : 'outlined'}
      action={severity ? <UpgradeButton /> : undefined}
    >
      {text}
    </AlertWithAction>
  );
}
