import { auditEntrySchema, paginatedSchema } from '@aula/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUrl } from './admin-url';
import { adminKeys } from './keys';

const entryPageSchema = paginatedSchema(auditEntrySchema);

/** `query` is the list's query string (filters and page); only superusers may read the log. */
export function useAuditLog(query: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: adminKeys.auditLog.list(query),
    queryFn: ({ signal }) => apiRequest(adminUrl(`/audit-log/${query}`), { schema: entryPageSchema, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
