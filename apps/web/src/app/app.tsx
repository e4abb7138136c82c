import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app-error-boundary';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
