import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { StudentClassroomDetail } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { readableLessonCondition, type PremiumAccess } from '../content';
import { linkedLessons } from './linked-lessons';
import { fullName } from '../../lib/name-order';

const { classrooms, classroomStudents, lessonAttachments, storedFiles, users } = schema;

export interface StudentAreaDeps {
  db: Database;
  /** Where a student downloads an attachment file (signed by the content module). */
  fileUrl: (fileId: string) => string;
  canReadPremium: PremiumAccess;
}

/**
 * What a student reads: only their classrooms and the lessons linked to them — premium included,
 * because their teacher chose them, while she may read them (subscribed, the plan published) — as
 * the student material and the attachments marked for students; never the teacher's content,
 * objectives, notes, the code or classmates.
 */
export function studentAreaService({ db, fileUrl, canReadPremium }: StudentAreaDeps) {
  const base = {
    id: classrooms.id,
    name: classrooms.name,
    school_year: classrooms.schoolYear,
    teacher_name: fullName(),
    lessons_count: sql<number>`(select count(*)::int from teaching_classes tc where tc.classroom_id = "classrooms"."id")`,
    archived: classrooms.archived,
  };
  const memberOf = (student: UserRow) =>
    and(eq(classroomStudents.studentId, student.id), eq(classroomStudents.classroomId, classrooms.id));

  return {
    async list(student: UserRow, page: number, pageSize: number) {
      const [total] = await db
        .select({ n: count() })
        .from(classroomStudents)
        .where(eq(classroomStudents.studentId, student.id));
      const results = await db
        .select(base)
        .from(classrooms)
        .innerJoin(classroomStudents, memberOf(student))
        .innerJoin(users, eq(users.id, classrooms.teacherId))
        .orderBy(asc(classrooms.archived), asc(classrooms.name))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { count: total?.n ?? 0, results };
    },

    async detail(student: UserRow, id: number): Promise<StudentClassroomDetail> {
      const [found] = await db
        .select({ classroom: base, teacher: users })
        .from(classrooms)
        .innerJoin(classroomStudents, memberOf(student))
        .innerJoin(users, eq(users.id, classrooms.teacherId))
        .where(eq(classrooms.id, id));
      if (!found) throw notFound('Turma não encontrada.');
      const { classroom, teacher } = found;
      const readable = await linkedLessons(db, id, readableLessonCondition(teacher.id));
      const premiumOpen = await canReadPremium(teacher);
      const rows = readable.filter((row) => !row.premium || premiumOpen);
      const attachments = rows.length
        ? await db
            .select({
              id: lessonAttachments.id,
              lessonId: lessonAttachments.lessonId,
              title: lessonAttachments.title,
              fileId: lessonAttachments.fileId,
              size: storedFiles.sizeBytes,
            })
            .from(lessonAttachments)
            .innerJoin(storedFiles, eq(storedFiles.id, lessonAttachments.fileId))
            .where(
              and(
                inArray(
                  lessonAttachments.lessonId,
                  rows.map((r) => r.lesson.id),
                ),
                eq(lessonAttachments.forStudents, true),
              ),
            )
            .orderBy(asc(lessonAttachments.position), asc(lessonAttachments.id))
        : [];
      return {
        ...classroom,
        lessons: rows.map(({ lesson, studentContent, plan }) => ({
          ...lesson,
          student_content: studentContent,
          lesson_plan: plan,
          attachments: attachments
            .filter((a) => a.lessonId === lesson.id)
            .map((a) => ({ id: a.id, title: a.title, url: fileUrl(a.fileId), size: a.size })),
        })),
      };
    },
  };
}

export type StudentAreaService = ReturnType<typeof studentAreaService>;
