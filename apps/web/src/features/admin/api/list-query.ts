/**
 * A list screen's query string (its filters, order and page, kept in the screen's URL) as the
 * route's query; the API coerces and checks the values like any other client's.
 */
export const queryOf = (query: string) => Object.fromEntries(new URLSearchParams(query));
