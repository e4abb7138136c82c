import type { ComponentProps, ReactNode } from 'react';
import { useParams } from 'react-router';
import { QueryState } from '@/components/admin-kit/query-state';

type QueryOf<T> = ComponentProps<typeof QueryState<T>>['query'];

/**
 * A `/new` and `/:id/edit` screen: without the id in the URL the empty form at once, with it the form
 * of the object once `useItem` has loaded it (a failure keeps `errorTitle` and the way `back`).
 */
export function NewOrEditPage<T>({
  param,
  useItem,
  fallback,
  back,
  errorTitle,
  children,
}: {
  /** The route parameter holding the id. */
  param: string;
  useItem: (id: number | null) => QueryOf<T>;
  fallback: string;
  back: { to: string; label: string };
  errorTitle: string;
  children: (item?: T) => ReactNode;
}) {
  const id = useParams()[param];
  const query = useItem(id ? Number(id) : null);
  if (!id) return <>{children()}</>;
  return (
    <QueryState query={query} fallback={fallback} back={back} errorTitle={errorTitle}>
      {(item) => children(item)}
    </QueryState>
  );
}
