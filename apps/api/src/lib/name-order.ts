import { sql } from 'drizzle-orm';
import { schema } from '@aula/db';

const { users } = schema;

/**
 * People in alphabetical order as a Brazilian reads it: accents and case aside ("Ângela" before
 * "Bruno", "João" before "José"), which the database's byte order does not do.
 */
export const byName = () => [
  sql`lower(unaccent(${users.firstName}))`,
  sql`lower(unaccent(${users.lastName}))`,
  users.id,
];

/** "First Last" of a person (no stray space when a part is empty): as shown, and as searched. */
export const fullName = () => sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
