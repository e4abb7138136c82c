import { and, asc, eq, gte, lte } from 'drizzle-orm';
import {
  attendanceRate,
  currentPeriodIndex,
  formatDay,
  isoDay,
  MIN_ATTENDANCE_RATE,
  type Attendance,
  type SchoolCalendar,
  type StudentAttendance,
} from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import type { UserRow } from '../../lib/auth-context';
import { csvDocument } from '../../lib/csv';
import { notFound } from '../../lib/errors';
import { skillTexts } from '../bncc';
import { classRoster, ownClassroomOf, studentClassesOf, type CalendarService } from '../classrooms';
import { classDays } from './class-days';
import type { DiaryService } from './diary-service';

const { diaryRecords, diaryAbsences } = schema;

interface DayRecord {
  date: string;
  aulas: number;
  /** Who was in the class that day. */
  students: ReadonlySet<number>;
  absences: Map<number, { aulas: number; justified: boolean }>;
}

/** The span a count covers: one period, or the school year until today. */
function spanOf(calendar: SchoolCalendar, period: number | undefined) {
  if (period === undefined) {
    const first = calendar.periods[0];
    const last = calendar.periods.at(-1);
    return { index: null, from: first?.start ?? '0000-01-01', to: last?.end ?? '9999-12-31' };
  }
  const found = calendar.periods.find((p) => p.index === period);
  if (!found) throw notFound('Período não encontrado.');
  return { index: found.index, from: found.start, to: found.end };
}

/** A student's counts over the recorded days she was in the class: absences in aulas, as the law counts. */
function countFor(studentId: number, records: DayRecord[]) {
  let given = 0;
  let absences = 0;
  let justified = 0;
  for (const record of records) {
    if (!record.students.has(studentId)) continue;
    given += record.aulas;
    const absence = record.absences.get(studentId);
    if (!absence) continue;
    absences += absence.aulas;
    if (absence.justified) justified += absence.aulas;
  }
  const rate = attendanceRate(given, absences);
  return {
    given,
    absences,
    justified,
    attendance_rate: rate,
    below_75: rate !== null && rate < MIN_ATTENDANCE_RATE,
  };
}

/** Attendance per student and per class, and the diary as the school's spreadsheet. */
export function attendanceService(deps: { db: Database; calendars: CalendarService; diary: DiaryService }) {
  const { db, calendars, diary } = deps;

  async function recordsOf(classroomId: number, from: string, to: string): Promise<DayRecord[]> {
    const rows = await db
      .select({
        id: diaryRecords.id,
        date: diaryRecords.date,
        aulas: diaryRecords.aulas,
        students: diaryRecords.studentIds,
        student: diaryAbsences.studentId,
        absent: diaryAbsences.aulas,
        justified: diaryAbsences.justified,
      })
      .from(diaryRecords)
      .leftJoin(diaryAbsences, eq(diaryAbsences.recordId, diaryRecords.id))
      .where(
        and(
          eq(diaryRecords.classroomId, classroomId),
          gte(diaryRecords.date, from),
          lte(diaryRecords.date, to < isoDay() ? to : isoDay()),
        ),
      )
      .orderBy(asc(diaryRecords.date));
    const byDate = new Map<string, DayRecord>();
    for (const row of rows) {
      const record = byDate.get(row.date) ?? {
        date: row.date,
        aulas: row.aulas,
        students: new Set(row.students),
        absences: new Map(),
      };
      byDate.set(row.date, record);
      if (row.student !== null) {
        record.absences.set(row.student, { aulas: row.absent ?? 0, justified: row.justified ?? false });
      }
    }
    return [...byDate.values()];
  }

  async function classAttendance(
    teacher: UserRow,
    id: number,
    periodOf: (calendar: SchoolCalendar) => number | undefined,
  ) {
    const classroom = await ownClassroomOf(db, teacher, id);
    const calendar = await calendars.calendarOf(classroom);
    const span = spanOf(calendar, periodOf(calendar));
    const records = await recordsOf(id, span.from, span.to);
    const roster = await classRoster(db, id);
    return { classroom, calendar, span, records, roster };
  }

  return {
    async attendance(teacher: UserRow, id: number, period?: number): Promise<Attendance> {
      const { span, records, roster } = await classAttendance(teacher, id, () => period);
      return {
        period_index: span.index,
        aulas_given: records.reduce((sum, r) => sum + r.aulas, 0),
        results: roster.map((student) => {
          const { given: _given, ...counts } = countFor(student.id, records);
          return {
            student: { id: student.id, first_name: student.first_name, last_name: student.last_name },
            ...counts,
          };
        }),
      };
    },

    /** Each student's counts in a period of a class the caller already may read (the gradebook's). */
    async periodCounts(classroomId: number, calendar: SchoolCalendar, period: number) {
      const span = spanOf(calendar, period);
      const records = await recordsOf(classroomId, span.from, span.to);
      return (studentId: number) => countFor(studentId, records);
    },

    async mine(student: UserRow): Promise<StudentAttendance> {
      const memberships = await studentClassesOf(db, student.id);
      const results: StudentAttendance['results'] = [];
      for (const classroom of memberships) {
        const span = spanOf(await calendars.calendarOf(classroom), undefined);
        const records = await recordsOf(classroom.id, span.from, span.to);
        const { given, ...counts } = countFor(student.id, records);
        if (given === 0) continue;
        results.push({
          classroom: { id: classroom.id, name: classroom.name },
          aulas_given: given,
          ...counts,
        });
      }
      return { results };
    },

    /** One row per student, one column per class day of the period (P, F or FJ), then the totals. */
    async csv(teacher: UserRow, id: number, period?: number): Promise<{ name: string; csv: string }> {
      const grid = await periodGrid(teacher, id, period);
      const header = [
        'Aluno',
        ...grid.columns.map(formatDay),
        'Aulas dadas',
        'Faltas',
        'Faltas justificadas',
        'Frequência',
      ];
      const rows = grid.rows.map(({ student, cells, counts }) => [
        `${student.first_name} ${student.last_name}`.trim(),
        ...cells,
        String(counts.given),
        String(counts.absences),
        String(counts.justified),
        counts.attendance_rate === null ? '' : `${Math.round(counts.attendance_rate * 100)}%`,
      ]);
      return {
        name: `diario-${grid.classroom.name}-${grid.period.name}.csv`,
        csv: csvDocument([header, ...rows]),
      };
    },

    /** The period's diary as the school prints it: the attendance grid and the record of each day. */
    async document(teacher: UserRow, id: number, period?: number) {
      const grid = await periodGrid(teacher, id, period);
      const days = await db
        .select({
          date: diaryRecords.date,
          aulas: diaryRecords.aulas,
          content: diaryRecords.content,
          skills: diaryRecords.skills,
        })
        .from(diaryRecords)
        .where(
          and(
            eq(diaryRecords.classroomId, id),
            gte(diaryRecords.date, grid.period.start),
            lte(diaryRecords.date, grid.period.end),
          ),
        )
        .orderBy(asc(diaryRecords.date));
      const texts = await skillTexts(
        db,
        days.flatMap((d) => d.skills),
      );
      return {
        classroomName: grid.classroom.name,
        teacherName: `${teacher.firstName} ${teacher.lastName}`.trim(),
        schoolYear: grid.classroom.schoolYear,
        period: grid.period,
        columns: grid.columns,
        rows: grid.rows.map(({ student, cells, counts }) => ({
          name: `${student.first_name} ${student.last_name}`.trim(),
          cells,
          given: counts.given,
          absences: counts.absences,
          justified: counts.justified,
          rate: counts.attendance_rate,
        })),
        days: days.map((d) => ({
          ...d,
          skills: d.skills.map((code) => ({ code, text: texts.get(code) ?? '' })),
        })),
      };
    },
  };

  /** The class days of a period so far (and any recorded), each student's mark on each, and her totals. */
  async function periodGrid(teacher: UserRow, id: number, period: number | undefined) {
    const { classroom, calendar, span, records, roster } = await classAttendance(
      teacher,
      id,
      (calendar) => period ?? currentPeriodIndex(calendar, isoDay()),
    );
    const { weekdays } = await diary.scheduleOf(id);
    const today = isoDay();
    const planned = classDays(
      calendar,
      new Map(weekdays.map((w) => [w.weekday, w.aulas])),
      span.from,
      span.to,
    );
    const recorded = new Map(records.map((r) => [r.date, r]));
    const columns = [
      ...new Set([
        ...planned.filter((d) => !d.nonSchoolReason && d.date <= today).map((d) => d.date),
        ...recorded.keys(),
      ]),
    ].sort();
    const rows = roster.map((student) => ({
      student,
      counts: countFor(student.id, records),
      cells: columns.map((date) => {
        const record = recorded.get(date);
        if (!record?.students.has(student.id)) return '';
        const absence = record.absences.get(student.id);
        return !absence ? 'P' : absence.justified ? 'FJ' : 'F';
      }),
    }));
    const found = calendar.periods.find((p) => p.index === span.index)!;
    return { classroom, period: found, columns, rows };
  }
}

export type AttendanceService = ReturnType<typeof attendanceService>;
