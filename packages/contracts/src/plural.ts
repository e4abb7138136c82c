import { formatInteger, onFirstUse } from './format';

const rules = onFirstUse(() => new Intl.PluralRules('pt-BR'));

/**
 * The form of a word for a count: "aula" for 1, "aulas" otherwise. CLDR puts 0 with 1 in Portuguese
 * ("0 aula"), but Brazilians write "0 alunos", "nenhum aluno"; so 0 takes the plural.
 */
export function pluralForm(count: number, one: string, other: string): string {
  return count !== 0 && rules().select(count) === 'one' ? one : other;
}

/** The count and the word that goes with it: "1 aula", "2 aulas", "0 alunos", "1.200 alunos". */
export function plural(count: number, one: string, other: string): string {
  return `${formatInteger(count)} ${pluralForm(count, one, other)}`;
}
