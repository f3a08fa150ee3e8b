// Public API of @bakery/api (ADR 017): graphql() typed from apps/server/schema.graphql, the one client of
// the web and the guest app, and the guest app's operations. The web's operations are @bakery/api/web
// (the guest app's bundle does not carry them).
export * from './graphql';
export * from './client';
export * from './types';
export * from './guest-operations';
