import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/graphql/context';
import { sendFile } from '../../platform/http/rest';
import { parseDeadline, parseZone } from '../bakeList/production.args';
import { idList, languageOf, productionRoute } from '../bakeList/production-routes';
import { docketsPdf } from './dockets.pdf';

/** Most dockets one request names (the labels' limit when both were one route file: a busy zone's). */
const MAX_DOCKETS = 1000;

/**
 * `POST /api/production/dockets.pdf` `{ deadline, zoneId? } | { docketIds }`
 * (requirements/platform-and-contract.md#the-api): delivery dockets in one PDF.
 */
export function registerDocketRoutes(app: FastifyInstance, platform: Platform): void {
  const route = productionRoute(app, platform);
  route('/api/production/dockets.pdf', async (ctx, body, reply) => {
    const language = languageOf(ctx, body);
    const ids = idList(body.docketIds, 'docketIds', MAX_DOCKETS);
    const selection =
      ids.length > 0
        ? { ids }
        : {
            deadline: parseDeadline(String(body.deadline ?? '')),
            zone: parseZone(body.zoneId as string | number | null | undefined),
          };
    const { pdf, fileName } = await docketsPdf(ctx, selection, language);
    return sendFile(reply, pdf, 'application/pdf', fileName);
  });
}
