/** Where the server's SENTRY_DSN sends the page's errors (publicConfig.errorReporting); null = off. */
export interface ErrorReportingConfig {
  dsn: string;
  environment: string;
}

/** Sample rates (requirements: error reporting traces 1, replay session 0.1, replay on error 1). */
export const SAMPLE_RATES = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;

/** What the SDK chunk (sentry.ts) offers once loaded. */
export interface ErrorReportingSdk {
  init(config: ErrorReportingConfig): void;
  captureException(error: unknown, componentStack?: string): void;
}

let sdk: Promise<ErrorReportingSdk | null> | null = null;

/**
 * Starts error reporting when the server names a DSN. Off by default: without one the SDK is
 * never downloaded (it is a chunk of its own, not part of the first page's scripts) and nothing
 * is sent. Resolves whether reporting runs.
 */
export function startErrorReporting(
  config: ErrorReportingConfig | null | undefined,
  loadSdk: () => Promise<ErrorReportingSdk> = () => import('./sentry'),
): Promise<boolean> {
  if (!config?.dsn) return Promise.resolve(false);
  sdk ??= loadSdk()
    .then((loaded) => {
      loaded.init(config);
      return loaded;
    })
    // reporting must never break the app it reports on
    .catch(() => null);
  return sdk.then((loaded) => loaded !== null);
}

/** Sends an error the app caught itself (the error page's boundary); nothing while reporting is off. */
export function reportError(error: unknown, componentStack?: string): void {
  if (!sdk) return;
  void sdk.then((loaded) => loaded?.captureException(error, componentStack));
}

/** Tests: forget a started SDK. */
export function resetErrorReportingForTests(): void {
  sdk = null;
}
