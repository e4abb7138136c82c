import type { LessonPlanResult, SearchMatch } from '@aula/contracts';
import type { Database } from '@aula/db';
import type { FileLinks } from './file-links';
import { matchesOf, spellingSuggestion } from './plan-search';
import { planCriteria, toLessonPlan, type PlanCriteriaFilters, type plansPager } from './plan-queries';

type PlansPager = ReturnType<typeof plansPager>;

export interface PlanSearchPage {
  count: number;
  results: LessonPlanResult[];
  suggestion: string | null;
}

/**
 * A page of plans in a pager's scope (the catalogue, the admin's, a teacher's own), the one search
 * every list shares: ranked when there is a text search, each result saying why it matched, and
 * when nothing matched as typed, the results of the closest spelling with it as the suggestion.
 * In a versioned scope, also the catalogue version the results were read at (null when none were).
 */
export async function searchPlans(
  db: Database,
  links: FileLinks,
  pager: PlansPager,
  filters: PlanCriteriaFilters,
  page: { page: number; page_size: number },
  options: Parameters<PlansPager>[2] = {},
): Promise<PlanSearchPage & { version: number | null }> {
  let criteria = planCriteria(filters);
  let { total, rows, version } = await pager(criteria, page, options);
  let suggestion: string | null = null;
  if (total === 0 && criteria.search) {
    const spelled = await spellingSuggestion(db, criteria.search);
    const retry = spelled ? planCriteria({ ...filters, search: spelled }) : null;
    const found = retry ? await pager(retry, page, options) : null;
    if (retry && found && found.total > 0) {
      ({ total, rows, version } = found);
      criteria = retry;
      suggestion = spelled;
    }
  }
  const matches: Map<number, SearchMatch> = criteria.search
    ? await matchesOf(db, rows, criteria.search)
    : new Map();
  return {
    version,
    count: total,
    suggestion,
    results: rows.map((row) => ({ ...toLessonPlan(row, links), search_match: matches.get(row.id) ?? null })),
  };
}
