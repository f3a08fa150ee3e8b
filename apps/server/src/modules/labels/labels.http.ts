import type { FastifyInstance } from 'fastify';
import type { Platform, RequestContext } from '../../platform/graphql/context';
import { sendFile } from '../../platform/http/rest';
import { idList, languageOf, productionRoute, type DocumentBody } from '../bakeList/production-routes';
import { labelContents, MAX_LABELS } from './labels';
import { labelsPdf, labelsZpl } from './labels.render';
import { LABEL_TEXTS } from './labels.texts';

/**
 * `POST /api/production/labels.pdf` and `labels.zpl` `{ lineIds?, orderIds?, test?, language? }`
 * (requirements/platform-and-contract.md#the-api): item labels, bag labels or a test label, sized
 * by the label settings.
 */
export function registerLabelRoutes(app: FastifyInstance, platform: Platform): void {
  const route = productionRoute(app, platform);
  const labels = async (ctx: RequestContext, body: DocumentBody) => {
    const language = languageOf(ctx, body);
    const request = {
      lineIds: idList(body.lineIds, 'lineIds', MAX_LABELS),
      orderIds: idList(body.orderIds, 'orderIds', MAX_LABELS),
      test: body.test === true,
      language,
    };
    return { ...(await labelContents(ctx, request)), language };
  };
  route('/api/production/labels.pdf', async (ctx, body, reply) => {
    const { settings, labels: content, language } = await labels(ctx, body);
    const name = LABEL_TEXTS[language].fileName;
    return sendFile(reply, await labelsPdf(settings, content, name, language), 'application/pdf', `${name}.pdf`);
  });
  route('/api/production/labels.zpl', async (ctx, body, reply) => {
    const { settings, labels: content, language } = await labels(ctx, body);
    return sendFile(
      reply,
      labelsZpl(settings, content),
      'application/zpl; charset=utf-8',
      `${LABEL_TEXTS[language].fileName}.zpl`,
    );
  });
}
