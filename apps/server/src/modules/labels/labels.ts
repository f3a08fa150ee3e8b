import { deliveredLineCents, formatCents, pricePerKgCents, type Language, type LabelSettings } from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { documentDate, documentWeight } from '../../platform/documents/format';
import { findCompileLines, labelSelection } from '../compile/compile.queries';
import { clientNameOf } from '../compile/compile.service';
import { getLabelSettings } from './label-settings.service';
import { LABEL_TEXTS } from './labels.texts';

/** Most labels one request prints (a busy zone's items). */
export const MAX_LABELS = 1000;

/** One label: a bold first line, further lines, and the order's public id for the QR code. */
export interface LabelContent {
  title: string;
  lines: string[];
  qr: string;
}

export interface LabelRequest {
  lineIds: number[];
  orderIds: number[];
  test: boolean;
  language: Language;
}

/** Bounds of a label without height (continuous roll): the content decides, between these. */
export function labelHeightMm(settings: LabelSettings): number {
  return settings.heightMm ?? Math.min(100, Math.max(30, Math.round(settings.widthMm * 0.62)));
}

/**
 * The labels a bakery asked for (requirements/production.md#labels): one per ordered product (`lineIds`:
 * client, product, weight, price per kg and price when the settings show prices, delivery date,
 * QR of the order's public id) or one per order as a bag label (`orderIds`), or a test label.
 * Only the bakery's own accepted orders; anything else makes the whole request NOT_FOUND.
 */
export async function labelContents(
  ctx: RequestContext,
  request: LabelRequest,
): Promise<{ settings: LabelSettings; labels: LabelContent[] }> {
  const bakeryId = requireBakery(ctx);
  const settings = await getLabelSettings(ctx);
  const t = LABEL_TEXTS[request.language];
  const lang = request.language;
  if (request.test) {
    return {
      settings,
      labels: [
        {
          title: t.test,
          lines: [t.testLine(settings.widthMm, settings.heightMm), 'ÄÖÜ àèéìòù ß € 1234,56'],
          qr: 'TEST-0000',
        },
      ],
    };
  }
  const lineIds = [...new Set(request.lineIds)];
  const orderIds = [...new Set(request.orderIds)];
  if (lineIds.length + orderIds.length === 0 || lineIds.length + orderIds.length > MAX_LABELS)
    fail('BAD_INPUT', { fields: ['lineIds', 'orderIds'], max: MAX_LABELS });
  const db = ctx.platform.db;
  const selection = labelSelection(db, bakeryId, lineIds, orderIds);
  const rows = await findCompileLines(db, selection, lang, { limit: 100_000, offset: 0 });
  const foundLines = new Set(rows.map((r) => r.id));
  const foundOrders = new Set(rows.map((r) => r.order.orderId));
  if (lineIds.some((id) => !foundLines.has(id)) || orderIds.some((id) => !foundOrders.has(id))) fail('NOT_FOUND');

  const labels: LabelContent[] = [];
  for (const r of rows.filter((row) => lineIds.includes(row.id))) {
    const state = {
      amount: r.amount,
      haveToWeight: r.haveToWeight,
      measuredWeight: r.measuredWeight,
      missing: r.missing,
      packed: r.packed,
      gramPrice: r.gramPrice,
      approxWeight: r.approxWeight,
      displayPrice: r.displayPrice,
    };
    const weight = r.haveToWeight
      ? r.measuredWeight >= 0
        ? documentWeight(r.measuredWeight, lang, true)
        : t.notWeighed
      : `${r.amount} × ${documentWeight(r.approxWeight, lang)}`;
    const lines = [r.product.name, `${weight}${r.missing > 0 ? ` · ${t.missing(r.missing)}` : ''}`];
    if (settings.priceOnLabel)
      lines.push(
        `${formatCents(pricePerKgCents(r.gramPrice), lang)}${t.perKg} · ${formatCents(deliveredLineCents(state), lang)}`,
      );
    lines.push(`${t.delivery(documentDate(r.order.deliveryDate, lang))} · #${r.order.orderNumber}`);
    labels.push({
      title: clientNameOf(r.order) + (r.order.hostName ? ` · ${r.order.hostName}` : ''),
      lines,
      qr: r.order.publicId,
    });
  }
  for (const orderId of orderIds) {
    const orderRows = rows.filter((r) => r.order.orderId === orderId);
    const [firstRow] = orderRows;
    if (!firstRow) continue; // every order asked for was found above
    const first = firstRow.order;
    const pieces = orderRows.reduce((s, r) => s + Math.max(0, r.amount - r.missing), 0);
    const lines = [
      first.hostName ?? '',
      first.zoneName ?? '',
      t.items(pieces),
      `${t.delivery(documentDate(first.deliveryDate, lang))} · #${first.orderNumber}`,
    ].filter(Boolean);
    labels.push({ title: clientNameOf(first), lines, qr: first.publicId });
  }
  return { settings, labels };
}
