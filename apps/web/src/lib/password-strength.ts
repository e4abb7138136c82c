import { PASSWORD_MIN_LENGTH } from '@aula/contracts';

type StrengthScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  score: StrengthScore;
  label: string;
  /** What would make it stronger; absent when it is already strong. */
  hint?: string;
}

const labels = ['Muito fraca', 'Fraca', 'Razoável', 'Boa', 'Forte'] as const;

/** Words behind the passwords people in Brazil pick most, once digits and symbols are taken off. */
const common = new Set([
  'senha',
  'minhasenha',
  'mudar',
  'mudarsenha',
  'password',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'abc',
  'abcdef',
  'brasil',
  'iloveyou',
  'admin',
  'teste',
  'aula',
  'escola',
  'professor',
  'professora',
  'flamengo',
  'corinthians',
  'palmeiras',
  'saopaulo',
  'deus',
  'jesus',
  'amor',
  'familia',
]);

function isSequenceOrRepeat(password: string): boolean {
  if (/^(.)\1+$/.test(password)) return true;
  return '0123456789876543210'.includes(password) || 'abcdefghijklmnopqrstuvwxyz'.includes(password);
}

/**
 * A quick hint while typing (length, variety, obvious choices). It only guides: the server's rules
 * (Django's validators) decide.
 */
export function passwordStrength(password: string, personal: readonly string[] = []): PasswordStrength {
  const result = (score: StrengthScore, hint?: string): PasswordStrength => ({
    score,
    label: labels[score],
    ...(hint ? { hint } : {}),
  });
  if (password.length < PASSWORD_MIN_LENGTH) {
    return result(0, `Use pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`);
  }
  const lower = password.toLowerCase();
  if (/^\d+$/.test(password)) return result(0, 'Não use só números.');
  if (isSequenceOrRepeat(lower)) return result(0, 'Evite sequências e caracteres repetidos.');
  const words = personal
    .flatMap((value) => value.toLowerCase().split(/[\s@.]+/))
    .filter((word) => word.length >= 3);
  const letters = lower.replace(/[^a-z]/g, '');
  if (common.has(letters) || words.some((word) => lower.includes(word))) {
    return result(1, 'Evite palavras óbvias, seu nome ou seu e-mail.');
  }
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  let score = 1;
  if (kinds >= 2) score += 1;
  if (kinds >= 3 || password.length >= 12) score += 1;
  if (password.length >= 12 && kinds >= 3) score += 1;
  const final = Math.min(score, 4) as StrengthScore;
  return result(
    final,
    final < 4
      ? 'Para ficar mais forte, use 12 caracteres ou mais, com letras, números e símbolos.'
      : undefined,
  );
}
