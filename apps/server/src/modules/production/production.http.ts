import { toRecordId } from '../../platform/ids';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isIsoDate, isLanguage, type Language } from '@bakery/core';
import { fail } from '../../platform/errors';
import type { Platform, RequestContext } from '../../platform/graphql/context';
import { sendCaught, sendError, sendFile } from '../../platform/http/rest';
import { restContext } from '../users/session';
import { requireBakery, requireViewer } from '../../platform/auth/require';
import { dayBakeListPdf } from './bake-list-day.pdf';
import { bakeListPdf } from './bake-list.pdf';
import { docketsPdf } from './dockets.pdf';
import { labelContents, MAX_LABELS } from './labels';
import { labelsPdf, labelsZpl } from './labels.render';
import { parseDeadline, parseZone } from './production.queries';
import { PRODUCTION_TEXTS } from './production-documents.texts';

type Body = Record<string, unknown>;

function languageOf(ctx: RequestContext, body: Body): Language {
  if (body.language === undefined || body.language === null) return requireViewer(ctx).language;
  return isLanguage(body.language) ? body.language : fail('BAD_INPUT', { fields: ['language'] });
}

/** A delivery day from a document request: a real YYYY-MM-DD day, else BAD_INPUT naming the field. */
function parseDeliveryDate(value: unknown): string {
  return isIsoDate(value) ? value : fail('BAD_INPUT', { fields: ['deliveryDate'] });
}

function idList(value: unknown, field: string): number[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_LABELS) fail('BAD_INPUT', { fields: [field], max: MAX_LABELS });
  return value.map((v) => toRecordId(v) ?? fail('BAD_INPUT', { fields: [field] }));
}

/**
 * Production documents of a bakery (requirements/platform-and-contract.md#the-api), POST with a JSON body and the bearer token, like
 * every document route (see platform/http/rest.ts):
 * - `/api/production/bake-list.pdf` `{ deadline?, language? }`: the bake list (default the next deadline);
 *   `{ deliveryDate, language? }`: the list of a whole delivery day, every deadline summed;
 * - `/api/production/labels.pdf` and `labels.zpl` `{ lineIds?, orderIds?, test?, language? }`:
 *   item labels, bag labels or a test label, sized by the label settings;
 * - `/api/production/dockets.pdf` `{ deadline, zoneId? } | { docketIds }`: delivery dockets in one PDF.
 */
export function registerProductionRoutes(app: FastifyInstance, platform: Platform): void {
  const route = (path: string, handle: (ctx: RequestContext, body: Body, reply: FastifyReply) => Promise<unknown>) =>
    app.post<{ Body: unknown }>(path, { bodyLimit: 64 * 1024 }, async (req, reply) => {
      const ctx = await restContext(platform, req);
      if (!ctx.viewer) return sendError(reply, 'UNAUTHENTICATED');
      const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Body) : {};
      try {
        requireBakery(ctx);
        return await handle(ctx, body, reply);
      } catch (error) {
        return sendCaught(reply, error);
      }
    });

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

  const labels = async (ctx: RequestContext, body: Body) => {
    const language = languageOf(ctx, body);
    const request = {
      lineIds: idList(body.lineIds, 'lineIds'),
      orderIds: idList(body.orderIds, 'orderIds'),
      test: body.test === true,
      language,
    };
    return { ...(await labelContents(ctx, request)), language };
  };
  route('/api/production/labels.pdf', async (ctx, body, reply) => {
    const { settings, labels: content, language } = await labels(ctx, body);
    const name = PRODUCTION_TEXTS[language].label.fileName;
    return sendFile(reply, await labelsPdf(settings, content, name, language), 'application/pdf', `${name}.pdf`);
  });
  route('/api/production/labels.zpl', async (ctx, body, reply) => {
    const { settings, labels: content, language } = await labels(ctx, body);
    return sendFile(
      reply,
      labelsZpl(settings, content),
      'application/zpl; charset=utf-8',
      `${PRODUCTION_TEXTS[language].label.fileName}.zpl`,
    );
  });

  route('/api/production/dockets.pdf', async (ctx, body, reply) => {
    const language = languageOf(ctx, body);
    const ids = idList(body.docketIds, 'docketIds');
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
