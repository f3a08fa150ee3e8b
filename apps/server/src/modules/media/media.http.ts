import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { Platform } from '../../platform/graphql/context';
import { sendCaught, sendError } from '../../platform/http/rest';
import { restContext } from '../users/session';
import { MAX_UPLOAD_BYTES } from './media-images';
import { uploadMedia } from './media.service';

/**
 * `POST /api/media` (multipart, one `file` field, optional `alternativeText`): bearer token as for
 * /graphql; answers the stored Media as JSON. `GET /media/<key>`: the stored files (local storage).
 */
export async function registerMediaRoutes(app: FastifyInstance, platform: Platform): Promise<void> {
  await app.register(async (scope) => {
    // The parser lives in this scope only: /graphql keeps refusing multipart bodies.
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, fieldSize: 1000, parts: 3 },
    });
    scope.post('/api/media', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (req, reply) => {
      // Who asks is decided before a byte of the upload is read.
      const ctx = await restContext(platform, req);
      if (!ctx.viewer) return sendError(reply, 'UNAUTHENTICATED');
      if (ctx.viewer.kind !== 'BAKERY' && ctx.viewer.kind !== 'HOST') return sendError(reply, 'FORBIDDEN');
      if (!req.isMultipart()) return sendError(reply, 'BAD_INPUT', { fields: ['file'] });
      let bytes: Buffer | undefined;
      let alternativeText: string | undefined;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file' && part.fieldname === 'file' && !bytes) bytes = await part.toBuffer();
          else if (part.type === 'file')
            await part.toBuffer(); // drain anything else
          else if (part.fieldname === 'alternativeText' && typeof part.value === 'string') alternativeText = part.value;
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          return sendError(reply, 'MEDIA_TOO_LARGE', { maxBytes: MAX_UPLOAD_BYTES });
        if (typeof code === 'string' && code.startsWith('FST_'))
          return sendError(reply, 'BAD_INPUT', { fields: ['file'] });
        throw error;
      }
      if (!bytes || bytes.byteLength === 0) return sendError(reply, 'BAD_INPUT', { fields: ['file'] });
      try {
        const row = await uploadMedia(ctx, bytes, alternativeText);
        const formats = row.formats as Record<string, { url: string }>;
        return reply.code(201).send({
          id: String(row.id),
          url: row.url,
          alternativeText: row.alternativeText,
          formats: {
            thumbnail: formats.thumbnail?.url ?? null,
            small: formats.small?.url ?? null,
            medium: formats.medium?.url ?? null,
          },
        });
      } catch (error) {
        return sendCaught(reply, error);
      }
    });
  });

  // Files are public by their unguessable key (guests see product thumbs); content never changes under a key.
  app.get<{ Params: { key: string } }>('/media/:key', async (req, reply) => {
    const file = await platform.storage.stream(req.params.key);
    if (!file) return reply.code(404).type('text/plain').send('not found');
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
      .send(file.body);
  });
}
