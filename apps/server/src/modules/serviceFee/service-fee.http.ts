import type { FastifyInstance } from 'fastify';
import { isLanguage } from '@bakery/core';
import type { Platform } from '../../platform/graphql/context';
import { sendCaught, sendError, sendFile } from '../../platform/http/rest';
import { restContext } from '../users/session';
import { serviceFeeStatement } from './service-fee.service';
import { serviceFeePdf } from './service-fee.pdf';

/** `POST /api/service-fee/statement.pdf` `{ month, language? }`: the platform's invoice of a month to the signed-in bakery. */
export function registerServiceFeeRoutes(app: FastifyInstance, platform: Platform): void {
  app.post<{ Body: unknown }>('/api/service-fee/statement.pdf', { bodyLimit: 4 * 1024 }, async (req, reply) => {
    const ctx = await restContext(platform, req);
    if (!ctx.viewer) return sendError(reply, 'UNAUTHENTICATED');
    try {
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as {
        month?: unknown;
        language?: unknown;
      };
      const statement = await serviceFeeStatement(ctx, String(body.month ?? ''));
      const { pdf, fileName } = await serviceFeePdf(
        ctx,
        statement,
        isLanguage(body.language) ? body.language : ctx.viewer.language,
      );
      return sendFile(reply, pdf, 'application/pdf', fileName);
    } catch (error) {
      return sendCaught(reply, error);
    }
  });
}
