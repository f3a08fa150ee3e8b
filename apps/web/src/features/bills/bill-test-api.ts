import { vi } from 'vitest';
import type { BillDetail } from '../../api/operations';
import { data, installFakeApi } from '../../test/fake-api';

/**
 * The fake GraphQL API of /bill/:id answering Bill with `bill` (and `handlers`), the PDF route the
 * preview reads, object URLs for downloads, and the bakery's token — for the bill screen's tests.
 */
export function billScreenApi(bill: BillDetail, handlers: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({ Bill: () => data({ bill }), ...handlers });
  const graphql = globalThis.fetch;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) =>
    url.startsWith('/api/bills/')
      ? new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } })
      : graphql(url, init),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:bill', revokeObjectURL: () => undefined }));
  localStorage.setItem('token', 'jwt-bakery');
  return api;
}
