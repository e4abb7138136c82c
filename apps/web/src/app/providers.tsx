import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/toaster';
import { AppThemeProvider } from './theme-provider';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        {children}
        <Toaster />
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
