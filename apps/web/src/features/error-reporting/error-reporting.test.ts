import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError, resetErrorReportingForTests, SAMPLE_RATES, startErrorReporting } from './error-reporting';

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  captureException: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: vi.fn(() => ({ name: 'Replay' })),
}));
vi.mock('@sentry/react', () => sentry);

const CONFIG = { dsn: 'https://public-key@errors.example/42', environment: 'production' };

afterEach(() => {
  resetErrorReportingForTests();
  vi.clearAllMocks();
});

describe('error reporting', () => {
  it('is off without a DSN: the SDK is not loaded and nothing is sent', async () => {
    const loadSdk = vi.fn();
    await expect(startErrorReporting(null, loadSdk)).resolves.toBe(false);
    await expect(startErrorReporting(undefined, loadSdk)).resolves.toBe(false);
    await expect(startErrorReporting({ dsn: '', environment: 'production' }, loadSdk)).resolves.toBe(false);
    reportError(new Error('boom'));
    await Promise.resolve();
    expect(loadSdk).not.toHaveBeenCalled();
    expect(sentry.init).not.toHaveBeenCalled();
    expect(sentry.captureException).not.toHaveBeenCalled();
  });

  it('with a DSN loads the Sentry SDK once and starts it with the sample rates (traces 1, replay 0.1, replay on error 1)', async () => {
    await expect(startErrorReporting(CONFIG)).resolves.toBe(true);
    await expect(startErrorReporting(CONFIG)).resolves.toBe(true);
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: CONFIG.dsn,
        environment: 'production',
        tracesSampleRate: 1,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
        integrations: [{ name: 'BrowserTracing' }, { name: 'Replay' }],
      }),
    );
    expect(SAMPLE_RATES).toEqual({ tracesSampleRate: 1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 });
  });

  it('sends the errors the error page catches, with the component stack', async () => {
    await startErrorReporting(CONFIG);
    const error = new Error('chunk missing');
    reportError(error, '\n    at OrdersRoute');
    await vi.waitFor(() =>
      expect(sentry.captureException).toHaveBeenCalledWith(error, {
        contexts: { react: { componentStack: '\n    at OrdersRoute' } },
      }),
    );
  });

  it('never breaks the app when the SDK cannot be loaded', async () => {
    await expect(startErrorReporting(CONFIG, () => Promise.reject(new Error('offline')))).resolves.toBe(false);
    expect(() => reportError(new Error('later'))).not.toThrow();
  });
});
