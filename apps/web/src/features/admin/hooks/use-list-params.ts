import { useSearchParams } from 'react-router';

/** `?a=1&b=x` from the defined, non-empty values. */
function queryString(params: Record<string, string | number | undefined | null>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A list's page, size, ordering and filters, kept in the URL (so a link or reload shows the same list). */
export function useListParams<F extends string>(
  filters: readonly F[],
  defaults: { ordering?: string; pageSize?: number } = {},
) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const pageSize = Math.min(
    100,
    Math.max(1, Math.floor(Number(params.get('page_size'))) || (defaults.pageSize ?? 20)),
  );
  const ordering = params.get('ordering') ?? defaults.ordering ?? '';
  const values = Object.fromEntries(filters.map((f) => [f, params.get(f) ?? ''])) as Record<F, string>;

  /** Applies changes; any change but the page itself goes back to page 1. */
  type Changes = Partial<Record<F | 'page' | 'page_size' | 'ordering', string | number | null>>;
  const update = (changes: Changes) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  /** A filter control's value and change handler: `<SelectFilter {...list.filter('status')} />`. */
  const filter = (key: F) => ({
    value: values[key],
    onChange: (value: string) => update({ [key]: value } as Changes),
  });

  const apiQuery = queryString({ page, page_size: pageSize, ordering: ordering || undefined, ...values });
  return { page, pageSize, ordering, values, update, filter, apiQuery };
}
