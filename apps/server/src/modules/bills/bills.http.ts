import { toRecordId } from '../../platform/ids';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fail } from '../../platform/errors';
import type { Platform, RequestContext } from '../../platform/graphql/context';
import { sendCaught, sendError, sendFile } from '../../platform/http/rest';
import { restContext } from '../users/session';
import { billPdf } from './bill.pdf';
import { snapshotOf, visibleBill, type BillRow } from './bills.service';

/**
 * Bill documents (requirements/platform-and-contract.md#the-api), POST with a JSON body and the bearer token like every document route:
 * `/api/bills/pdf` and `/api/bills/xml` `{ billId }` — the bill as PDF in the client's language
 * and its FatturaPA file, for the bakery that issued it and the client it is addressed to.
 */
export function registerBillRoutes(app: FastifyInstance, platform: Platform): void {
  const route = (path: string, handle: (ctx: RequestContext, bill: BillRow, reply: FastifyReply) => Promise<unknown>) =>
    app.post<{ Body: unknown }>(path, { bodyLimit: 4 * 1024 }, async (req, reply) => {
      const ctx = await restContext(platform, req);
      if (!ctx.viewer) return sendError(reply, 'UNAUTHENTICATED');
      try {
        const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { billId?: unknown };
        const id = toRecordId(body.billId) ?? fail('BAD_INPUT', { fields: ['billId'] });
        return await handle(ctx, await visibleBill(ctx, id), reply);
      } catch (error) {
        return sendCaught(reply, error);
      }
    });
  route('/api/bills/pdf', async (ctx, bill, reply) => {
    const { pdf, fileName } = await billPdf(ctx, bill, snapshotOf(bill));
    return sendFile(reply, pdf, 'application/pdf', fileName);
  });
  route('/api/bills/xml', async (_ctx, bill, reply) => {
    if (!bill.xml || !bill.eInvoiceFile) fail('NOT_FOUND');
    return sendFile(reply, bill.xml, 'application/xml; charset=utf-8', bill.eInvoiceFile);
  });
}
