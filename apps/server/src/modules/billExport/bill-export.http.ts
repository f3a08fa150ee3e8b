import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Platform } from '../../platform/graphql/context';
import { sendCaught, sendError, sendFile } from '../../platform/http/rest';
import { restContext } from '../users/session';
import { exportBills } from './bill-export.service';

/**
 * The accountant's export (requirements/bills-and-e-invoices.md#export-for-the-accountant), with the bearer token like every document route:
 * `GET /api/bills/export?from=YYYY-MM-DD&to=YYYY-MM-DD`, and the same as `POST` with a JSON body
 * `{ from, to }` so the web app saves it through its one document download helper.
 */
export function registerBillExportRoutes(app: FastifyInstance, platform: Platform): void {
  const handle = async (req: FastifyRequest, reply: FastifyReply, period: { from?: unknown; to?: unknown }) => {
    const ctx = await restContext(platform, req);
    if (!ctx.viewer) return sendError(reply, 'UNAUTHENTICATED');
    try {
      const { zip, fileName } = await exportBills(ctx, { from: period.from, to: period.to });
      return sendFile(reply, zip, 'application/zip', fileName);
    } catch (error) {
      return sendCaught(reply, error);
    }
  };
  app.get<{ Querystring: Record<string, unknown> }>('/api/bills/export', (req, reply) =>
    handle(req, reply, req.query ?? {}),
  );
  app.post<{ Body: unknown }>('/api/bills/export', { bodyLimit: 4 * 1024 }, (req, reply) =>
    handle(req, reply, req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {}),
  );
}
