import type { FastifyInstance } from 'fastify';
import { ValidationFailure } from '../lib/errors';

const NUL_MESSAGE = 'O texto contém um caractere inválido (NUL).';

/** Dotted paths (as the validation errors name fields) of every string holding a NUL character. */
export function pathsWithNul(value: unknown, path = '', found: string[] = [], depth = 0): string[] {
  if (depth > 32) return found;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) =>
      pathsWithNul(item, path ? `${path}.${index}` : String(index), found, depth + 1),
    );
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      pathsWithNul(key, path, found, depth + 1);
      pathsWithNul(item, path ? `${path}.${key}` : key, found, depth + 1);
    }
  }
  return found;
}

/**
 * PostgreSQL text cannot hold NUL, so a NUL anywhere in a parsed body, query or path is a field
 * error here rather than a driver failure later. Raw string bodies (the signed webhook) are
 * left to their route, which must check the signature first.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const body = typeof request.body === 'string' ? undefined : request.body;
    const paths = [...pathsWithNul(request.params), ...pathsWithNul(request.query), ...pathsWithNul(body)];
    if (paths.length === 0) return;
    const fields: Record<string, string[]> = {};
    for (const path of paths) fields[path || 'non_field_errors'] = [NUL_MESSAGE];
    throw new ValidationFailure(fields);
  });
}
