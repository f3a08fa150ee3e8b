import type { FastifyInstance, FastifyReply } from 'fastify';
import { isLanguage, type Language } from '@bakery/core';
import { toRecordId } from '../../platform/ids';
import { fail } from '../../platform/errors';
import type { Platform, RequestContext } from '../../platform/graphql/context';
import { sendCaught, sendError } from '../../platform/http/rest';
import { requireBakery, requireViewer } from '../../platform/auth/require';
import { restContext } from '../users/session';

/** A production document request's JSON body; anything but an object reads as `{}`. */
export type DocumentBody = Record<string, unknown>;

/**
 * The routes of the production documents — the bake list's, the labels' and the dockets' (each
 * feature registers its own, so they are answered alike here): POST with a JSON body and the
 * bearer token, like every document route (see platform/http/rest.ts), for the bakery only.
 */
export function productionRoute(app: FastifyInstance, platform: Platform) {
  return (path: string, handle: (ctx: RequestContext, body: DocumentBody, reply: FastifyReply) => Promise<unknown>) =>
    app.post<{ Body: unknown }>(path, { bodyLimit: 64 * 1024 }, async (req, reply) => {
      const ctx = await restContext(platform, req);
      if (!ctx.viewer) return sendError(reply, 'UNAUTHENTICATED');
      const body =
        req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as DocumentBody) : {};
      try {
        requireBakery(ctx);
        return await handle(ctx, body, reply);
      } catch (error) {
        return sendCaught(reply, error);
      }
    });
}

/** The document's language: the body's `language`, else the viewer's; anything else is BAD_INPUT. */
export function languageOf(ctx: RequestContext, body: DocumentBody): Language {
  if (body.language === undefined || body.language === null) return requireViewer(ctx).language;
  return isLanguage(body.language) ? body.language : fail('BAD_INPUT', { fields: ['language'] });
}

/** A list of record ids from the body (absent = none), at most `max`, else BAD_INPUT naming the field. */
export function idList(value: unknown, field: string, max: number): number[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > max) fail('BAD_INPUT', { fields: [field], max });
  return value.map((v) => toRecordId(v) ?? fail('BAD_INPUT', { fields: [field] }));
}
