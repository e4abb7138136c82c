/** The API address of a path under /api/admin (the path carries its own query string). */
export const adminUrl = (path: string) => `/api/admin${path}`;

/** `?a=1&b=x` from the defined, non-empty values. */
export function queryString(params: Record<string, string | number | undefined | null>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
