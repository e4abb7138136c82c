import {
  assignmentRoutes,
  classroomRoutes,
  classroomSummarySchema,
  paginatedSchema,
  teacherClassroomSchema,
  type Assignment,
  type AssignmentInput,
} from '@aula/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { classroomWorkKeys } from '@/lib/shared-query-keys';

const pickerKey = [...classroomWorkKeys.classrooms, 'pass-to-class'] as const;

/** The teacher's classes in use, for "Passar para a turma". */
export function useClassroomChoices(enabled: boolean) {
  return useQuery({
    queryKey: [...pickerKey, 'list'],
    queryFn: ({ signal }) =>
      callRoute(classroomRoutes.list, {
        query: { page_size: 100 },
        schema: paginatedSchema(classroomSummarySchema),
        signal,
      }),
    enabled,
  });
}

/** One class's students, to pass the activity to some of them. */
export function useClassroomStudents(id: number | null) {
  return useQuery({
    queryKey: [...pickerKey, 'detail', id],
    queryFn: ({ signal }) =>
      callRoute(classroomRoutes.detail, { params: { id: id! }, schema: teacherClassroomSchema, signal }),
    enabled: id !== null,
    select: (classroom) => classroom.students,
  });
}

export class PartlyPassed extends Error {
  constructor(
    readonly passed: { classroom: number; assignment: Assignment }[],
    readonly failedClassroom: number,
    override readonly cause: unknown,
  ) {
    super('partly passed');
  }
}

/**
 * The lesson to each chosen class, one request per class (the API links the lesson to the class in
 * the same request). A failure stops there and says which classes already got it.
 */
export function usePassToClasses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ classrooms, input }: { classrooms: number[]; input: AssignmentInput }) => {
      const passed: { classroom: number; assignment: Assignment }[] = [];
      for (const classroom of classrooms) {
        try {
          const assignment = await callRoute(assignmentRoutes.create, {
            params: { id: classroom },
            body: input,
          });
          passed.push({ classroom, assignment });
        } catch (error) {
          if (passed.length === 0) throw error;
          throw new PartlyPassed(passed, classroom, error);
        }
      }
      return passed;
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: classroomWorkKeys.activities });
      void queryClient.invalidateQueries({ queryKey: classroomWorkKeys.classrooms });
    },
  });
}
