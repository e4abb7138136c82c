/** Lower-case, accent-free text: what the search columns hold and what queries are compared with. */
export function normalizeSearchText(...parts: (string | readonly string[] | null | undefined)[]): string {
  return parts
    .flat()
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A search as a PostgreSQL text query: every word must start a word of the plan (`fracoes` finds
 * "Frações", `ef05ma` finds EF05MA12). Only [a-z0-9] reach the query, so it needs no escaping.
 */
export function searchQuery(search: string | undefined): string | null {
  if (!search) return null;
  const words = normalizeSearchText(search)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 8);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}
