/** Words a child can read and type (no accents), as in the passwords the server generates. */
const WORDS = [
  'abacaxi',
  'arara',
  'baleia',
  'banana',
  'borboleta',
  'caju',
  'cometa',
  'coruja',
  'estrela',
  'foguete',
  'girafa',
  'girassol',
  'golfinho',
  'jabuti',
  'lanterna',
  'laranja',
  'macaco',
  'manga',
  'mochila',
  'nuvem',
  'panda',
  'pipoca',
  'planeta',
  'sereia',
  'tartaruga',
  'tucano',
  'zebra',
  'bicicleta',
  'dinossauro',
  'tigre',
];

function randomBelow(max: number, random: () => number): number {
  return Math.floor(random() * max);
}

function cryptoRandom(): number {
  const value = new Uint32Array(1);
  crypto.getRandomValues(value);
  return (value[0] ?? 0) / 2 ** 32;
}

/** e.g. "girafa-cometa-47": passes the server's password rules and can be read off a card. */
export function suggestTemporaryPassword(random: () => number = cryptoRandom): string {
  const first = WORDS[randomBelow(WORDS.length, random)] ?? 'aula';
  let second = WORDS[randomBelow(WORDS.length, random)] ?? 'turma';
  if (second === first) second = WORDS[(WORDS.indexOf(first) + 1) % WORDS.length] ?? 'turma';
  return `${first}-${second}-${10 + randomBelow(90, random)}`;
}
