import type { FastifyRequest } from 'fastify';

/** DRF's page envelope: absolute next/previous links that keep every other query parameter. */
export function pageOf<T>(
  request: FastifyRequest,
  publicUrl: string,
  page: { count: number; results: T[] },
  query: { page: number; page_size: number },
) {
  const link = (target: number) => {
    const url = new URL(request.url, publicUrl);
    url.searchParams.set('page', String(target));
    return url.toString();
  };
  const lastPage = Math.max(1, Math.ceil(page.count / query.page_size));
  return {
    count: page.count,
    next: query.page < lastPage ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(Math.min(query.page - 1, lastPage)) : null,
    results: page.results,
  };
}

export type Page<T> = ReturnType<typeof pageOf<T>>;
