/** The most students the API creates in one call (contracts: studentBulkInputSchema). */
export const MAX_STUDENTS_PER_LIST = 60;
const MAX_NAME_LENGTH = 80;

export interface ParsedName {
  /** 1-based line in the pasted text, to point the teacher at it. */
  line: number;
  first_name: string;
  last_name: string;
}

export interface NameLineProblem {
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

/**
 * Reads a pasted list of students: one name per line, the first word is the first name and the rest
 * is the last name ("Ana Luíza Souza" → "Ana" + "Luíza Souza"). Blank lines are skipped; tabs (a
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
    const [first = '', ...rest] = cleaned.split(' ');
    const last = rest.join(' ');
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
