/**
 * Generated student usernames and temporary passwords, built the same way by the server and by the
 * teacher's screens that suggest them.
 */

/** A name's words without accents or symbols, in lower case: "Luíza D'Ávila" → ["luiza", "d", "avila"]. */
const nameWords = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);

// "Maria dos Santos" should read "maria.santos", not "maria.dos" ("d" is what is left of "D'Ávila").
const SURNAME_PARTICLES = new Set(['da', 'de', 'do', 'das', 'dos', 'e', 'd']);

const surnameWord = (lastName: string) => {
  const words = nameWords(lastName);
  return words.find((word) => !SURNAME_PARTICLES.has(word)) ?? words[0] ?? '';
};

/**
 * "Ana Luíza", "dos Santos Lima" → "ana.santos": the first name's first word and the surname's first
 * word that is not a particle; easy for a child to type; "" without names.
 */
export const usernameFromNames = (firstName: string, lastName: string) =>
  [nameWords(firstName)[0] ?? '', surnameWord(lastName)].filter(Boolean).join('.');

/** Words a child can read and type (no accents). */
const TEMPORARY_PASSWORD_WORDS = [
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

/**
 * e.g. "girafa-cometa-47": two different words and a two-digit number, read off a printed card.
 * `randomBelow(n)` draws an integer in [0, n) (the caller brings its own secure source).
 */
export function temporaryPasswordFrom(randomBelow: (max: number) => number): string {
  const words = TEMPORARY_PASSWORD_WORDS;
  const first = words[randomBelow(words.length)] ?? 'aula';
  let second = words[randomBelow(words.length)] ?? 'turma';
  if (second === first) second = words[(words.indexOf(first) + 1) % words.length] ?? 'turma';
  return `${first}-${second}-${10 + randomBelow(90)}`;
}
