import { toRecordId } from '../../platform/ids';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GuestBillingPeriod } from '@bakery/core/guest-billing';
import { fail } from '../../platform/errors';
import type { Platform, RequestContext } from '../../platform/graphql/context';
import { requireHost } from '../../platform/auth/require';
import { sendCaught, sendError, sendFile } from '../../platform/http/rest';
import { restContext } from '../users/session';
import { receiptPdf, summaryPdf } from './guest-billing.pdf';
import { guestBillingSummary, guestReceipt } from './guest-billing.service';

type Body = Record<string, unknown>;

/** The period of a body as strings (the service checks them and names the bad fields). */
function periodOf(body: Body): GuestBillingPeriod {
  return { from: typeof body.from === 'string' ? body.from : '', to: typeof body.to === 'string' ? body.to : '' };
}

/**
 * Guest billing documents of a host (requirements/guest-billing.md#paid-and-documents), POST with a JSON body and the bearer token like
 * every document route (see platform/http/rest.ts):
 * - `/api/guest-billing/receipt.pdf` `{ guestId, from, to }`: one guest's receipt in the guest's language;
 * - `/api/guest-billing/summary.pdf` `{ from, to }`: the host's summary in the host's language.
 */
export function registerGuestBillingRoutes(app: FastifyInstance, platform: Platform): void {
  const route = (path: string, handle: (ctx: RequestContext, body: Body, reply: FastifyReply) => Promise<unknown>) =>
    app.post<{ Body: unknown }>(path, { bodyLimit: 4 * 1024 }, async (req, reply) => {
      const ctx = await restContext(platform, req);
      if (!ctx.viewer) return sendError(reply, 'UNAUTHENTICATED');
      const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Body) : {};
      try {
        requireHost(ctx);
        return await handle(ctx, body, reply);
      } catch (error) {
        return sendCaught(reply, error);
      }
    });

  route('/api/guest-billing/receipt.pdf', async (ctx, body, reply) => {
    const guestId = toRecordId(body.guestId) ?? fail('BAD_INPUT', { fields: ['guestId'] });
    const { pdf, fileName } = await receiptPdf(ctx, await guestReceipt(ctx, guestId, periodOf(body)));
    return sendFile(reply, pdf, 'application/pdf', fileName);
  });

  route('/api/guest-billing/summary.pdf', async (ctx, body, reply) => {
    const { pdf, fileName } = await summaryPdf(ctx, await guestBillingSummary(ctx, periodOf(body)));
    return sendFile(reply, pdf, 'application/pdf', fileName);
  });
}
