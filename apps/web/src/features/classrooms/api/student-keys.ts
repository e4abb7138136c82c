/** The teacher's student lists; classrooms refresh them when a class's students change. */
export interface StudentListParams {
  search?: string;
  classroom?: number;
  page?: number;
  pageSize?: number;
}

export const studentKeys = {
  all: ['students'] as const,
  list: (params: StudentListParams) => [...studentKeys.all, 'list', params] as const,
};
