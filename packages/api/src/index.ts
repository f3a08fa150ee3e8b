// Public API of @bakery/api: typed GraphQL operations shared by the web and the guest app, and a small client.
export * from './operation';
export * from './client';
export * from './types';
export * from './guest-operations';
