import { adminRoutes } from '@aula/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { adminKeys } from './keys';
import { queryOf } from './list-query';

// Called outside queryOptions, where keepPreviousData would be inferred as the answer's type.
const fetchAuditLogPage = (query: string, signal: AbortSignal) =>
  callRoute(adminRoutes.auditLog.list, { query: queryOf(query), signal });

/** `query` is the list's query string (filters and page); only superusers may read the log. */
export function useAuditLog(query: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: adminKeys.auditLog.list(query),
    queryFn: ({ signal }) => fetchAuditLogPage(query, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
