import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app-error-boundary';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
