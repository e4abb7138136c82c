import { and, asc, between, eq, sql } from 'drizzle-orm';
import {
  formatDay,
  isoDay,
  type ClassSchedule,
  type DiaryDay,
  type DiaryRecord,
  type DiaryRecordInput,
  type SchoolCalendar,
  type TodayClasses,
} from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import type { AuthContext, UserRow } from '../../lib/auth-context';
import { ApiError, notFound, ValidationFailure } from '../../lib/errors';
import { assertBnccCodes, skillTexts } from '../bncc';
import {
  assertPeriodOpen,
  classRoster,
  closedPeriods,
  ownClassroomOf,
  setPeriodClosed,
  type CalendarService,
} from '../classrooms';
import { assertTeachingWritable } from '../students';
import { classDays, daysBetween, monthOf, periodAt } from './class-days';
import { daySuggestion, readableLessons } from './day-suggestion';

const { classrooms, classroomSchedule, diaryRecords, diaryAbsences } = schema;

/** The longest range the diary lists at once: a school year and a little. */
const MAX_RANGE_DAYS = 400;

type RecordRow = typeof diaryRecords.$inferSelect;

/**
 * The class diary kept by its teacher: on which weekdays the class meets, and for each class day the
 * aulas given, who was absent and what was taught. Periods and holidays come from the class calendar.
 */
export function diaryService({ db, calendars }: { db: Database; calendars: CalendarService }) {
  async function scheduleOf(classroomId: number): Promise<ClassSchedule> {
    const rows = await db
      .select({ weekday: classroomSchedule.weekday, aulas: classroomSchedule.aulas })
      .from(classroomSchedule)
      .where(eq(classroomSchedule.classroomId, classroomId))
      .orderBy(asc(classroomSchedule.weekday));
    return { weekdays: rows };
  }

  async function classDayOf(classroomId: number, calendar: SchoolCalendar, day: string) {
    const { weekdays } = await scheduleOf(classroomId);
    const [found] = classDays(calendar, new Map(weekdays.map((w) => [w.weekday, w.aulas])), day, day);
    return found ?? null;
  }

  async function recordOf(classroomId: number, day: string) {
    const [row] = await db
      .select()
      .from(diaryRecords)
      .where(and(eq(diaryRecords.classroomId, classroomId), eq(diaryRecords.date, day)));
    return row ?? null;
  }

  async function present(teacher: UserRow, row: RecordRow, periodIndex: number): Promise<DiaryRecord> {
    const absences = await db
      .select({
        student: diaryAbsences.studentId,
        aulas: diaryAbsences.aulas,
        justified: diaryAbsences.justified,
        reason: diaryAbsences.reason,
      })
      .from(diaryAbsences)
      .where(eq(diaryAbsences.recordId, row.id))
      .orderBy(asc(diaryAbsences.studentId));
    const texts = await skillTexts(db, row.skills);
    const lessons = await readableLessons(db, teacher.id, row.lessonIds);
    return {
      date: row.date,
      period_index: periodIndex,
      recorded: true,
      aulas: row.aulas,
      absences,
      content: row.content,
      skills: row.skills.map((code) => ({ code, text: texts.get(code) ?? '' })),
      lessons: row.lessonIds.flatMap((id) => lessons.filter((l) => l.id === id)),
      students: await classRoster(db, row.classroomId),
      activities: (await daySuggestion(db, row.classroomId, row.date)).activities,
      updated_at: row.updatedAt.toISOString(),
    };
  }

  /** The day must be a class day (schedule, period, no holiday) that has come. */
  async function recordableDay(classroomId: number, calendar: SchoolCalendar, day: string) {
    const classDay = await classDayOf(classroomId, calendar, day);
    if (!classDay) throw ValidationFailure.field('date', `A turma não tem aula em ${formatDay(day)}.`);
    if (classDay.nonSchoolReason) {
      throw ValidationFailure.field(
        'date',
        `${formatDay(day)} não é dia letivo: ${classDay.nonSchoolReason}.`,
      );
    }
    if (day > isoDay()) {
      throw ValidationFailure.field('date', 'Só é possível registrar um dia que já chegou.');
    }
    return classDay;
  }

  /** The class's students now, refusing an absence of anyone else. */
  async function rosterFor(classroomId: number, input: DiaryRecordInput) {
    const students = (await classRoster(db, classroomId)).map((s) => s.id);
    const roster = new Set(students);
    (input.absences ?? []).forEach((absence, i) => {
      if (!roster.has(absence.student)) {
        throw ValidationFailure.field(`absences.${i}.student`, 'Este aluno não é da turma.');
      }
      if ((absence.aulas ?? 0) > input.aulas) {
        throw ValidationFailure.field(
          `absences.${i}.aulas`,
          `O aluno não pode faltar a mais aulas do que as ${input.aulas} do dia.`,
        );
      }
    });
    return students;
  }

  return {
    scheduleOf,

    async schedule(teacher: UserRow, id: number) {
      await ownClassroomOf(db, teacher, id);
      return scheduleOf(id);
    },

    async saveSchedule(teacher: UserRow, id: number, input: ClassSchedule) {
      await ownClassroomOf(db, teacher, id);
      await assertTeachingWritable(db, teacher);
      await db.transaction(async (tx) => {
        await tx.delete(classroomSchedule).where(eq(classroomSchedule.classroomId, id));
        if (input.weekdays.length > 0) {
          await tx.insert(classroomSchedule).values(input.weekdays.map((w) => ({ classroomId: id, ...w })));
        }
      });
      return scheduleOf(id);
    },

    /** Her classes (not archived) that meet today, and whether today's roll call is done. */
    async today(teacher: UserRow): Promise<TodayClasses> {
      const date = isoDay();
      const rooms = await db
        .select()
        .from(classrooms)
        .where(and(eq(classrooms.teacherId, teacher.id), eq(classrooms.archived, false)))
        .orderBy(asc(classrooms.name));
      const results: TodayClasses['results'] = [];
      for (const classroom of rooms) {
        const day = await classDayOf(classroom.id, await calendars.calendarOf(classroom), date);
        if (!day) continue;
        const recorded = await recordOf(classroom.id, date);
        results.push({
          classroom: { id: classroom.id, name: classroom.name },
          aulas: recorded?.aulas ?? day.aulas,
          status: recorded ? 'recorded' : day.nonSchoolReason ? 'no_school' : 'pending',
          non_school_reason: day.nonSchoolReason,
        });
      }
      return { date, results };
    },

    async days(teacher: UserRow, id: number, query: { from?: string; to?: string }) {
      const classroom = await ownClassroomOf(db, teacher, id);
      const month = monthOf(query.from ?? isoDay());
      const from = query.from ?? month.from;
      const to = query.to ?? (query.from ? addMonth(from) : month.to);
      if (daysBetween(from, to) > MAX_RANGE_DAYS) {
        throw ValidationFailure.field('to', `Escolha no máximo ${MAX_RANGE_DAYS} dias de uma vez.`);
      }
      const calendar = await calendars.calendarOf(classroom);
      const { weekdays } = await scheduleOf(id);
      const planned = classDays(calendar, new Map(weekdays.map((w) => [w.weekday, w.aulas])), from, to);
      const records = await db
        .select({
          date: diaryRecords.date,
          aulas: diaryRecords.aulas,
          absences: sql<number>`(select count(*)::int from diary_absences a where a.record_id = ${diaryRecords.id})`,
        })
        .from(diaryRecords)
        .where(and(eq(diaryRecords.classroomId, id), between(diaryRecords.date, from, to)));
      const recorded = new Map(records.map((r) => [r.date, r]));
      const today = isoDay();
      const results: DiaryDay[] = planned.map((day) => {
        const record = recorded.get(day.date);
        recorded.delete(day.date);
        return {
          date: day.date,
          aulas: record?.aulas ?? day.aulas,
          status: record ? 'recorded' : day.nonSchoolReason ? 'no_school' : 'pending',
          non_school_reason: day.nonSchoolReason,
          period_index: day.periodIndex,
          future: day.date > today,
          absences: record?.absences ?? 0,
        };
      });
      // A day recorded before the schedule changed stays in the diary.
      for (const record of recorded.values()) {
        results.push({
          date: record.date,
          aulas: record.aulas,
          status: 'recorded',
          non_school_reason: null,
          period_index: periodAt(calendar, record.date)?.index ?? 0,
          future: false,
          absences: record.absences,
        });
      }
      return { from, to, results: results.sort((a, b) => a.date.localeCompare(b.date)) };
    },

    async record(teacher: UserRow, id: number, day: string): Promise<DiaryRecord> {
      const classroom = await ownClassroomOf(db, teacher, id);
      const calendar = await calendars.calendarOf(classroom);
      const row = await recordOf(id, day);
      if (row) return present(teacher, row, periodAt(calendar, day)?.index ?? 0);
      const classDay = await classDayOf(id, calendar, day);
      if (!classDay) throw notFound(`A turma não tem aula em ${formatDay(day)}.`);
      const suggestion = await daySuggestion(db, id, day);
      const texts = await skillTexts(db, suggestion.skills);
      return {
        date: day,
        period_index: classDay.periodIndex,
        recorded: false,
        aulas: classDay.aulas,
        absences: [],
        content: suggestion.content,
        skills: suggestion.skills.map((code) => ({ code, text: texts.get(code) ?? '' })),
        lessons: suggestion.lessons,
        students: await classRoster(db, id),
        activities: suggestion.activities,
        updated_at: null,
      };
    },

    async save(teacher: UserRow, id: number, day: string, input: DiaryRecordInput): Promise<DiaryRecord> {
      const classroom = await ownClassroomOf(db, teacher, id);
      await assertTeachingWritable(db, teacher);
      const calendar = await calendars.calendarOf(classroom);
      const classDay = await recordableDay(id, calendar, day);
      await assertPeriodOpen(db, id, classDay.periodIndex);
      const studentIds = await rosterFor(id, input);
      const suggestion =
        input.content === undefined || input.skills === undefined || input.lessons === undefined
          ? await daySuggestion(db, id, day)
          : null;
      const skills = input.skills ?? suggestion?.skills ?? [];
      await assertBnccCodes(db, skills, 'skills');
      const lessonIds = input.lessons ?? suggestion?.lessons.map((l) => l.id) ?? [];
      const readable = new Set((await readableLessons(db, teacher.id, lessonIds)).map((l) => l.id));
      const unreadable = lessonIds.findIndex((lessonId) => !readable.has(lessonId));
      if (unreadable >= 0) throw ValidationFailure.field(`lessons.${unreadable}`, 'Aula não encontrada.');
      const values = {
        aulas: input.aulas,
        content: input.content ?? suggestion?.content ?? '',
        skills,
        lessonIds,
        studentIds,
        updatedAt: new Date(),
      };
      const row = await db.transaction(async (tx) => {
        if (input.expected_updated_at !== undefined)
          await assertUnchanged(tx, id, day, input.expected_updated_at);
        const [saved] = await tx
          .insert(diaryRecords)
          .values({ classroomId: id, date: day, ...values })
          .onConflictDoUpdate({ target: [diaryRecords.classroomId, diaryRecords.date], set: values })
          .returning();
        await tx.delete(diaryAbsences).where(eq(diaryAbsences.recordId, saved!.id));
        const absences = input.absences ?? [];
        if (absences.length > 0) {
          await tx.insert(diaryAbsences).values(
            absences.map((a) => ({
              recordId: saved!.id,
              studentId: a.student,
              aulas: a.aulas ?? input.aulas,
              justified: a.justified ?? false,
              reason: a.reason ?? '',
            })),
          );
        }
        return saved!;
      });
      return present(teacher, row, classDay.periodIndex);
    },

    async remove(teacher: UserRow, id: number, day: string) {
      const classroom = await ownClassroomOf(db, teacher, id);
      const period = periodAt(await calendars.calendarOf(classroom), day);
      if (period) await assertPeriodOpen(db, id, period.index);
      // The delete itself says whether there was a record: of two at once, one removes it, the other 404s.
      const removed = await db
        .delete(diaryRecords)
        .where(and(eq(diaryRecords.classroomId, id), eq(diaryRecords.date, day)))
        .returning({ id: diaryRecords.id });
      if (removed.length === 0) throw notFound('Não há registro nesse dia.');
    },

    async setClosed(who: AuthContext, id: number, index: number, closed: boolean) {
      const classroom = await ownClassroomOf(db, who.user, id);
      return setPeriodClosed(db, who, id, await calendars.calendarOf(classroom), index, closed);
    },

    closedPeriods: (classroomId: number) => closedPeriods(db, classroomId),
  };
}

/** A month after `day`, less one day. */
function addMonth(day: string) {
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  next.setUTCDate(next.getUTCDate() - 1);
  return next.toISOString().slice(0, 10);
}

export type DiaryService = ReturnType<typeof diaryService>;

/**
 * A roll call made without signal names the record it was made on: if the day was saved since
 * (another device), it is refused rather than written over the newer one. The class row is locked
 * first, so two first saves of the same day are told apart too.
 */
async function assertUnchanged(tx: Database, classroomId: number, day: string, expected: string | null) {
  await tx.select({ id: classrooms.id }).from(classrooms).where(eq(classrooms.id, classroomId)).for('update');
  const [current] = await tx
    .select({ updatedAt: diaryRecords.updatedAt })
    .from(diaryRecords)
    .where(and(eq(diaryRecords.classroomId, classroomId), eq(diaryRecords.date, day)));
  const saved = current?.updatedAt.getTime() ?? null;
  if (saved === (expected === null ? null : new Date(expected).getTime())) return;
  throw new ApiError(
    409,
    'A chamada deste dia foi alterada em outro aparelho depois que você a abriu. Confira a chamada salva e refaça as mudanças.',
    'roll_call_changed',
  );
}
