import { and, count, desc, eq } from 'drizzle-orm';
import { routePath, spaRoutes, type ClassroomPost } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { notFound, ValidationFailure } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { sanitizeLessonHtml, showsContent } from '../content';
import { assertTeachingWritable } from '../students';
import { assignmentAccess, visibleTo } from './access';
import { fullName } from '../../lib/name-order';
import { notify } from '../notifications';

const { classroomPosts, classrooms, classroomStudents, assignments, users } = schema;

/** The message as stored: refused when nothing of it survives sanitising (a lone script, say). */
function postBody(body: string): string {
  const html = sanitizeLessonHtml(body, 'body');
  if (!showsContent(html)) throw ValidationFailure.field('body', 'Informe a mensagem.');
  return html;
}

/** The class feed ("mural"): the teacher writes, the class reads. */
export function classroomPostsService({ db }: { db: Database }) {
  const access = assignmentAccess(db);

  /** A student sees a post's activity only once it is open to them (see `visibleTo`). */
  const select = (viewer?: UserRow) =>
    db
      .select({
        post: classroomPosts,
        authorName: fullName(),
        assignmentTitle: assignments.title,
      })
      .from(classroomPosts)
      .innerJoin(users, eq(users.id, classroomPosts.authorId))
      .leftJoin(
        assignments,
        and(
          eq(assignments.id, classroomPosts.assignmentId),
          viewer && !viewer.isTeacher ? visibleTo(viewer) : undefined,
        ),
      );
  type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

  const present = ({ post, authorName, assignmentTitle }: Row): ClassroomPost => ({
    id: post.id,
    classroom: post.classroomId,
    body: post.bodyHtml,
    author_name: authorName,
    assignment:
      post.assignmentId !== null && assignmentTitle !== null
        ? { id: post.assignmentId, title: assignmentTitle }
        : null,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
  });

  async function one(id: number) {
    const [row] = await select().where(eq(classroomPosts.id, id));
    return present(row!);
  }

  /** The teacher who owns the class, or one of its students. */
  async function canRead(user: UserRow, classroomId: number) {
    if (user.isTeacher) return void (await access.ownClassroom(user, classroomId));
    const [member] = await db
      .select({ id: classroomStudents.classroomId })
      .from(classroomStudents)
      .where(and(eq(classroomStudents.classroomId, classroomId), eq(classroomStudents.studentId, user.id)));
    if (!member) throw notFound('Turma não encontrada.');
  }

  async function checkAssignment(classroomId: number, assignmentId: number | null | undefined) {
    if (!assignmentId) return;
    const [row] = await db
      .select({ id: assignments.id })
      .from(assignments)
      .where(and(eq(assignments.id, assignmentId), eq(assignments.classroomId, classroomId)));
    if (!row) throw ValidationFailure.field('assignment', 'Atividade não encontrada nesta turma.');
  }

  async function ownPost(teacher: UserRow, id: number) {
    const [row] = await db
      .select({ post: classroomPosts })
      .from(classroomPosts)
      .innerJoin(classrooms, eq(classrooms.id, classroomPosts.classroomId))
      .where(and(eq(classroomPosts.id, id), eq(classrooms.teacherId, teacher.id)));
    if (!row) throw notFound('Aviso não encontrado.');
    return row.post;
  }

  return {
    async list(user: UserRow, classroomId: number, page: number, pageSize: number) {
      await canRead(user, classroomId);
      const [total] = await db
        .select({ n: count() })
        .from(classroomPosts)
        .where(eq(classroomPosts.classroomId, classroomId));
      const rows = await select(user)
        .where(eq(classroomPosts.classroomId, classroomId))
        .orderBy(desc(classroomPosts.createdAt), desc(classroomPosts.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { count: total?.n ?? 0, results: rows.map(present) };
    },

    async create(teacher: UserRow, classroomId: number, input: { body: string; assignment: number | null }) {
      const classroom = await access.ownClassroom(teacher, classroomId);
      await assertTeachingWritable(db, teacher);
      await checkAssignment(classroomId, input.assignment);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(classroomPosts)
          .values({
            classroomId,
            authorId: teacher.id,
            bodyHtml: postBody(input.body),
            assignmentId: input.assignment,
          })
          .returning({ id: classroomPosts.id });
        const members = await tx
          .select({ id: classroomStudents.studentId })
          .from(classroomStudents)
          .where(eq(classroomStudents.classroomId, classroomId));
        await notify(
          tx,
          members.map((member) => ({
            userId: member.id,
            kind: 'post' as const,
            title: `Novo aviso no mural de ${classroom.name}`,
            url: routePath(spaRoutes.studentClassroom, { id: classroomId }),
          })),
        );
        return row!.id;
      });
      return one(id);
    },

    async update(teacher: UserRow, id: number, input: { body?: string; assignment?: number | null }) {
      const post = await ownPost(teacher, id);
      await assertTeachingWritable(db, teacher);
      await checkAssignment(post.classroomId, input.assignment);
      const set: Partial<typeof classroomPosts.$inferInsert> = { updatedAt: new Date() };
      if (input.body !== undefined) set.bodyHtml = postBody(input.body);
      if (input.assignment !== undefined) set.assignmentId = input.assignment;
      await db.update(classroomPosts).set(set).where(eq(classroomPosts.id, id));
      return one(id);
    },

    async remove(teacher: UserRow, id: number) {
      await ownPost(teacher, id);
      await db.delete(classroomPosts).where(eq(classroomPosts.id, id));
    },
  };
}

export type ClassroomPostsService = ReturnType<typeof classroomPostsService>;
