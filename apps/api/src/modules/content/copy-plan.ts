import { asc, eq, inArray } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';

const { lessonPlans, lessons, lessonAttachments } = schema;

/**
 * Copies a plan with its lessons and attachments into `ownerId`'s own plans; call inside a
 * transaction. The copy is never premium or published: it is the teacher's to adapt, though it
 * remembers being premium work (`fromPremium`) for whoever it is shared with. Files are
 * shared (they are immutable), only the attachment rows are duplicated.
 */
export async function copyPlanInto(tx: Database, sourceId: number, ownerId: number): Promise<number> {
  const [source] = await tx.select().from(lessonPlans).where(eq(lessonPlans.id, sourceId));
  if (!source) throw new Error(`plano ${sourceId} sumiu durante a cópia`);
  const copyOfOwn = source.ownerId === ownerId;
  const title = copyOfOwn ? `${source.title} (cópia)`.slice(0, 200) : source.title;
  const [plan] = await tx
    .insert(lessonPlans)
    .values({
      title,
      description: source.description,
      coverFileId: source.coverFileId,
      etapa: source.etapa,
      ano: source.ano,
      componente: source.componente,
      bnccCodes: source.bnccCodes,
      ownerId,
      copiedFromId: source.id,
      fromPremium: source.premium || source.fromPremium,
    })
    .returning({ id: lessonPlans.id });
  const planId = plan!.id;

  const sourceLessons = await tx
    .select()
    .from(lessons)
    .where(eq(lessons.lessonPlanId, sourceId))
    .orderBy(asc(lessons.position), asc(lessons.id));
  if (sourceLessons.length === 0) return planId;
  // Positions are renumbered 0..n-1, so each new lesson is found again by its position.
  const inserted = await tx
    .insert(lessons)
    .values(
      sourceLessons.map(
        ({ id: _id, createdAt: _c, updatedAt: _u, searchVector: _v, ...lesson }, position) => ({
          ...lesson,
          lessonPlanId: planId,
          position,
        }),
      ),
    )
    .returning({ id: lessons.id, position: lessons.position });
  const newIdByPosition = new Map(inserted.map((row) => [row.position, row.id]));
  const newIdBySource = new Map(
    sourceLessons.map((lesson, position) => [lesson.id, newIdByPosition.get(position)!]),
  );

  const attachments = await tx
    .select()
    .from(lessonAttachments)
    .where(inArray(lessonAttachments.lessonId, [...newIdBySource.keys()]));
  if (attachments.length > 0) {
    await tx.insert(lessonAttachments).values(
      attachments.map((attachment) => ({
        lessonId: newIdBySource.get(attachment.lessonId)!,
        fileId: attachment.fileId,
        title: attachment.title,
        position: attachment.position,
        forStudents: attachment.forStudents,
      })),
    );
  }
  return planId;
}
