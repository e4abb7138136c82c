import type { AppConfig } from '../config';
import type { ErrorReporter } from '../plugins/errors';

/** Loads Sentry only when a DSN is configured; otherwise reporting is a no-op. */
export async function startErrorReporting(config: AppConfig): Promise<ErrorReporter> {
  if (!config.sentry.apiDsn) return () => {};
  const Sentry = await import('@sentry/node');
  Sentry.init({ dsn: config.sentry.apiDsn, environment: config.env, tracesSampleRate: 0.1 });
  return (error, request) => {
    Sentry.withScope((scope) => {
      scope.setTag('request_id', request.id);
      scope.setContext('request', { method: request.method, url: request.url });
      Sentry.captureException(error);
    });
  };
}
