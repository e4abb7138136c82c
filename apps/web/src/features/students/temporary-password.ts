import { temporaryPasswordFrom } from '@aula/contracts';

function cryptoRandom(): number {
  const value = new Uint32Array(1);
  crypto.getRandomValues(value);
  return (value[0] ?? 0) / 2 ** 32;
}

/** e.g. "girafa-cometa-47", as the server generates: passes the password rules and can be read off a card. */
export const suggestTemporaryPassword = (random: () => number = cryptoRandom) =>
  temporaryPasswordFrom((max) => Math.floor(random() * max));
