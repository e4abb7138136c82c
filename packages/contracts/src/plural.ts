import { formatInteger } from './format';

/**
 * The form of a word for a count: "aula" for 1, "aulas" otherwise. CLDR's rule for Portuguese is
 * "one" when the whole part is 0 or 1 (so "1,5 hora"), written out rather than asked of
 * Intl.PluralRules: a page's first Intl object loads the locale's data, ~20 ms on a phone. CLDR puts
 * 0 with 1 ("0 aula"), but Brazilians write "0 alunos", "nenhum aluno"; so 0 takes the plural.
 */
export function pluralForm(count: number, one: string, other: string): string {
  return count !== 0 && Math.trunc(Math.abs(count)) <= 1 ? one : other;
}

/** The count and the word that goes with it: "1 aula", "2 aulas", "0 alunos", "1.200 alunos". */
export function plural(count: number, one: string, other: string): string {
  return `${formatInteger(count)} ${pluralForm(count, one, other)}`;
}
