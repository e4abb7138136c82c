import { sql } from 'drizzle-orm';
import { schema } from '@aula/db';

const { users, storedFiles } = schema;

/**
 * Files staff may put in front of everyone (documents, catalogue attachments): staff uploads and
 * seeded files, never a teacher's private upload, whatever id staff type in.
 */
export const publishableByStaff = sql<boolean>`not exists (
  select 1 from ${users} where ${users.id} = ${storedFiles.uploadedById}
  and not (${users.isStaff} or ${users.isSuperuser}))`;
