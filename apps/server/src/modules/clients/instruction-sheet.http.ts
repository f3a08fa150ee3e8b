import { toRecordId } from '../../platform/ids';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/graphql/context';
import { sendCaught, sendError } from '../../platform/http/rest';
import { restContext } from '../users/session';
import { instructionSheet, instructionSheetFileName, instructionSheetPdf } from './instruction-sheet';

/**
 * `POST /api/guests/:id/instruction-sheet.pdf` with JSON `{ "password"?: string }` (bearer token
 * of the guest's host): the guest's instruction sheet as an A4 PDF. POST, because the body may
 * carry the just-generated password, which must not travel in an address.
 */
export function registerInstructionSheetRoute(app: FastifyInstance, platform: Platform): void {
  app.post<{ Params: { id: string }; Body: unknown }>(
    '/api/guests/:id/instruction-sheet.pdf',
    { bodyLimit: 4096 },
    async (req, reply) => {
      const ctx = await restContext(platform, req);
      if (!ctx.viewer) return sendError(reply, 'UNAUTHENTICATED');
      const id = toRecordId(req.params.id);
      const body = (req.body ?? {}) as { password?: unknown };
      if (id === null || (body.password !== undefined && body.password !== null && typeof body.password !== 'string'))
        return sendError(reply, 'BAD_INPUT', { fields: ['password'] });
      try {
        const sheet = await instructionSheet(ctx, id, typeof body.password === 'string' ? body.password : null);
        const pdf = await instructionSheetPdf(sheet);
        return reply
          .header('content-type', 'application/pdf')
          .header(
            'content-disposition',
            `attachment; filename*=UTF-8''${encodeURIComponent(instructionSheetFileName(sheet))}`,
          )
          .header('cache-control', 'no-store')
          .send(pdf);
      } catch (error) {
        return sendCaught(reply, error);
      }
    },
  );
}
