import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Whether any of `columns` contains `search`, ignoring case and accents ("joao" finds "João"), with
 * `%` and `_` taken literally: the filter of the lists people search by name, e-mail or code.
 */
export function containsText(search: string, columns: SQLWrapper[]): SQL | undefined {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => sql`unaccent(${column}) ilike unaccent(${pattern})`));
}
