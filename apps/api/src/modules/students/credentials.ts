import { randomInt } from 'node:crypto';
import { CLASSROOM_CODE_ALPHABET } from '@aula/contracts';

/** "Ana Luíza", "Souza Lima" → "ana.souza": no accents, easy for a child to type. */
export function usernameBase(firstName: string, lastName: string): string {
  const clean = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9 ]/g, ' ')
      .trim()
      .split(/\s+/)[0] ?? '';
  const base = [clean(firstName), clean(lastName)].filter(Boolean).join('.');
  return (base.length >= 3 ? base : `aluno.${base}`).slice(0, 24);
}

/** The first free name among base, base2, base3… given the names already taken with that prefix. */
export function firstFreeUsername(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}${n}`)) return `${base}${n}`;
}

const WORDS = [
  'abacaxi',
  'arara',
  'baleia',
  'banana',
  'borboleta',
  'cacau',
  'caju',
  'cometa',
  'coruja',
  'estrela',
  'foguete',
  'girafa',
  'girassol',
  'golfinho',
  'jabuti',
  'janela',
  'lanterna',
  'laranja',
  'lua',
  'macaco',
  'manga',
  'mochila',
  'nuvem',
  'onda',
  'panda',
  'pipoca',
  'planeta',
  'sabia',
  'sereia',
  'tartaruga',
  'tucano',
  'uva',
  'vulcao',
  'zebra',
  'bicicleta',
  'camelo',
  'dinossauro',
  'pirata',
  'robo',
  'tigre',
];
const pick = () => WORDS[randomInt(WORDS.length)] ?? 'aula';

/** e.g. "girafa-cometa-47": a child can read it off a printed card. */
export function temporaryPassword(): string {
  return `${pick()}-${pick()}-${randomInt(10, 100)}`;
}

export function classroomCode(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += CLASSROOM_CODE_ALPHABET[randomInt(CLASSROOM_CODE_ALPHABET.length)];
  return code;
}
