import { adminRoutes, type AdminUserPatch } from '@aula/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { adminKeys, refreshAfterChange } from './keys';
import { queryOf } from './list-query';

// Called outside queryOptions, where keepPreviousData would be inferred as the answer's type.
const fetchUserPage = (query: string, signal: AbortSignal) =>
  callRoute(adminRoutes.users.list, { query: queryOf(query), signal });

const STAFF_QUERY = '?role=staff&ordering=first_name&page_size=100';

/** `query` is the list's query string (filters, order and page), as kept in the screen's URL. */
function userListQuery(query: string) {
  return queryOptions({
    queryKey: adminKeys.users.list(query),
    queryFn: ({ signal }) => fetchUserPage(query, signal),
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
    queryFn: ({ signal }) => callRoute(adminRoutes.users.detail, { params: { id }, signal }),
    enabled: options.enabled,
  });
}

/** Roles and activation; the lists show both, and the staff filter follows "equipe". */
export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AdminUserPatch) =>
      callRoute(adminRoutes.users.update, { params: { id }, body: patch }),
    onSuccess: () =>
      refreshAfterChange(queryClient, [
        adminKeys.users.detail(id),
        adminKeys.users.lists(),
        adminKeys.statistics.users(),
      ]),
  });
}
