import type { SubmissionStatus } from '@aula/contracts';

export interface SubmissionDates {
  openedAt: Date | null;
  submittedAt: Date | null;
  returnedAt: Date | null;
}

/** One status from the dates: returned wins; a hand-in after the due date is late. */
export function submissionStatus(row: SubmissionDates | null, dueAt: Date | null): SubmissionStatus {
  if (!row) return 'assigned';
  if (row.returnedAt) return 'returned';
  if (row.submittedAt) return dueAt && row.submittedAt > dueAt ? 'late' : 'submitted';
  return row.openedAt ? 'opened' : 'assigned';
}

/** Whether the status counts as handed in for progress and BNCC coverage. */
export const isDone = (status: SubmissionStatus) =>
  status === 'submitted' || status === 'late' || status === 'returned';

/** numeric comes back as a string from both drivers. */
export const gradeOf = (grade: string | null) => (grade === null ? null : Number(grade));
