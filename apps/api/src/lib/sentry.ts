import type { NodeOptions } from '@sentry/node';
import type { AppConfig } from '../config';
import type { ErrorReporter } from './errors';
import { redactUrl, redactUrlsDeep } from './log-redaction';

/**
 * What Sentry is started with. Everything it sends goes through the log redaction first: the
 * request it records on its own (URL, query string), breadcrumbs and spans carry URLs too.
 */
function sentryOptions(config: AppConfig, overrides: Partial<NodeOptions> = {}): NodeOptions {
  return {
    dsn: config.sentry.apiDsn ?? undefined,
    environment: config.env,
    tracesSampleRate: 0.1,
    sendDefaultPii: false,
    beforeSend: (event) => redactUrlsDeep(event),
    beforeSendTransaction: (event) => redactUrlsDeep(event),
    beforeBreadcrumb: (breadcrumb) => redactUrlsDeep(breadcrumb),
    ...overrides,
  };
}

/** Loads Sentry only when a DSN is configured; otherwise reporting is a no-op. */
export async function startErrorReporting(
  config: AppConfig,
  overrides: Partial<NodeOptions> = {},
): Promise<ErrorReporter> {
  if (!config.sentry.apiDsn) return () => {};
  const Sentry = await import('@sentry/node');
  Sentry.init(sentryOptions(config, overrides));
  return (error, request) => {
    Sentry.withScope((scope) => {
      scope.setTag('request_id', request.id);
      scope.setContext('request', { method: request.method, url: redactUrl(request.url) });
      Sentry.captureException(error);
    });
  };
}
