import { usernameFromNames } from '@aula/contracts';

/** "Ana Luíza", "Souza Lima" → "ana.souza" (as the server builds generated usernames); "" without names. */
export const suggestUsername = (firstName: string, lastName: string) =>
  usernameFromNames(firstName, lastName).slice(0, 30);
