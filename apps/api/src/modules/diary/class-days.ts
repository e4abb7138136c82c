import { weekdayOf, type SchoolCalendar } from '@aula/contracts';

export interface ClassDay {
  date: string;
  aulas: number;
  periodIndex: number;
  /** The holiday or recesso that cancels the day; null on a school day. */
  nonSchoolReason: string | null;
}

const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T12:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

const addDays = (day: string, days: number) => toDay(toTime(day) + days * DAY_MS);

/** The period of the calendar a day falls in, or null (before, after or between periods). */
export function periodAt(calendar: SchoolCalendar, day: string) {
  return calendar.periods.find((p) => p.start <= day && day <= p.end) ?? null;
}

/**
 * The days between `from` and `to` on which the class meets: a weekday of its schedule inside one
 * of the calendar's periods. Holidays and recessos stay in the list, marked, so the diary can say
 * why there was no class.
 */
export function classDays(
  calendar: SchoolCalendar,
  aulasByWeekday: ReadonlyMap<number, number>,
  from: string,
  to: string,
): ClassDay[] {
  const nonSchool = new Map(calendar.non_school_days.map((d) => [d.date, d.name]));
  const days: ClassDay[] = [];
  for (let time = toTime(from); time <= toTime(to); time += DAY_MS) {
    const date = toDay(time);
    const aulas = aulasByWeekday.get(weekdayOf(date));
    const period = aulas ? periodAt(calendar, date) : null;
    if (!aulas || !period) continue;
    days.push({ date, aulas, periodIndex: period.index, nonSchoolReason: nonSchool.get(date) ?? null });
  }
  return days;
}

/** First and last day of the month of `day`. */
export function monthOf(day: string): { from: string; to: string } {
  const from = `${day.slice(0, 7)}-01`;
  const next = new Date(toTime(from));
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addDays(toDay(next.getTime()), -1) };
}

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS);
