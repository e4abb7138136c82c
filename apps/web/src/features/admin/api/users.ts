import {
  adminUserDetailSchema,
  adminUserSchema,
  paginatedSchema,
  type AdminUserPatch,
} from '@aula/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUrl } from './admin-url';
import { adminKeys, refreshAfterChange } from './keys';

const userPageSchema = paginatedSchema(adminUserSchema);
const STAFF_QUERY = '?role=staff&ordering=first_name&page_size=100';
const userPath = (id: number) => `/auth/users/${id}`;

/** `query` is the list's query string (filters, order and page), as kept in the screen's URL. */
function userListQuery(query: string) {
  return queryOptions({
    queryKey: adminKeys.users.list(query),
    queryFn: ({ signal }) => apiRequest(adminUrl(`/auth/users/${query}`), { schema: userPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useAdminUsers = (query: string) => useQuery(userListQuery(query));

/** The staff, for the audit log's author filter (a handful of people: one page holds them). */
export function useStaffMembers(options: { enabled: boolean }) {
  return useQuery({ ...userListQuery(STAFF_QUERY), enabled: options.enabled });
}

export function useAdminUser(id: number, options: { enabled: boolean }) {
  return useQuery({
    queryKey: adminKeys.users.detail(id),
    queryFn: ({ signal }) => apiRequest(adminUrl(userPath(id)), { schema: adminUserDetailSchema, signal }),
    enabled: options.enabled,
  });
}

/** Roles and activation; the lists show both, and the staff filter follows "equipe". */
export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AdminUserPatch) =>
      apiRequest(adminUrl(userPath(id)), { method: 'PATCH', body: patch }),
    onSuccess: () =>
      refreshAfterChange(queryClient, [
        adminKeys.users.detail(id),
        adminKeys.users.lists(),
        adminKeys.statistics.users(),
      ]),
  });
}
