import { studentListKey } from '@/lib/shared-query-keys';

export interface StudentListParams {
  search?: string;
  classroom?: number;
  page?: number;
  pageSize?: number;
}

export const studentKeys = {
  all: studentListKey,
  list: (params: StudentListParams) => [...studentKeys.all, 'list', params] as const,
};
