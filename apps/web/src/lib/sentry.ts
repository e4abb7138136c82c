import type { RuntimeConfig } from '@aula/contracts';
import { BUILD_ID } from './build-id';

let capture: ((error: unknown) => void) | null = null;
let enabled = false;
const pending: unknown[] = [];

/** Loads the Sentry SDK only when a DSN is configured, so it never weighs on the main bundle. */
export async function initSentry(config: Pick<RuntimeConfig, 'sentryDsn' | 'environment'>): Promise<boolean> {
  if (!config.sentryDsn) return false;
  enabled = true;
  // Destructured so the bundler drops the SDK parts this app does not use (feedback widget, etc.).
  const { init, browserTracingIntegration, replayIntegration, captureException } =
    await import('@sentry/react');
  init({
    dsn: config.sentryDsn,
    environment: config.environment,
    release: BUILD_ID,
    integrations: [browserTracingIntegration(), replayIntegration()],
    tracesSampleRate: 0.1,
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: 1.0,
  });
  capture = (error) => captureException(error);
  for (const error of pending.splice(0)) captureException(error);
  return true;
}

/** Reports a fatal error; errors raised while the SDK is still loading are sent once it is ready. */
export function reportError(error: unknown): void {
  if (capture) capture(error);
  else if (enabled && pending.length < 20) pending.push(error);
}
