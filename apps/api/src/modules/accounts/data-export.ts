import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema, type Database } from '@aula/db';
import type { UserRow } from '../../lib/auth-context';

const {
  users,
  sessions,
  classrooms,
  classroomStudents,
  teachingClasses,
  lessonPlans,
  lessons,
  favorites,
  feedbacks,
  storedFiles,
  subscriptions,
  orders,
  userPaymentData,
  assignments,
  submissions,
  classroomPosts,
  planShares,
  studentLoginTokens,
  auditLog,
  diaryRecords,
  diaryAbsences,
  classroomPeriodMarks,
  classroomPeriodClosures,
} = schema;

const staff = alias(users, 'staff');

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Rows as the API speaks (snake_case), without the fields that are secrets rather than data. */
function plain<T extends Record<string, unknown>>(row: T, omit: string[] = []): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !omit.includes(key))
      .map(([key, value]) => [snake(key), value]),
  );
}

/** LGPD art. 18: everything stored about the person, as one JSON document. */
export async function exportPersonalData(db: Database, user: UserRow) {
  const id = user.id;
  const ownClassrooms = await db.select().from(classrooms).where(eq(classrooms.teacherId, id));
  const roomIds = ownClassrooms.map((room) => room.id);
  const studentsOfTeacher = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      isActive: users.isActive,
      dateJoined: users.dateJoined,
      lastLogin: users.lastLogin,
    })
    .from(users)
    .where(
      and(
        eq(users.isStudent, true),
        ne(users.id, id),
        or(
          eq(users.createdByTeacherId, id),
          roomIds.length > 0
            ? sql`exists (select 1 from ${classroomStudents} cs where cs.student_id = ${users.id}
                and cs.classroom_id in (${sql.join(
                  roomIds.map((roomId) => sql`${roomId}`),
                  sql`, `,
                )}))`
            : undefined,
        ),
      ),
    )
    .orderBy(asc(users.id));
  const memberships = roomIds.length
    ? await db.select().from(classroomStudents).where(inArray(classroomStudents.classroomId, roomIds))
    : [];
  const notes = roomIds.length
    ? await db.select().from(teachingClasses).where(inArray(teachingClasses.classroomId, roomIds))
    : [];
  const joined = await db
    .select({
      classroom: classrooms.name,
      teacherFirstName: users.firstName,
      joinedAt: classroomStudents.joinedAt,
    })
    .from(classroomStudents)
    .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
    .innerJoin(users, eq(users.id, classrooms.teacherId))
    .where(eq(classroomStudents.studentId, id));
  const plans = await db.select().from(lessonPlans).where(eq(lessonPlans.ownerId, id));
  const planLessons = plans.length
    ? await db
        .select()
        .from(lessons)
        .where(
          inArray(
            lessons.lessonPlanId,
            plans.map((plan) => plan.id),
          ),
        )
    : [];
  const roomAssignments = roomIds.length
    ? await db.select().from(assignments).where(inArray(assignments.classroomId, roomIds))
    : [];
  const roomPosts = roomIds.length
    ? await db.select().from(classroomPosts).where(inArray(classroomPosts.classroomId, roomIds))
    : [];
  const favoriteRows = await db
    .select({ lessonId: favorites.lessonId, title: lessons.title, createdAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(lessons, eq(lessons.id, favorites.lessonId))
    .where(eq(favorites.userId, id));

  return {
    exported_at: new Date().toISOString(),
    profile: plain(user, ['passwordHash']),
    consent: {
      terms_accepted_at: user.acceptedTermsAt,
      terms_version: user.acceptedTermsVersion,
      privacy_policy_version: user.acceptedPrivacyVersion,
      cookies: 'A escolha sobre cookies de análise fica só no seu navegador (não é enviada ao servidor).',
    },
    payment_data:
      (await db.select().from(userPaymentData).where(eq(userPaymentData.userId, id))).map((row) =>
        plain(row),
      )[0] ?? null,
    classrooms: ownClassrooms.map((room) => ({
      ...plain(room),
      students: memberships.filter((m) => m.classroomId === room.id).map((m) => m.studentId),
      lessons: notes.filter((n) => n.classroomId === room.id).map((n) => plain(n)),
      assignments: roomAssignments.filter((a) => a.classroomId === room.id).map((a) => plain(a)),
      posts: roomPosts.filter((post) => post.classroomId === room.id).map((post) => plain(post)),
    })),
    // What her screens show about the students she manages, never more (no birth dates: those are
    // the child's own data, in the child's export).
    students: studentsOfTeacher.map((row) => plain(row)),
    classrooms_joined: joined.map((row) => plain(row)),
    custom_plans: plans.map((plan) => ({
      ...plain(plan, ['searchVector', 'lessonsVector']),
      lessons: planLessons
        .filter((lesson) => lesson.lessonPlanId === plan.id)
        .map((lesson) => plain(lesson, ['searchVector'])),
    })),
    favorites: favoriteRows.map((row) => plain(row)),
    // A grade and feedback are the teacher's draft until the hand-in is returned, as on every screen;
    // a quiz's marks too (the teacher may keep the answers back).
    hand_ins: (
      await db
        .select()
        .from(submissions)
        .where(eq(submissions.studentId, id))
        .orderBy(submissions.assignmentId)
    ).map((row) =>
      plain(row.returnedAt ? row : { ...row, grade: null, feedback: '', quizMarks: null, quizScore: null }),
    ),
    // The diary's absences and a closed period's concept or parecer are about her (an open period's
    // are the teacher's draft, as a grade before its return).
    absences: (
      await db
        .select({
          classroomId: diaryRecords.classroomId,
          date: diaryRecords.date,
          aulas: diaryAbsences.aulas,
          justified: diaryAbsences.justified,
          reason: diaryAbsences.reason,
        })
        .from(diaryAbsences)
        .innerJoin(diaryRecords, eq(diaryRecords.id, diaryAbsences.recordId))
        .where(eq(diaryAbsences.studentId, id))
        .orderBy(asc(diaryRecords.date))
    ).map((row) => plain(row)),
    period_marks: (
      await db
        .select({
          classroomId: classroomPeriodMarks.classroomId,
          periodIndex: classroomPeriodMarks.periodIndex,
          concept: classroomPeriodMarks.concept,
          parecer: classroomPeriodMarks.parecer,
          adjustmentNote: classroomPeriodMarks.adjustmentNote,
        })
        .from(classroomPeriodMarks)
        .innerJoin(
          classroomPeriodClosures,
          and(
            eq(classroomPeriodClosures.classroomId, classroomPeriodMarks.classroomId),
            eq(classroomPeriodClosures.periodIndex, classroomPeriodMarks.periodIndex),
          ),
        )
        .where(eq(classroomPeriodMarks.studentId, id))
        .orderBy(asc(classroomPeriodMarks.classroomId), asc(classroomPeriodMarks.periodIndex))
    ).map((row) => plain(row)),
    uploaded_files: (await db.select().from(storedFiles).where(eq(storedFiles.uploadedById, id))).map((row) =>
      plain(row, ['storageKey']),
    ),
    subscriptions: (await db.select().from(subscriptions).where(eq(subscriptions.userId, id))).map((row) =>
      plain(row),
    ),
    charges: (await db.select().from(orders).where(eq(orders.userId, id))).map((row) => plain(row)),
    messages: (await db.select().from(feedbacks).where(eq(feedbacks.userId, id))).map((row) => plain(row)),
    plan_shares: (
      await db
        .select({ lessonPlanId: planShares.lessonPlanId, createdAt: planShares.createdAt })
        .from(planShares)
        .where(eq(planShares.createdById, id))
    ).map((row) => plain(row)),
    // Cards and sign-in links made for this person (only their dates: the links are hashed).
    sign_in_links: (
      await db
        .select({
          createdAt: studentLoginTokens.createdAt,
          expiresAt: studentLoginTokens.expiresAt,
          usedAt: studentLoginTokens.usedAt,
          reusable: studentLoginTokens.reusable,
        })
        .from(studentLoginTokens)
        .where(eq(studentLoginTokens.studentId, id))
    ).map((row) => plain(row)),
    sessions: (
      await db
        .select({
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          revokedAt: sessions.revokedAt,
          openedByStaff: sql<boolean>`${sessions.impersonatorId} is not null`,
        })
        .from(sessions)
        .where(eq(sessions.userId, id))
    ).map((row) => plain(row)),
    // The audit about her: who entered her account as staff (when, from where), what staff changed
    // in it, and what she did. Of an action on someone else only that it happened: its before and
    // after are that person's data.
    audit: (
      await db
        .select({
          action: auditLog.action,
          createdAt: auditLog.createdAt,
          ip: auditLog.ip,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          before: auditLog.before,
          after: auditLog.after,
          actorId: auditLog.actorId,
          actorName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
          actorEmail: sql<
            string | null
          >`case when ${auditLog.actorId} = ${id} then null else ${users.email} end`,
          impersonatorName: sql<
            string | null
          >`nullif(trim(${staff.firstName} || ' ' || ${staff.lastName}), '')`,
          impersonatorEmail: staff.email,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .leftJoin(staff, eq(staff.id, auditLog.impersonatorId))
        .where(
          or(
            and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(id))),
            eq(auditLog.actorId, id),
            eq(auditLog.impersonatorId, id),
          ),
        )
        .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
    ).map((row) =>
      plain(
        row.targetType === 'user' && row.targetId === String(id)
          ? row
          : { ...row, before: null, after: null, actorName: null, actorEmail: null },
      ),
    ),
  };
}
