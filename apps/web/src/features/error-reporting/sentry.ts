import * as Sentry from '@sentry/react';
import { SAMPLE_RATES, type ErrorReportingConfig } from './error-reporting';

/** The Sentry SDK, loaded by error-reporting.ts only when the server names a DSN. */
export function init({ dsn, environment }: ErrorReportingConfig): void {
  Sentry.init({
    dsn,
    environment,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    ...SAMPLE_RATES,
    // traces follow the app's own requests (/graphql, /api) only
    tracePropagationTargets: [/^\//, window.location.origin],
  });
}

export function captureException(error: unknown, componentStack?: string): void {
  Sentry.captureException(error, componentStack ? { contexts: { react: { componentStack } } } : undefined);
}
