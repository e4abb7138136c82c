import { createRequire } from 'node:module';
import type * as LanguageCommon from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@aula/contracts';

// Read by the first password checked, not at start: the word lists are megabytes every process
// would otherwise hold (and V8 sizes the heap by what it holds).
const load = createRequire(import.meta.url);
let commonPasswords: Set<string> | undefined;
const isCommon = (password: string) => {
  commonPasswords ??= new Set(
    (load('@zxcvbn-ts/language-common') as typeof LanguageCommon).dictionary.passwords.map((p) =>
      p.toLowerCase(),
    ),
  );
  return commonPasswords.has(password);
};

export interface PasswordOwner {
  username?: string | null;
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

const attributeLabels: [keyof PasswordOwner, string][] = [
  ['username', 'o nome de usuário'],
  ['first_name', 'o nome'],
  ['last_name', 'o sobrenome'],
  ['email', 'o e-mail'],
];

/** Ratcliff–Obershelp ratio, as Python's difflib.SequenceMatcher (Django's similarity check). */
function similarityRatio(a: string, b: string): number {
  const matches = (s: string, t: string): number => {
    if (!s || !t) return 0;
    let best = 0;
    let bestS = 0;
    let bestT = 0;
    const lengths = new Array<number>(t.length + 1).fill(0);
    for (let i = 1; i <= s.length; i++) {
      let previous = 0;
      for (let j = 1; j <= t.length; j++) {
        const saved = lengths[j] ?? 0;
        lengths[j] = s[i - 1] === t[j - 1] ? previous + 1 : 0;
        if ((lengths[j] ?? 0) > best) {
          best = lengths[j] ?? 0;
          bestS = i - best;
          bestT = j - best;
        }
        previous = saved;
      }
    }
    if (best === 0) return 0;
    return (
      best +
      matches(s.slice(0, bestS), t.slice(0, bestT)) +
      matches(s.slice(bestS + best), t.slice(bestT + best))
    );
  };
  const total = a.length + b.length;
  return total === 0 ? 1 : (2 * matches(a, b)) / total;
}

const MAX_SIMILARITY = 0.7;

/** Django's default validators, with their Brazilian Portuguese messages. Empty when valid. */
export function passwordProblems(password: string, owner: PasswordOwner = {}): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push(
      `Esta senha é muito curta. Ela precisa conter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
    );
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    problems.push(`Esta senha é muito longa. Ela pode ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`);
  }
  if (/^\d+$/.test(password)) problems.push('Esta senha é inteiramente numérica.');
  if (isCommon(password.toLowerCase().trim())) problems.push('Esta senha é muito comum.');
  const lowered = password.toLowerCase();
  for (const [attribute, label] of attributeLabels) {
    const value = owner[attribute]?.toLowerCase();
    if (!value) continue;
    const parts = [value, ...value.split(/\W+/)].filter((part) => part.length >= 3);
    if (parts.some((part) => similarityRatio(lowered, part) >= MAX_SIMILARITY)) {
      problems.push(`A senha é muito parecida com ${label}.`);
      break;
    }
  }
  return problems;
}
