import type { UseQueryResult } from '@tanstack/react-query';
import { ProgressBar } from '@/components/progress-bar';
import { ErrorState } from '@/components/states';
import { isNotFound } from '@/lib/error-message';
import { FamilyShell } from './family-shell';
import { LinkGone } from './link-gone';

/** A family page before its answer: loading, the "link gone" page (404), or the error with a retry. */
export function FamilyQueryState({ title, query }: { title: string; query: UseQueryResult<unknown> }) {
  if (query.isError && isNotFound(query.error)) return <LinkGone />;
  return (
    <FamilyShell title={title}>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ProgressBar label="Carregando" />
      )}
    </FamilyShell>
  );
}
