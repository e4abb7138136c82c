import { activityPeriodIndex } from '@aula/contracts';
import type { Database } from '@aula/db';
import { assertPeriodOpen, calendarService } from '../classrooms';
import type { AssignmentRow } from './access';

type Dated = Pick<AssignmentRow, 'classroomId' | 'periodIndex' | 'dueAt' | 'createdAt'>;

/**
 * The calendar period each activity counts in, and the guard of closed periods: the grades and
 * weights of a closed period are what the school received.
 */
export function gradingPeriods(db: Database) {
  const calendars = calendarService({ db });
  const calendarOfClass = (classroomId: number, schoolYear: number) =>
    calendars.calendarOf({ id: classroomId, schoolYear });

  return {
    /** The period of each activity by id (null where the class's calendar has no such period). */
    async periodsOf(rows: (Dated & { id: number })[], schoolYears: Map<number, number>) {
      const byClass = new Map<number, Awaited<ReturnType<typeof calendarOfClass>>>();
      const periods = new Map<number, number | null>();
      for (const row of rows) {
        let calendar = byClass.get(row.classroomId);
        if (!calendar) {
          calendar = await calendarOfClass(row.classroomId, schoolYears.get(row.classroomId)!);
          byClass.set(row.classroomId, calendar);
        }
        periods.set(row.id, activityPeriodIndex(calendar, row));
      }
      return periods;
    },

    /** 409 when the activity (as it is, or as it would become) counts in a closed period. */
    async assertOpen(schoolYear: number, ...versions: Dated[]) {
      for (const version of versions) {
        const calendar = await calendarOfClass(version.classroomId, schoolYear);
        const index = activityPeriodIndex(calendar, version);
        if (index !== null) await assertPeriodOpen(db, version.classroomId, index);
      }
    },
  };
}
