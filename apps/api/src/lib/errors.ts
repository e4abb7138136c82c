import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '@aula/contracts';

/** Where unexpected errors are reported (Sentry in production); the error handler calls it. */
export type ErrorReporter = (error: unknown, request: FastifyRequest) => void;

/** An error the API answers with a DRF-shaped body: `{detail, code?}`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly code?: ErrorCode,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

/** Field errors, answered 400 as `{field: [messages]}` (object-level ones under non_field_errors). */
export class ValidationFailure extends Error {
  constructor(readonly fields: Record<string, string[]>) {
    super('Dados inválidos');
    this.name = 'ValidationFailure';
  }

  static field(name: string, message: string) {
    return new ValidationFailure({ [name]: [message] });
  }
}

/** How the API answers an outside service's failure: status, Portuguese message, code, Retry-After. */
export interface UpstreamAnswer {
  statusCode: number;
  detail: string;
  code: ErrorCode;
  retryAfterSeconds?: number | undefined;
}

/**
 * A failure of an outside service (the card provider) that knows its answer to the client. The
 * error handler logs it under `logMessage`, the service's own words included, and answers `answer`.
 * Both are getters, so they stay out of the logged error's fields.
 */
export abstract class UpstreamError extends Error {
  abstract get logMessage(): string;
  abstract get answer(): UpstreamAnswer;
}

export const notFound = (detail = 'Não encontrado.') => new ApiError(404, detail, 'not_found');
export const forbidden = (
  detail = 'Você não tem permissão para executar essa ação.',
  code: ErrorCode = 'permission_denied',
) => new ApiError(403, detail, code);

/** Seconds a client should wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

export const databaseUnavailable = (
  detail = 'Serviço temporariamente indisponível. Tente novamente em instantes.',
) =>
  new ApiError(503, detail, 'database_unavailable', {
    'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
  });
