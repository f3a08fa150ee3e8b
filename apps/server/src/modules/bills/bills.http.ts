import type { FastifyInstance } from 'fastify';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/graphql/context';
import { restContext, sendCaught, sendError, sendFile } from '../../platform/http/rest';
import { billPdf } from './bill.pdf';
import { snapshotOf, visibleBill } from './bills.service';

/**
 * Bill documents (issue 7), POST with a JSON body and the bearer token like every document route:
 * `/api/bills/pdf` `{ billId }` — the bill as PDF in the client's language, for the bakery that
 * issued it and the client it is addressed to.
 */
export function registerBillRoutes(app: FastifyInstance, platform: Platform): void {
  app.post<{ Body: unknown }>('/api/bills/pdf', { bodyLimit: 4 * 1024 }, async (req, reply) => {
    const ctx = await restContext(platform, req);
    if (!ctx.viewer) return sendError(reply, 'UNAUTHENTICATED');
    try {
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { billId?: unknown };
      const id = Number(body.billId);
      if (!Number.isSafeInteger(id) || id <= 0) fail('BAD_INPUT', { fields: ['billId'] });
      const bill = await visibleBill(ctx, id);
      const { pdf, fileName } = await billPdf(ctx, bill, snapshotOf(bill));
      return sendFile(reply, pdf, 'application/pdf', fileName);
    } catch (error) {
      return sendCaught(reply, error);
    }
  });
}
