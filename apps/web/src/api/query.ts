// The web's query-cache hooks: @bakery/api/query's, sending through the web's one client.
import { createApiHooks, type Send } from '@bakery/api/query';
import { request } from './client';

export { apiQueryKey, loadStateOf, operationKey, type LoadState } from '@bakery/api/query';

/** `request` without its per-operation overloads, for the generic hooks. */
const send = request as Send;

export const { useApiQuery, useApiMutation } = createApiHooks(() => send);
