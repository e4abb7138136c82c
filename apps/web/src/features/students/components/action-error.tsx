import { errorMessage } from '@/lib/error-message';
import { isStudentLimitError } from '@/lib/error-message';
import { AlertWithAction } from '@/components/alert-with-action';
import { UpgradeButton } from '@/components/upgrade-link';

/** A failed action; over the plan's student limit it also invites the teacher to upgrade. */
export function ActionError({ error, fallback }: { error: unknown; fallback: string }) {
  const limit = isStudentLimitError(error);
  return (
    <AlertWithAction
      severity={limit ? 'warning' : 'error'}
      role="alert"
      action={limit ? <UpgradeButton /> : undefined}
    >
      {errorMessage(error, fallback)}
    </AlertWithAction>
  );
}
