import { beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  init: vi.fn(),
  captureException: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: vi.fn(() => ({ name: 'Replay' })),
  loaded: false,
}));

vi.mock('@sentry/react', () => {
  sdk.loaded = true;
  return sdk;
});

async function freshSentry() {
  vi.resetModules();
  return import('./sentry');
}

beforeEach(() => {
  sdk.loaded = false;
  sdk.init.mockClear();
  sdk.captureException.mockClear();
});

describe('Sentry', () => {
  it('loads nothing without a DSN', async () => {
    const { initSentry, reportError } = await freshSentry();
    await expect(initSentry({ sentryDsn: null, environment: 'production' })).resolves.toBe(false);
    reportError(new Error('x'));
    expect(sdk.loaded).toBe(false);
    expect(sdk.captureException).not.toHaveBeenCalled();
  });

  it('starts with the product sampling rates and sends errors raised while it loaded', async () => {
    const { initSentry, reportError } = await freshSentry();
    const early = new Error('antes');
    const starting = initSentry({ sentryDsn: 'https://chave@o1.ingest.sentry.io/1', environment: 'staging' });
    reportError(early);
    await expect(starting).resolves.toBe(true);
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://chave@o1.ingest.sentry.io/1',
        environment: 'staging',
        tracesSampleRate: 0.1,
        replaysSessionSampleRate: 0,
        replaysOnErrorSampleRate: 1.0,
      }),
    );
    expect(sdk.captureException).toHaveBeenCalledWith(early);
    const later = new Error('depois');
    reportError(later);
    expect(sdk.captureException).toHaveBeenLastCalledWith(later);
  });
});
