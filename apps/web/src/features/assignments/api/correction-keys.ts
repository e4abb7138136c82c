/** Shared by the correction screens and the home's "Para corrigir" card (review-queue.ts). */
export const correctionKeys = {
  all: ['correction'] as const,
  queue: (classroomId?: number) => [...correctionKeys.all, 'queue', classroomId ?? 'all'] as const,
  assignment: (id: number) => [...correctionKeys.all, 'assignment', id] as const,
  submissions: (id: number) => [...correctionKeys.all, 'submissions', id] as const,
  comments: (id: number, studentId: number) => [...correctionKeys.all, 'comments', id, studentId] as const,
  studentComments: (id: number) => [...correctionKeys.all, 'student-comments', id] as const,
};
