import { eq, sql, type SQL } from 'drizzle-orm';
import { CONSENT_UPLOAD_REFUSED, consentAllowsFiles, type ConsentStatus } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { forbidden } from '../../lib/errors';

const { users } = schema;

/**
 * Whether a class is of children under 12: Educação Infantil or the 1º to 6º ano, by its etapa and
 * ano, or by its name when it has neither ("Pré II", "5º ano A").
 */
const childClass = sql`(c.etapa in ('educacao-infantil', 'fundamental-1')
  or c.ano in ('ei-bebes', 'ei-bem-pequenas', 'ei-pequenas', 'ef-1', 'ef-2', 'ef-3', 'ef-4', 'ef-5', 'ef-6')
  or (c.etapa is null and c.ano is null
    and lower(c.name) ~ '(infantil|\\mpr[eé]\\M|maternal|ber[cç][aá]rio|\\m[1-6] ?(º|°|o)? ?ano\\M)'))`;

/**
 * A student's consent status (LGPD art. 14): the last decision of a guardian; before any, "pending"
 * when the child is under 12 (marked so, or in a class of children) and "not_required" otherwise.
 */
export function consentStatusSql(studentId: SQL | number): SQL<ConsentStatus> {
  return sql<ConsentStatus>`coalesce(
    (select d.decision from consent_decisions d where d.student_id = ${studentId}
      order by d.created_at desc, d.id desc limit 1),
    case when (select u.under_12 from users u where u.id = ${studentId})
      or exists (select 1 from classroom_students cs join classrooms c on c.id = cs.classroom_id
        where cs.student_id = ${studentId} and ${childClass})
    then 'pending' else 'not_required' end)`;
}

export async function consentStatusOf(db: Database, studentId: number): Promise<ConsentStatus> {
  const [row] = await db
    .select({ status: consentStatusSql(studentId) })
    .from(users)
    .where(eq(users.id, studentId));
  return row?.status ?? 'not_required';
}

/** No file or photo is kept for a child whose guardian has not consented, where consent is required (403). */
export async function assertFilesAllowed(db: Database, studentId: number) {
  if (!consentAllowsFiles(await consentStatusOf(db, studentId))) {
    throw forbidden(CONSENT_UPLOAD_REFUSED, 'consent_required');
  }
}
