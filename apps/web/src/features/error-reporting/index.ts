// Error reporting (Sentry), started only when the public config names a DSN.
export { reportError, startErrorReporting } from './error-reporting';
