import type { Language } from '@bakery/core';
import { requireViewer } from '../../platform/auth/require';
import { documentDate, documentDateTime } from '../../platform/documents/format';
import { PDF_COLORS, PDF_FONT, renderPdf } from '../../platform/documents/pdf';
import type { RequestContext } from '../../platform/graphql/context';
import { bakeryTimeZone } from '../settings/time-zone';
import { getDayBakeList } from './bake-list-day.service';
import { drawBakeListTable } from './bake-list.pdf';
import { BAKE_LIST_TEXTS } from './bake-list.texts';

/**
 * The bake list of a whole delivery day as an A4 PDF (issue 45 item 12): every deadline of the
 * day summed, the deadlines named under the title; the same table as a deadline's list.
 */
export async function dayBakeListPdf(
  ctx: RequestContext,
  deliveryDate: string,
  language: Language | null,
): Promise<{ pdf: Buffer; fileName: string }> {
  const lang = language ?? requireViewer(ctx).language;
  const day = await getDayBakeList(ctx, deliveryDate, lang);
  const t = BAKE_LIST_TEXTS[lang];
  const zone = await bakeryTimeZone(ctx, requireViewer(ctx).id);
  const pdf = await renderPdf(
    {
      title: `${t.title} – ${documentDate(deliveryDate, lang)}`,
      language: lang,
      margin: 40,
      footer: (n, of) => t.page(n, of),
    },
    (doc) => {
      doc.font(PDF_FONT.bold).fontSize(28).fillColor(PDF_COLORS.brown).text(t.title);
      doc
        .font(PDF_FONT.bold)
        .fontSize(18)
        .fillColor(PDF_COLORS.text)
        .text(t.delivery(documentDate(deliveryDate, lang)));
      doc.font(PDF_FONT.regular).fontSize(12).fillColor(PDF_COLORS.taupe).text(t.wholeDay);
      if (day.deadlines.length > 0)
        doc.text(
          t.dayDeadlines(
            day.deadlines.map((d) => t.dayDeadline(documentDateTime(d.deadline, zone, lang), d.orderCount)).join(', '),
          ),
        );
      doc.moveDown(0.8);
      if (day.items.length === 0) {
        doc.font(PDF_FONT.regular).fontSize(16).fillColor(PDF_COLORS.text).text(t.dayEmpty);
        return;
      }
      drawBakeListTable(doc, day.items, lang, false);
      if (day.truncated) doc.moveDown(0.5).font(PDF_FONT.bold).fontSize(12).fillColor('#a33').text(t.truncated);
    },
  );
  return { pdf, fileName: `${t.fileName}-${deliveryDate}.pdf` };
}
