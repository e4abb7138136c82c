import type { DetailError, ErrorCode } from '@aula/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseOutageReason, isBadInputError } from '../lib/db-errors';
import { errorFields, withoutQueryParameters } from '../lib/log-redaction';
import {
  ApiError,
  databaseUnavailable,
  UpstreamError,
  ValidationFailure,
  type ErrorReporter,
} from '../lib/errors';

/** `{detail}`, plus `code` when a client branches on it; only codes of the shared list. */
const detailBody = (detail: string, code?: ErrorCode): DetailError => (code ? { detail, code } : { detail });

function fieldErrors(validation: { instancePath: string; message?: string | undefined }[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const key = path === '' ? 'non_field_errors' : path;
    const messages = (fields[key] ??= []);
    // zod goes on checking a value of the wrong type (an array's length against a text's minimum),
    // and a field's own message then comes twice.
    const message = issue.message ?? 'Valor inválido.';
    if (!messages.includes(message)) messages.push(message);
  }
  return fields;
}

const frameworkErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'JSON inválido no corpo da requisição.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'O corpo da requisição JSON está vazio.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'O corpo da requisição excede o tamanho máximo permitido.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de conteúdo não suportado.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Content-Length inválido.'],
};

/** The one error handler: every failure leaves the API as a DRF-shaped body, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance, report: ErrorReporter) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // Error bodies are built here, so they skip the routes' response schemas (documentation only).
    reply.serializer((payload) => JSON.stringify(payload)).type('application/json; charset=utf-8');
    if (error instanceof ValidationFailure) return reply.status(400).send(error.fields);
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).headers(error.headers).send(detailBody(error.detail, error.code));
    }
    if (error instanceof UpstreamError) {
      // The service's own words stay in the log; the user gets the Portuguese message.
      request.log.warn(errorFields(error), error.logMessage);
      const { statusCode, detail, code, retryAfterSeconds } = error.answer;
      if (retryAfterSeconds) reply.header('retry-after', String(retryAfterSeconds));
      return reply.status(statusCode).send(detailBody(detail, code));
    }
    if (hasZodFastifySchemaValidationErrors(error))
      return reply.status(400).send(fieldErrors(error.validation));
    if (error.validation) return reply.status(400).send(fieldErrors(error.validation));
    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) return reply.status(known[0]).send(detailBody(known[1]));
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(detailBody('Muitas requisições. Tente novamente mais tarde.', 'throttled'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(detailBody(error.message));
    }
    const outage = databaseOutageReason(error);
    if (outage) {
      // Expected while PostgreSQL restarts: the pool reconnects by itself and the client retries.
      request.log.warn({ reason: outage }, 'database unavailable');
      const unavailable = databaseUnavailable();
      return reply
        .status(503)
        .headers(unavailable.headers)
        .send(detailBody(unavailable.detail, unavailable.code));
    }
    if (isBadInputError(error)) {
      // A contract let it through; log the code (never the parameters) so it gets fixed there.
      request.log.warn(
        { code: (error as { cause?: { code?: string } }).cause?.code },
        'bad input reached the database',
      );
      return reply.status(400).send(detailBody('Valor inválido na requisição.', 'invalid'));
    }
    const safe = withoutQueryParameters(error);
    request.log.error(errorFields(safe), 'unhandled error');
    report(safe, request);
    return reply.status(500).send(detailBody('Erro interno do servidor.', 'server_error'));
  });
}
