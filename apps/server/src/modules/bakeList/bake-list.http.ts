import type { FastifyInstance } from 'fastify';
import { isIsoDate } from '@bakery/core';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/graphql/context';
import { sendFile } from '../../platform/http/rest';
import { dayBakeListPdf } from './bake-list-day.pdf';
import { bakeListPdf } from './bake-list.pdf';
import { parseDeadline } from './production.args';
import { languageOf, productionRoute } from './production-routes';

/** A delivery day from a document request: a real YYYY-MM-DD day, else BAD_INPUT naming the field. */
function parseDeliveryDate(value: unknown): string {
  return isIsoDate(value) ? value : fail('BAD_INPUT', { fields: ['deliveryDate'] });
}

/**
 * `POST /api/production/bake-list.pdf` (requirements/platform-and-contract.md#the-api):
 * `{ deadline?, language? }` the bake list (default the next deadline); `{ deliveryDate, language? }`
 * the list of a whole delivery day, every deadline summed.
 */
export function registerBakeListRoutes(app: FastifyInstance, platform: Platform): void {
  const route = productionRoute(app, platform);
  route('/api/production/bake-list.pdf', async (ctx, body, reply) => {
    if (body.deliveryDate !== undefined && body.deliveryDate !== null) {
      const day = await dayBakeListPdf(ctx, parseDeliveryDate(body.deliveryDate), languageOf(ctx, body));
      return sendFile(reply, day.pdf, 'application/pdf', day.fileName);
    }
    const deadline =
      body.deadline === undefined || body.deadline === null ? null : parseDeadline(String(body.deadline));
    const { pdf, fileName } = await bakeListPdf(ctx, deadline, languageOf(ctx, body));
    return sendFile(reply, pdf, 'application/pdf', fileName);
  });
}
