import type { Language } from '@bakery/core';
import type { RequestContext } from '../../platform/graphql/context';
import { documentDate, documentDateTime, documentWeight } from '../../platform/documents/format';
import { PDF_COLORS, PDF_FONT, renderPdf, type PdfDoc } from '../../platform/documents/pdf';
import { drawTable, type Column } from '../../platform/documents/table';
import { dateInZone } from '../../platform/time';
import { bakeryTimeZone } from '../settings/time-zone';
import { findFirstDeliveryDate } from './bake-list.queries';
import { getBakeList, type BakeListItem } from './bake-list.service';
import { BAKE_LIST_TEXTS } from './bake-list.texts';
import { requireViewer } from '../../platform/auth/require';

/** A row of a bake list's table: a deadline's (with its changes) or a delivery day's. */
export type BakeListTableItem = Pick<
  BakeListItem,
  'product' | 'orderedAmount' | 'additionalAmount' | 'totalAmount' | 'weightGrams'
> &
  Partial<Pick<BakeListItem, 'changed' | 'snapshotOrderedAmount' | 'snapshotAdditionalAmount'>>;

type Row =
  | { item: BakeListTableItem; total: null }
  | { item: null; total: { ordered: number; additional: number; amount: number; grams: number } };

/**
 * The bake list of a deadline as an A4 PDF in large type for the bakehouse wall: products in
 * the bakery's order with ordered, additional and total pieces and the approximate weight;
 * products changed since the list was generated are shaded and marked.
 */
export async function bakeListPdf(
  ctx: RequestContext,
  deadline: Date | null,
  language: Language | null,
): Promise<{ pdf: Buffer; fileName: string }> {
  const lang = language ?? requireViewer(ctx).language;
  const list = await getBakeList(ctx, deadline, lang);
  const t = BAKE_LIST_TEXTS[lang];
  const zone = await bakeryTimeZone(ctx, requireViewer(ctx).id);
  const now = ctx.platform.now();
  let deliveryDate: string | null = null;
  if (list) {
    deliveryDate = await findFirstDeliveryDate(ctx.platform.db, list.bakeryId, list.deadline);
  }
  const fileDate = deliveryDate ?? (list ? dateInZone(list.deadline, zone) : dateInZone(now, zone));
  const fileName = `${t.fileName}-${fileDate}.pdf`;

  const pdf = await renderPdf(
    {
      title: `${t.title}${deliveryDate ? ` – ${documentDate(deliveryDate, lang)}` : ''}`,
      language: lang,
      margin: 40,
      footer: (n, of) => t.page(n, of),
    },
    (doc) => {
      doc.font(PDF_FONT.bold).fontSize(28).fillColor(PDF_COLORS.brown).text(t.title);
      if (deliveryDate)
        doc
          .font(PDF_FONT.bold)
          .fontSize(18)
          .fillColor(PDF_COLORS.text)
          .text(t.delivery(documentDate(deliveryDate, lang)));
      doc.font(PDF_FONT.regular).fontSize(12).fillColor(PDF_COLORS.taupe);
      if (list) {
        doc.text(t.deadline(documentDateTime(list.deadline, zone, lang)));
        doc.text(
          list.generatedAt
            ? t.generated(documentDateTime(list.generatedAt, zone, lang))
            : t.notGenerated(documentDateTime(now, zone, lang)),
        );
      }
      doc.moveDown(0.8);
      if (!list || list.items.length === 0) {
        doc.font(PDF_FONT.regular).fontSize(16).fillColor(PDF_COLORS.text).text(t.empty);
        return;
      }
      drawBakeListTable(doc, list.items, lang, list.generatedAt !== null);
      if (list.truncated) doc.moveDown(0.5).font(PDF_FONT.bold).fontSize(12).fillColor('#a33').text(t.truncated);
    },
  );
  return { pdf, fileName };
}

/** The products with ordered, additional and total pieces and weight, a sum row; changes shaded when `changedMark`. */
export function drawBakeListTable(
  doc: PdfDoc,
  items: readonly BakeListTableItem[],
  lang: Language,
  changedMark: boolean,
): void {
  const t = BAKE_LIST_TEXTS[lang];
  const sum = items.reduce(
    (s, i) => ({
      ordered: s.ordered + i.orderedAmount,
      additional: s.additional + i.additionalAmount,
      amount: s.amount + i.totalAmount,
      grams: s.grams + i.weightGrams,
    }),
    { ordered: 0, additional: 0, amount: 0, grams: 0 },
  );
  const rows: Row[] = [...items.map((item) => ({ item, total: null })), { item: null, total: sum }];
  const columns: Column<Row>[] = [
    {
      header: t.product,
      width: 46,
      value: (r) =>
        r.item
          ? `${r.item.product.name}${r.item.product.haveToWeight ? ` (${t.weighed})` : ''}${changedMark && r.item.changed ? `\n${t.changed((r.item.snapshotOrderedAmount ?? 0) + (r.item.snapshotAdditionalAmount ?? 0), r.item.totalAmount)}` : ''}`
          : t.sum,
    },
    {
      header: t.ordered,
      width: 13,
      align: 'right',
      value: (r) => String(r.item ? r.item.orderedAmount : r.total.ordered),
    },
    {
      header: t.additional,
      width: 14,
      align: 'right',
      value: (r) => String(r.item ? r.item.additionalAmount || '' : r.total.additional),
    },
    {
      header: t.total,
      width: 12,
      align: 'right',
      value: (r) => String(r.item ? r.item.totalAmount : r.total.amount),
    },
    {
      header: t.weight,
      width: 15,
      align: 'right',
      value: (r) => documentWeight(r.item ? r.item.weightGrams : r.total.grams, lang),
    },
  ];
  // bold throughout: read from a few steps away, in flour dust
  drawTable(doc, columns, rows, {
    fontSize: 15,
    headerFontSize: 11,
    bold: () => true,
    shade: (r) => (r.item === null ? '#efe9e3' : changedMark && r.item.changed ? '#fbe3c8' : null),
  });
}
