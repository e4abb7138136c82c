import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { currentYear, defaultPeriods, isoDay } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { hashPassword } from '../modules/accounts';
import { classroomCode } from '../modules/students';
import { DEMO_ACCOUNTS } from './demo';
import { seedDemoDiary } from './demo-diary';
import { seedDemoFamilies } from './demo-families';
import { seedDemoQuizzes } from './demo-quizzes';

const DAY_MS = 86_400_000;
const CLASSMATES = [
  { firstName: 'Ana', lastName: 'Ribeiro', username: 'ana.ribeiro' },
  { firstName: 'Davi', lastName: 'Oliveira', username: 'davi.oliveira' },
  { firstName: 'Júlia', lastName: 'Martins', username: 'julia.martins' },
];
const LESSONS = ['Dividindo a pizza', 'Qual fração é maior?'];

/** 23:59 in Brasília, `days` from now: how a teacher says "para segunda". */
function dueIn(days: number, now: Date): Date {
  const day = new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  return new Date(`${day}T23:59:00-03:00`);
}

/** This year's class once its school year has begun; in January, last year's, whose diary has days behind it. */
function demoSchoolYear(now: Date) {
  const year = currentYear(now.getTime());
  return defaultPeriods(year, 'bimestre')[0]!.start <= isoDay(0, now.getTime()) ? year : year - 1;
}

/**
 * The demo teacher's class, so the loop works at first login: the demo student and three classmates,
 * two fraction lessons passed as activities (one handed in by the demo student, one by a classmate
 * and already returned with a grade) and a mural post. Does nothing when she already has a class.
 */
export async function seedDemoClassroom(db: Database, now = new Date()): Promise<boolean> {
  const { users, classrooms, classroomStudents, teachingClasses, lessons, lessonPlans } = schema;
  const [teacher] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.teacher.email));
  const [pedro] = await db.select().from(users).where(eq(users.username, DEMO_ACCOUNTS.student.username));
  if (!teacher || !pedro) return false;
  const [existing] = await db.select().from(classrooms).where(eq(classrooms.teacherId, teacher.id)).limit(1);
  if (existing) return false;
  const fractions = await db
    .select({ id: lessons.id, title: lessons.title })
    .from(lessons)
    .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
    .where(and(inArray(lessons.title, LESSONS), isNull(lessonPlans.ownerId)))
    .orderBy(asc(lessons.position));
  if (fractions.length < 2) return false;

  // Classmates never log in with a known password: the teacher resets it to show them the app.
  const passwordHash = await hashPassword(randomBytes(18).toString('base64url'));
  const classmates = await db
    .insert(users)
    .values(
      CLASSMATES.map((s) => ({
        ...s,
        email: null,
        passwordHash,
        isStudent: true,
        mustChangePassword: true,
        createdByTeacherId: teacher.id,
      })),
    )
    .onConflictDoNothing()
    .returning();
  const [room] = await db
    .insert(classrooms)
    .values({
      teacherId: teacher.id,
      name: '5º ano A — Manhã',
      schoolYear: demoSchoolYear(now),
      code: classroomCode(),
    })
    .returning();
  const classroomId = room!.id;
  await db
    .insert(classroomStudents)
    .values([pedro, ...classmates].map((s) => ({ classroomId, studentId: s.id })));
  await db.insert(teachingClasses).values(
    fractions.map((lesson, i) => ({
      classroomId,
      lessonId: lesson.id,
      teacherNote: i === 0 ? 'Levar pratos de papel para dividir a “pizza” em grupos.' : '',
    })),
  );

  const [pizza, compare] = await db
    .insert(schema.assignments)
    .values([
      {
        classroomId,
        lessonId: fractions[0]!.id,
        title: 'Dividindo a pizza',
        instructionsHtml:
          '<p>Leia o material e responda: em quantos pedaços iguais você dividiria uma pizza para 4 amigos? Que fração cada um come?</p>',
        dueAt: dueIn(2, now),
        submissionType: 'text' as const,
        createdAt: new Date(now.getTime() - 2 * DAY_MS),
      },
      {
        classroomId,
        lessonId: fractions[1]!.id,
        title: 'Qual fração é maior?',
        instructionsHtml:
          '<p>Desenhe duas barras de chocolate iguais, pinte 1/2 de uma e 3/4 da outra e tire uma foto do caderno.</p>',
        dueAt: dueIn(6, now),
        submissionType: 'file' as const,
        createdAt: new Date(now.getTime() - DAY_MS),
      },
    ])
    .returning();
  const ana = classmates.find((s) => s.username === 'ana.ribeiro');
  await db.insert(schema.submissions).values([
    {
      assignmentId: pizza!.id,
      studentId: pedro.id,
      openedAt: new Date(now.getTime() - DAY_MS),
      submittedAt: new Date(now.getTime() - DAY_MS + 3_600_000),
      answerText:
        'Eu dividiria em 8 pedaços. Cada amigo come 2 pedaços, que é 2/8, a mesma coisa que 1/4 da pizza.',
    },
    ...(ana
      ? [
          {
            assignmentId: pizza!.id,
            studentId: ana.id,
            openedAt: new Date(now.getTime() - 2 * DAY_MS),
            submittedAt: new Date(now.getTime() - 2 * DAY_MS + 7_200_000),
            returnedAt: new Date(now.getTime() - DAY_MS),
            answerText: 'Em 4 pedaços iguais. Cada amigo come 1/4.',
            grade: '9.0',
            feedback: 'Muito bem, Ana! Você também pode cortar em 8 pedaços: cada um come 2/8.',
          },
        ]
      : []),
  ]);
  await seedDemoDiary(db, room!, [pedro, ...classmates], now);
  await seedDemoFamilies(db, [pedro, ...classmates], teacher.id);
  await seedDemoQuizzes(db, classroomId, [pedro, ...classmates], now);
  await db.insert(schema.classroomPosts).values({
    classroomId,
    authorId: teacher.id,
    assignmentId: compare!.id,
    bodyHtml:
      '<p>Bom dia, turma! Nesta semana estamos estudando frações. A nova atividade pede uma foto do caderno: capriche no desenho!</p>',
  });
  return true;
}
