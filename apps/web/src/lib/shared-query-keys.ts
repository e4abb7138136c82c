/**
 * Query keys that one feature owns and another must refresh. Features cannot import each other, so
 * the keys live here.
 */

/**
 * The classrooms and their activities: content refreshes them after "Passar para a turma" from a
 * lesson page, and a class's planning refreshes its BNCC coverage (the assignments feature's).
 */
export const classroomWorkKeys = {
  classrooms: ['classrooms'] as const,
  activities: ['activities'] as const,
  activitiesOf: (classroomId: number) => [...classroomWorkKeys.activities, 'classroom', classroomId] as const,
  bnccCoverage: (classroomId: number) => [...classroomWorkKeys.activitiesOf(classroomId), 'bncc'] as const,
  /** Under the class's activities: a grade, a weight or a new activity anywhere refreshes the Notas tab. */
  gradebook: (classroomId: number) => [...classroomWorkKeys.activitiesOf(classroomId), 'gradebook'] as const,
};

/** The teacher's student lists (the students feature's); classrooms refresh them when a class goes away. */
export const studentListKey = ['students'] as const;

/** The teacher's usage and limits (lib/teacher-statistics.ts); what changes a count refreshes it. */
export const statisticsKey = ['statistics', 'teacher'] as const;
