import { sql } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import type { UserRow } from '../../lib/auth-context';
import { assertTeachingWritable } from '../students';
import { newClassroomRow, ownClassroomOf, withUniqueCode } from './service';

const { classrooms, teachingClasses } = schema;

/**
 * "Copiar para o próximo ano": a new class of the teacher, with a new code, no students and no
 * posts, and the same linked lessons with her notes, etapa, ano and componentes. `copyContent` adds what other modules own (the
 * activities) inside the same transaction. Returns the new class's id.
 */
export async function copyClassroom(
  db: Database,
  teacher: UserRow,
  sourceId: number,
  input: { name: string; school_year: number },
  copyContent: (tx: Database, fromId: number, toId: number) => Promise<void>,
): Promise<number> {
  const source = await ownClassroomOf(db, teacher, sourceId);
  await assertTeachingWritable(db, teacher);
  return withUniqueCode((code) =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(classrooms)
        .values({
          ...newClassroomRow(teacher, input, code, source.cardLogin),
          // The same ano and componentes: next year's class plans against the same BNCC skills.
          etapa: source.etapa,
          ano: source.ano,
          componentes: source.componentes,
        })
        .returning({ id: classrooms.id });
      const id = created!.id;
      // In the order they were linked, so the new class lists them the same way.
      await tx.execute(sql`insert into ${teachingClasses} (classroom_id, lesson_id, teacher_note, created_at)
        select ${id}, lesson_id, teacher_note, created_at from ${teachingClasses}
        where classroom_id = ${sourceId} order by created_at, id`);
      await copyContent(tx, sourceId, id);
      return id;
    }),
  );
}
