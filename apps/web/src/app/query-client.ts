import { QueryClient } from '@tanstack/react-query';
import { isClientError } from '@/lib/api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx (not found, forbidden, invalid token) will not change by asking again.
        retry: (failures, error) => !isClientError(error) && failures < 1,
        refetchOnWindowFocus: false,
        // Asked even without signal: the service worker answers with the copy it saved (src/sw.ts).
        networkMode: 'offlineFirst',
      },
      mutations: { retry: 0 },
    },
  });
}
