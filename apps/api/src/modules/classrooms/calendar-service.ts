import { and, asc, eq, gt } from 'drizzle-orm';
import {
  defaultPeriods,
  periodCount,
  periodName,
  type CalendarEdit,
  type CalendarInput,
  type PeriodKind,
  type SchoolCalendar,
} from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ValidationFailure } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { assertTeachingWritable } from '../students';
import { nationalHolidays } from './holidays';
import { ownClassroomOf } from './service';

const {
  classrooms,
  classroomCalendars,
  classroomPeriods,
  classroomNonSchoolDays,
  classroomPlanSkills,
  classroomPlanLessons,
  classroomPlanPeriods,
} = schema;

type ClassroomRow = typeof classrooms.$inferSelect;

/** A new class of `year`: four bimestres and Brazil's national holidays of that year. */
function defaultCalendar(year: number): SchoolCalendar {
  return {
    period_kind: 'bimestre',
    periods: defaultPeriods(year, 'bimestre'),
    non_school_days: nationalHolidays(year).map((h) => ({ ...h, kind: 'feriado' as const })),
  };
}

/** Refuses a calendar whose periods overlap, are out of order or leave the school year. */
function checkCalendar(input: CalendarEdit, schoolYear: number) {
  const count = periodCount(input.period_kind);
  const periods = [...input.periods].sort((a, b) => a.index - b.index);
  if (periods.length !== count || periods.some((p, i) => p.index !== i + 1)) {
    throw ValidationFailure.field(
      'periods',
      `Um calendário por ${input.period_kind}s tem ${count} períodos (numerados de 1 a ${count}).`,
    );
  }
  const inYear = (date: string) => date.startsWith(`${schoolYear}-`);
  periods.forEach((period, i) => {
    const name = period.name ?? periodName(input.period_kind, period.index);
    if (!inYear(period.start) || !inYear(period.end)) {
      throw ValidationFailure.field(
        `periods.${i}.start`,
        `O ${name} precisa estar dentro do ano letivo de ${schoolYear}.`,
      );
    }
    if (period.end < period.start) {
      throw ValidationFailure.field(`periods.${i}.end`, `O ${name} termina antes de começar.`);
    }
    const previous = periods[i - 1];
    if (previous && period.start <= previous.end) {
      throw ValidationFailure.field(
        `periods.${i}.start`,
        `Os períodos não podem se sobrepor: o ${name} começa antes do fim do ${
          previous.name ?? periodName(input.period_kind, previous.index)
        }.`,
      );
    }
  });
  const seen = new Set<string>();
  input.non_school_days.forEach((day, i) => {
    if (!inYear(day.date)) {
      throw ValidationFailure.field(
        `non_school_days.${i}.date`,
        `O dia ${day.date} está fora do ano letivo de ${schoolYear}.`,
      );
    }
    if (seen.has(day.date)) {
      throw ValidationFailure.field(`non_school_days.${i}.date`, `O dia ${day.date} aparece duas vezes.`);
    }
    seen.add(day.date);
  });
  return periods;
}

/**
 * The school calendar of a class: its periods (bimestres, trimestres or semestres) and the days
 * without school. A class that never saved one has the default of its school year. Diary and
 * gradebook read periods and non-school days from here.
 */
export function calendarService({ db }: { db: Database }) {
  async function calendarOf(classroom: Pick<ClassroomRow, 'id' | 'schoolYear'>): Promise<SchoolCalendar> {
    const [stored] = await db
      .select()
      .from(classroomCalendars)
      .where(eq(classroomCalendars.classroomId, classroom.id));
    if (!stored) return defaultCalendar(classroom.schoolYear);
    const periods = await db
      .select()
      .from(classroomPeriods)
      .where(eq(classroomPeriods.classroomId, classroom.id))
      .orderBy(asc(classroomPeriods.index));
    const days = await db
      .select()
      .from(classroomNonSchoolDays)
      .where(eq(classroomNonSchoolDays.classroomId, classroom.id))
      .orderBy(asc(classroomNonSchoolDays.date));
    return {
      period_kind: stored.periodKind,
      periods: periods.map((p) => ({ index: p.index, name: p.name, start: p.startDate, end: p.endDate })),
      non_school_days: days.map((d) => ({ date: d.date, name: d.name, kind: d.kind })),
    };
  }

  async function store(classroomId: number, calendar: SchoolCalendar & { period_kind: PeriodKind }) {
    await db.transaction(async (tx) => {
      await tx.delete(classroomCalendars).where(eq(classroomCalendars.classroomId, classroomId));
      await tx.insert(classroomCalendars).values({ classroomId, periodKind: calendar.period_kind });
      await tx.insert(classroomPeriods).values(
        calendar.periods.map((p) => ({
          classroomId,
          index: p.index,
          name: p.name,
          startDate: p.start,
          endDate: p.end,
        })),
      );
      if (calendar.non_school_days.length > 0) {
        await tx
          .insert(classroomNonSchoolDays)
          .values(calendar.non_school_days.map((d) => ({ classroomId, ...d })));
      }
      // Fewer periods than before: what was planned in the ones gone moves to the last one.
      const last = calendar.periods.length;
      for (const table of [classroomPlanSkills, classroomPlanLessons]) {
        await tx
          .update(table)
          .set({ periodIndex: last })
          .where(and(eq(table.classroomId, classroomId), gt(table.periodIndex, last)));
      }
      await tx
        .delete(classroomPlanPeriods)
        .where(
          and(eq(classroomPlanPeriods.classroomId, classroomId), gt(classroomPlanPeriods.periodIndex, last)),
        );
    });
  }

  return {
    calendarOf,

    async get(teacher: UserRow, id: number) {
      return calendarOf(await ownClassroomOf(db, teacher, id));
    },

    async save(teacher: UserRow, id: number, input: CalendarInput): Promise<SchoolCalendar> {
      const classroom = await ownClassroomOf(db, teacher, id);
      await assertTeachingWritable(db, teacher);
      let calendar: SchoolCalendar;
      if ('copy_from' in input) {
        if (input.copy_from === id) throw ValidationFailure.field('copy_from', 'Escolha outra turma.');
        const [source] = await db
          .select()
          .from(classrooms)
          .where(and(eq(classrooms.id, input.copy_from), eq(classrooms.teacherId, teacher.id)));
        if (!source) throw ValidationFailure.field('copy_from', 'Turma de origem não encontrada.');
        if (source.schoolYear !== classroom.schoolYear) {
          throw ValidationFailure.field(
            'copy_from',
            `A turma ${source.name} é do ano letivo de ${source.schoolYear}; esta é de ${classroom.schoolYear}.`,
          );
        }
        calendar = await calendarOf(source);
      } else {
        const periods = checkCalendar(input, classroom.schoolYear);
        calendar = {
          period_kind: input.period_kind,
          periods: periods.map((p) => ({
            index: p.index,
            name: p.name ?? periodName(input.period_kind, p.index),
            start: p.start,
            end: p.end,
          })),
          non_school_days: [...input.non_school_days].sort((a, b) => a.date.localeCompare(b.date)),
        };
      }
      await store(id, calendar);
      return calendarOf(classroom);
    },
  };
}

export type CalendarService = ReturnType<typeof calendarService>;
