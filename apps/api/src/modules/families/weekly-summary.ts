import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { formatDay, isoDay, plural, TIME_ZONE } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import type { Mailer, MailMessage } from '../../lib/mailer';
import { visibleTo } from '../assignments';
import { studentClassesOf } from '../classrooms';
import { consentStatusOf } from '../students';
import type { FamilyLinks } from './family-links';

const { assignments, classrooms, diaryAbsences, diaryRecords, guardians, submissions, users } = schema;

export const SUMMARY_JOB = 'family-weekly-summary';
/** Fridays at 17:00 in São Paulo; pg-boss keeps one run per period across every instance. */
export const SUMMARY_CRON = '0 17 * * 5';
export const SUMMARY_TIME_ZONE = TIME_ZONE;

interface Week {
  done: string[];
  late: string[];
  returned: { title: string; grade: number | null }[];
  absences: { date: string; aulas: number }[];
}

function summaryEmail(
  to: string,
  guardianName: string,
  child: string,
  week: Week,
  familyUrl: string | null,
): MailMessage {
  const section = (title: string, lines: string[]) =>
    lines.length ? [title, ...lines.map((l) => `- ${l}`), ''] : [];
  return {
    to,
    subject: `A semana de ${child} no Aula`,
    text: [
      `Olá, ${guardianName}!`,
      '',
      `Veja como foi a semana de ${child}:`,
      '',
      ...section('Entregou', week.done),
      ...section('Atrasadas (ainda dá para entregar)', week.late),
      ...section(
        'Corrigidas pelo professor',
        week.returned.map((r) =>
          r.grade === null ? r.title : `${r.title}: nota ${String(r.grade).replace('.', ',')}`,
        ),
      ),
      ...section(
        'Faltas',
        week.absences.map((a) => `${formatDay(a.date)}: ${plural(a.aulas, 'aula', 'aulas')}`),
      ),
      ...(familyUrl ? [`Veja tudo na página da família: ${familyUrl}`, ''] : []),
      'Para deixar de receber este resumo, responda ao professor ou retire a autorização pelo link que você recebeu.',
      '',
      'Equipe Aula',
    ].join('\n'),
  };
}

/**
 * The Friday e-mail to each guardian who asked for it when consenting: the child's week (handed in,
 * late, returned with grades, absences). Only while consent stands; each guardian's week is claimed
 * in the transaction that queues the e-mail, so a second run the same week sends nothing more.
 */
export async function sendWeeklySummaries(deps: {
  db: Database;
  mailer: Mailer;
  links: FamilyLinks;
  now?: Date;
}) {
  const { db, mailer, links } = deps;
  const now = deps.now ?? new Date();
  const today = isoDay(0, now.getTime());
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const notThisWeek = or(
    isNull(guardians.lastSummaryOn),
    lt(guardians.lastSummaryOn, isoDay(-6, now.getTime())),
  );
  const due = await db
    .select({ guardian: guardians, student: users })
    .from(guardians)
    .innerJoin(users, eq(users.id, guardians.studentId))
    .where(
      and(
        eq(guardians.weeklySummary, true),
        isNotNull(guardians.email),
        eq(users.isActive, true),
        notThisWeek,
      ),
    );
  let sent = 0;
  for (const { guardian, student } of due) {
    if ((await consentStatusOf(db, student.id)) !== 'granted') continue;
    const classIds = (await studentClassesOf(db, student.id)).map((c) => c.id);
    const activities = classIds.length
      ? await db
          .select({ assignment: assignments, submission: submissions })
          .from(assignments)
          .innerJoin(classrooms, eq(classrooms.id, assignments.classroomId))
          .leftJoin(
            submissions,
            and(eq(submissions.assignmentId, assignments.id), eq(submissions.studentId, student.id)),
          )
          .where(and(inArray(assignments.classroomId, classIds), visibleTo(student)))
          .orderBy(
            desc(sql`coalesce(${submissions.returnedAt}, ${assignments.dueAt}, ${assignments.createdAt})`),
          )
      : [];
    const week: Week = {
      done: activities
        .filter((a) => a.submission?.submittedAt && a.submission.submittedAt >= weekAgo)
        .map((a) => a.assignment.title),
      late: activities
        .filter(
          (a) =>
            a.assignment.submissionType !== 'none' &&
            a.assignment.dueAt !== null &&
            a.assignment.dueAt < now &&
            !a.submission?.submittedAt &&
            !a.submission?.returnedAt,
        )
        .map((a) => a.assignment.title),
      returned: activities
        .filter((a) => a.submission?.returnedAt && a.submission.returnedAt >= weekAgo)
        .map((a) => ({
          title: a.assignment.title,
          grade: a.submission!.grade === null ? null : Number(a.submission!.grade),
        })),
      absences: await db
        .select({ date: diaryRecords.date, aulas: diaryAbsences.aulas })
        .from(diaryAbsences)
        .innerJoin(diaryRecords, eq(diaryRecords.id, diaryAbsences.recordId))
        .where(
          and(eq(diaryAbsences.studentId, student.id), gte(diaryRecords.date, isoDay(-6, now.getTime()))),
        )
        .orderBy(diaryRecords.date),
    };
    sent += await db.transaction(async (tx) => {
      const claimed = await tx
        .update(guardians)
        .set({ lastSummaryOn: today })
        .where(and(eq(guardians.id, guardian.id), notThisWeek))
        .returning({ id: guardians.id });
      if (claimed.length === 0) return 0;
      const url = links.urlOf(guardian.id, guardian.familyNonce);
      await mailer.send(summaryEmail(guardian.email!, guardian.name, student.firstName, week, url), tx);
      return 1;
    });
  }
  return sent;
}
