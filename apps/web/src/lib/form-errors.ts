import type { ReactNode } from 'react';
import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
  type UseFormSetError,
} from 'react-hook-form';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';

/**
 * Puts a server's field errors (`{field: [messages]}`) under the matching inputs and returns what is
 * left for a message above the form (detail, non_field_errors, fields the form does not show).
 * `fallback` is used when the server gave nothing readable.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  const general: string[] = [];
  let placed = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const known = fields.find((name) => name === field);
    if (known) {
      setError(known, { type: 'server', message: messages.join(' ') }, { shouldFocus: !placed });
      placed = true;
    } else {
      general.push(...messages);
    }
  }
  // A 401 here means the session ended (the client already sent the user to /login); its English
  // detail is not for people.
  if (error.detail && error.status !== 401) general.unshift(error.detail);
  if (general.length > 0) return general.join(' ');
  return placed ? null : fallback;
}

/**
 * A form field's registration with its error, as a text field's props: red while it has an error,
 * and the error's message under it, or `hint` until there is one. Spread it where the field used to
 * spread `register(name)`: react-hook-form focuses the first invalid field in registration order.
 */
export function fieldWithError<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  name: Path<T>,
  hint?: ReactNode,
  options?: RegisterOptions<T, Path<T>>,
) {
  const error = get(errors, name) as FieldError | undefined;
  return { ...register(name, options), error: Boolean(error), helperText: error?.message ?? hint };
}
