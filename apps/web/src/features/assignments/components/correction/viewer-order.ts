import type { Submission } from '@aula/contracts';

export const handedIn = (s: Submission) => s.submitted_at !== null || s.status === 'returned';

/** Those who handed in first, then those who have not (each group by name, as the API sends them). */
export const viewerOrder = (rows: Submission[]) => [
  ...rows.filter(handedIn),
  ...rows.filter((s) => !handedIn(s)),
];
