import { describe, expect, it } from 'vitest';
import { errorReportingOf, loadConfig } from './config';

describe('SENTRY_DSN (error reporting of the web app)', () => {
  it('is off by default', () => {
    expect(loadConfig({}).errorReporting).toBeUndefined();
    expect(loadConfig({ SENTRY_DSN: '  ' }).errorReporting).toBeUndefined();
  });

  it('passes a DSN with its environment, production or development after NODE_ENV unless SENTRY_ENVIRONMENT says', () => {
    const dsn = 'https://public-key@errors.example/42';
    expect(loadConfig({ SENTRY_DSN: dsn, NODE_ENV: 'production' }).errorReporting).toEqual({
      dsn,
      environment: 'production',
    });
    expect(loadConfig({ SENTRY_DSN: dsn }).errorReporting).toEqual({ dsn, environment: 'development' });
    expect(loadConfig({ SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'staging' }).errorReporting?.environment).toBe('staging');
  });

  it.each(['not a url', 'ftp://key@errors.example/1', 'https://errors.example/1', 'https://key@errors.example/'])(
    'refuses %s at start instead of reporting nowhere',
    (dsn) => {
      expect(() => errorReportingOf(dsn, 'production')).toThrow(/SENTRY_DSN/);
    },
  );
});
