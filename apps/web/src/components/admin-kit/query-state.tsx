import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/states';
import { AdminPageHeader } from './admin-page-header';

/**
 * Loading, error or the content of one query. On a detail screen `back` is the list it belongs to:
 * a 404 ("não encontrado") offers "Voltar" there, and `errorTitle` keeps a header (with the way
 * back) on screen when the object's own title could not be loaded (it may depend on the error:
 * "Livro não encontrado").
 */
export function QueryState<T>({
  query,
  fallback,
  loadingLabel,
  back,
  errorTitle,
  children,
}: {
  query: { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  fallback?: string;
  loadingLabel?: string;
  back?: { to: string; label: string };
  errorTitle?: string | ((error: unknown) => string);
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    const title = typeof errorTitle === 'function' ? errorTitle(query.error) : errorTitle;
    return (
      <>
        {title && <AdminPageHeader title={title} back={back} />}
        <ErrorState
          error={query.error}
          fallback={fallback}
          back={back && { to: back.to }}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  if (query.data === undefined) return <LoadingState label={loadingLabel} />;
  return <>{children(query.data)}</>;
}

type Loaded<T extends readonly unknown[]> = { [K in keyof T]: NonNullable<T[K]> };

/**
 * Figures drawn from several queries: the first failure with a retry, "loading" until all of `data`
 * has come (and nothing failed), then `children` with it.
 */
export function StatisticsState<T extends readonly unknown[]>({
  queries,
  data,
  fallback,
  loadingLabel,
  children,
}: {
  queries: readonly { isError: boolean; error: unknown; refetch: () => unknown }[];
  data: readonly [...T];
  fallback: string;
  loadingLabel: string;
  children: (data: Loaded<T>) => ReactNode;
}) {
  const failing = queries.find((q) => q.isError);
  const loaded = data.every((part) => part !== undefined && part !== null);
  return (
    <>
      {failing && (
        <ErrorState error={failing.error} fallback={fallback} onRetry={() => void failing.refetch()} />
      )}
      {loaded ? children(data as Loaded<T>) : !failing && <LoadingState label={loadingLabel} />}
    </>
  );
}
