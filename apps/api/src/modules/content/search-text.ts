/** `text` without its accents ("frações" → "fracoes"), as PostgreSQL's `unaccent` leaves it. */
export const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '');

/** Lower-case, accent-free words of a search (at most 8), as PostgreSQL's `unaccent` would leave them. */
function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  return (
    withoutAccents(search)
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      // A lone letter would be a prefix of a good part of the catalogue; a lone digit is a year ("5 ano").
      .filter((word) => word.length > 1 || /\d/.test(word))
      .slice(0, 8)
  );
}

/**
 * Endings of Portuguese plurals and their singulars that the Snowball stemmer keeps apart
 * ("fração" → fraca, "frações" → fraco; "jardim"/"jardins", "animal"/"animais"): cut from the typed
 * word, every form of the word starts with what is left.
 */
const INFLECTION = /(?:oes|aes|aos|ao|ais|al|eis|el|ens|em|ins|im|s)$/;

/** A typed word as a prefix of the lexemes it should find. */
function prefixOf(word: string): string {
  // Codes (EF05MA, 5º) are matched as typed: a BNCC prefix finds every code that starts with it.
  if (/\d/.test(word) || word.length < 5) return word;
  const cut = word.replace(INFLECTION, '');
  return cut.length >= 4 ? cut : word;
}

export interface SearchTerms {
  /** Every word (what a plan must contain), as `to_tsquery('aula_pt', …)` text. */
  all: string;
  /** Any word (which of a plan's lessons to name as matches). */
  any: string;
  /** The typed words, for the spelling suggestion. */
  words: string[];
  /** Each word as the prefix the queries hold, before stemming (for highlighting). */
  prefixes: string[];
  /** The prefixes, space-separated: what `rankedPlans` stems and matches. */
  prefixWords: string;
}

/**
 * A search as PostgreSQL text queries: each word a prefix (search as you type), stemmed by the
 * 'aula_pt' configuration (migration 0012). Only [a-z0-9] reach the query, so it needs no escaping.
 */
export function searchTerms(search: string | undefined): SearchTerms | null {
  const words = searchWords(search);
  if (words.length === 0) return null;
  const prefixes = words.map(prefixOf);
  const items = prefixes.map((prefix) => `${prefix}:*`);
  return { all: items.join(' & '), any: items.join(' | '), words, prefixes, prefixWords: prefixes.join(' ') };
}
