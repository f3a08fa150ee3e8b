import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/graphql/context';
import { sendCaught, sendError } from '../../platform/http/rest';
import { recordSdiNotification } from './send-bill.service';

/**
 * `POST /api/sdi/notifications` (requirements/platform-and-contract.md#the-api): SdI's
 * notifications, posted by an intermediary as raw XML with its key in `x-sdi-key`; off without
 * SDI_NOTIFY_KEY.
 */
export function registerSdiRoutes(app: FastifyInstance, platform: Platform): void {
  app.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_req, body, done) => done(null, body),
  );
  app.post('/api/sdi/notifications', { bodyLimit: 1024 * 1024 }, async (req, reply) => {
    const key = platform.config.sdi.notifyKey;
    const given = req.headers['x-sdi-key'];
    if (!key || typeof given !== 'string' || !sameSecret(given, key)) return sendError(reply, 'UNAUTHENTICATED');
    if (typeof req.body !== 'string') return sendError(reply, 'SDI_NOTIFICATION_UNREADABLE');
    try {
      const bill = await recordSdiNotification(platform, req.body, null);
      return reply.send({ billId: bill.id, sdiState: bill.sdiState });
    } catch (error) {
      if ((error as { code?: unknown }).code === 'SDI_NOTIFICATION_PUBLIC_BODIES_ONLY')
        req.log.warn({ err: error }, 'SdI notification refused: an outcome notice (NE) about a B2B bill');
      return sendCaught(reply, error);
    }
  });
}

function sameSecret(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}
