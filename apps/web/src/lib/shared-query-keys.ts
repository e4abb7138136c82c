/**
 * Query keys that one feature owns and another must refresh. Features cannot import each other, so
 * the keys live here: classrooms reads the lesson picker's lists, content invalidates them when a
 * teacher's own plans or favourites change.
 */
export const lessonSourceKeys = {
  all: ['lesson-sources'] as const,
  plans: (source: 'catalogue' | 'custom', term: string) => [...lessonSourceKeys.all, source, term] as const,
  planLessons: (planId: number | null) => [...lessonSourceKeys.all, 'plan', planId] as const,
  favorites: () => [...lessonSourceKeys.all, 'favorites'] as const,
};

/**
 * The classrooms feature's lists that content refreshes after "Passar para a turma" from a lesson
 * page: every class's activities and the classes (their linked lessons).
 */
export const classroomWorkKeys = {
  classrooms: ['classrooms'] as const,
  activities: ['activities'] as const,
};
