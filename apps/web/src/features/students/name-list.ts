/** The most students the API creates in one call (contracts: studentBulkInputSchema). */
export const MAX_STUDENTS_PER_LIST = 60;
const MAX_NAME_LENGTH = 80;

export interface ParsedName {
  /** 1-based line in the pasted text, to point the teacher at it. */
  line: number;
  first_name: string;
  last_name: string;
}

interface NameLineProblem {
  line: number;
  text: string;
  message: string;
}

export interface ParsedNameList {
  names: ParsedName[];
  problems: NameLineProblem[];
}

/** "1. ", "2) ", "03 - ", "- ", "• ", "* ": numbering and bullets people paste along with names. */
const LIST_MARKER = /^(?:\d{1,3}\s*[.)\-–:]\s*|\d{1,3}\s+(?=\p{L})|[-–•*·]\s*)/u;

/** Given names that often come second in a compound first name ("Maria Eduarda", "João Pedro"). */
const SECOND_GIVEN_NAMES = new Set(
  (
    'alice ana antonio arthur artur augusto beatriz bernardo carlos cecilia clara cristina davi eduarda ' +
    'eduardo emanuel emanuelly fernanda fernando felipe gabriel gabriela guilherme gustavo helena ' +
    'henrique isabel isabela isabella isadora jose julia laura leticia lis livia lorenzo lucas luis ' +
    'luisa luiz luiza manuela marcos maria miguel otavio paula paulo pedro rafael rafaela sofia sophia ' +
    'teresa thiago valentina vitor vitoria'
  ).split(' '),
);
const plain = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** "Maria Eduarda Santos" → Maria Eduarda / Santos; "Ana Souza Lima" → Ana / Souza Lima. */
function splitName(words: string[]): [string, string] {
  let firstLength = 1;
  while (firstLength < words.length - 1 && SECOND_GIVEN_NAMES.has(plain(words[firstLength]!))) {
    firstLength += 1;
  }
  return [words.slice(0, firstLength).join(' '), words.slice(firstLength).join(' ')];
}

/**
 * Reads a pasted list of students: one name per line, the first name (compound ones kept whole) and
 * the rest as the last name; the teacher can still fix each row in the preview. Blank lines are skipped; tabs (a
 * spreadsheet column) count as spaces. Lines that cannot become a student are reported, not dropped.
 */
export function parseNameList(text: string): ParsedNameList {
  const names: ParsedName[] = [];
  const problems: NameLineProblem[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const cleaned = raw
      .replace(/[\s\u00a0]+/g, ' ')
      .trim()
      .replace(LIST_MARKER, '')
      .trim();
    if (cleaned === '') return;
    const [first, last] = splitName(cleaned.split(' '));
    if (!/\p{L}/u.test(cleaned)) {
      problems.push({ line, text: raw.trim(), message: 'Esta linha não tem um nome.' });
    } else if (last === '') {
      problems.push({ line, text: raw.trim(), message: 'Falta o sobrenome.' });
    } else if (first.length > MAX_NAME_LENGTH || last.length > MAX_NAME_LENGTH) {
      problems.push({ line, text: raw.trim(), message: 'Nome longo demais (máximo de 80 letras).' });
    } else {
      names.push({ line, first_name: first, last_name: last });
    }
  });
  return { names, problems };
}
