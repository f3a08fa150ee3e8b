import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isFileName, staticCacheHeaders } from './static-files';

/** Where the guest app's web export is mounted; QR links (`GUEST_APP_URL`, default `/guest`) point here. */
export const GUEST_APP_PREFIX = '/guest';

/**
 * Serves the web export of the guest app (`apps/mobile`, `expo export --platform web`) at /guest:
 * its files as they are, and index.html for every other path without a file extension, so the
 * app's own navigation and `/guest?token=…` sign-in links load the app. A missing file
 * (`/guest/_expo/…/old.js`) stays a 404 instead of turning into HTML.
 */
export async function registerGuestApp(app: FastifyInstance, dist: string): Promise<void> {
  const indexFile = path.join(dist, 'index.html');
  const serviceWorker = path.join(dist, 'sw.js');
  const cacheHeaders = staticCacheHeaders(dist, ['_expo/static', 'assets']);
  const built = existsSync(indexFile);

  async function sendIndex(reply: FastifyReply) {
    if (!built) return reply.type('text/plain').code(503).send('The guest app is not built yet: run `npm run build`.');
    // read per request: a rebuilt export is picked up without restarting the server
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await readFile(indexFile));
  }

  await app.register(
    async (guest) => {
      if (built)
        await guest.register(fastifyStatic, {
          root: dist,
          wildcard: true,
          index: false,
          decorateReply: false,
          cacheControl: false,
          // expo export names its bundles and assets by content hash
          setHeaders: (res, filePath) => {
            cacheHeaders(res, filePath);
            // the worker (scripts/pwa.mjs) serves /guest itself too, the sign-in links' /guest?token=…
            if (filePath === serviceWorker) res.setHeader('service-worker-allowed', GUEST_APP_PREFIX);
          },
        });
      guest.get('/', (_req, reply) => sendIndex(reply));
      guest.setNotFoundHandler((req, reply) => {
        const pathname = req.url.split('?')[0] ?? '';
        if (req.method !== 'GET' || isFileName(pathname)) return reply.code(404).send({ error: 'not found' });
        return sendIndex(reply);
      });
    },
    { prefix: GUEST_APP_PREFIX },
  );
}
