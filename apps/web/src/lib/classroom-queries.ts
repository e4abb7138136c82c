import {
  classroomRoutes,
  classroomSummarySchema,
  paginatedSchema,
  teacherClassroomSchema,
  type TeacherClassroom,
} from '@aula/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callRoute } from './api-client';
import { classroomWorkKeys, statisticsKey } from './shared-query-keys';

/**
 * The classrooms every feature reads: students pick a class, assignments copy into one, print reads
 * its members, bncc plans it. The classrooms feature owns the screens and the writes.
 */
export const classroomKeys = {
  all: classroomWorkKeys.classrooms,
  list: () => [...classroomKeys.all, 'list'] as const,
  detail: (id: number) => [...classroomKeys.all, 'detail', id] as const,
};

const classroomPageSchema = paginatedSchema(classroomSummarySchema);

/** A teacher has a handful of classrooms: one page of 100 is all of them. */
function classroomsQueryOptions() {
  return queryOptions({
    queryKey: classroomKeys.list(),
    queryFn: ({ signal }) =>
      callRoute(classroomRoutes.list, { query: { page_size: 100 }, schema: classroomPageSchema, signal }),
  });
}

export function useClassrooms() {
  return useQuery(classroomsQueryOptions());
}

export function useClassroom(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: classroomKeys.detail(id),
    queryFn: ({ signal }) =>
      callRoute(classroomRoutes.detail, { params: { id }, schema: teacherClassroomSchema, signal }),
    enabled: options.enabled,
  });
}

/** Counts on the list and the home statistics follow any change to a classroom. */
export function refreshClassrooms(queryClient: QueryClient, classroom?: TeacherClassroom) {
  if (classroom) queryClient.setQueryData(classroomKeys.detail(classroom.id), classroom);
  void queryClient.invalidateQueries({ queryKey: classroomKeys.list() });
  void queryClient.invalidateQueries({ queryKey: statisticsKey });
}
