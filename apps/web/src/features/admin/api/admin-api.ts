import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const ADMIN_API = '/api/admin';
const adminKeys = { all: ['admin'] as const, path: (path: string) => ['admin', path] as const };

interface Parser<T> {
  parse(data: unknown): T;
}

/** A GET under /api/admin (path includes the query string); null waits. Keeps the last page while the next loads. */
export function useAdminQuery<T>(
  path: string | null,
  schema: Parser<T>,
  options: { keepPrevious?: boolean } = {},
) {
  return useQuery({
    queryKey: adminKeys.path(path ?? ''),
    queryFn: ({ signal }) => apiRequest(`${ADMIN_API}${path}`, { schema, signal }),
    enabled: path !== null,
    placeholderData: options.keepPrevious === false ? undefined : keepPreviousData,
  });
}

/** A change under /api/admin; everything admin is refetched afterwards. */
export function useAdminMutation<I, T = unknown>(
  request: (input: I) => { path: string; method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown },
  schema?: Parser<T>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => {
      const { path, method, body } = request(input);
      return apiRequest(`${ADMIN_API}${path}`, { method, body, ...(schema ? { schema } : {}) }) as Promise<T>;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** `?a=1&b=x` from the defined, non-empty values. */
export function queryString(params: Record<string, string | number | undefined | null>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
