import { formatCents, type Language } from '@bakery/core';
import type { RequestContext } from '../../platform/graphql/context';
import { documentDate, documentMonth } from '../../platform/documents/format';
import { PDF_COLORS, PDF_FONT, renderPdf } from '../../platform/documents/pdf';
import { drawLetterhead } from '../../platform/documents/letterhead';
import { drawTable, drawTotalRows } from '../../platform/documents/table';
import { ensureBillSettings } from '../settings/document-settings';
import { findClientWithDetails } from '../bills/bills.queries';
import { accountName } from '../bills/bill-snapshot';
import { SERVICE_FEE_TEXTS } from './service-fee.texts';
import type { ServiceFeeAccount, ServiceFeeStatement } from './service-fee.service';

/** The platform's invoice to a bakery for a month's service fee, in the bakery's language. */
export async function serviceFeePdf(
  ctx: RequestContext,
  statement: ServiceFeeStatement,
  lang: Language,
): Promise<{ pdf: Buffer; fileName: string }> {
  const t = SERVICE_FEE_TEXTS[lang];
  const seller = ctx.platform.config.platformSeller;
  const bakery = await findClientWithDetails(ctx.platform.db, statement.bakeryId);
  const fiscal = (await ensureBillSettings(ctx.platform.db, statement.bakeryId)).eBillData;
  const to = [
    fiscal.companyName ?? (bakery ? accountName(bakery.user, bakery.details) : ''),
    [fiscal.street ?? bakery?.details?.street, fiscal.houseNumber ?? bakery?.details?.houseNumber]
      .filter(Boolean)
      .join(' '),
    [fiscal.postalCode ?? bakery?.details?.postalCode, fiscal.city ?? bakery?.details?.city].filter(Boolean).join(' '),
    fiscal.vatNumber ? `${t.vatNo} IT${fiscal.vatNumber}` : '',
  ].filter(Boolean);
  const money = (c: number) => formatCents(c, lang);
  const pdf = await renderPdf(
    {
      title: `${t.title} ${statement.number}`,
      language: lang,
      margin: 48,
      footer: (p, n) => `${seller.name} · ${statement.number} · ${t.page(p, n)}`,
    },
    (doc) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      drawLetterhead(doc, {
        issuer: {
          name: seller.name,
          lines: [...seller.address, seller.vatNumber ? `${t.vatNo} ${seller.vatNumber}` : ''].filter(Boolean),
        },
        title: t.title,
        facts: [
          [t.number, statement.number],
          [t.date, documentDate(statement.date, lang)],
          [t.due, documentDate(statement.dueDate, lang)],
        ],
      });
      doc.font(PDF_FONT.regular).fontSize(8.5).fillColor(PDF_COLORS.taupe).text(t.to, left);
      doc
        .font(PDF_FONT.bold)
        .fontSize(12)
        .fillColor(PDF_COLORS.text)
        .text(to[0] ?? '', left);
      doc.font(PDF_FONT.regular).fontSize(9.5).text(to.slice(1).join('\n'), left).moveDown(1);
      doc
        .font(PDF_FONT.bold)
        .fontSize(12)
        .fillColor(PDF_COLORS.brown)
        .text(t.subject(documentMonth(statement.month, lang)), left)
        .moveDown(0.5);
      if (statement.list.length === 0)
        doc.font(PDF_FONT.regular).fontSize(10).fillColor(PDF_COLORS.text).text(t.none, left);
      else
        drawTable<ServiceFeeAccount>(
          doc,
          [
            { header: t.account, width: 55, value: (a) => a.name },
            { header: t.kind, width: 25, value: (a) => t.kinds[a.kind] },
            { header: t.orders, width: 20, align: 'right', value: (a) => String(a.orderCount) },
          ],
          statement.list,
          { fontSize: 9 },
        );
      drawTotalRows(doc, [
        { label: t.line(statement.accounts, money(statement.feeCents)), value: money(statement.netCents) },
        { label: t.vat(statement.vatRate), value: money(statement.taxCents) },
        { label: t.total, value: money(statement.totalCents), strong: true },
      ]);
      doc
        .moveDown(1.2)
        .font(PDF_FONT.regular)
        .fontSize(9.5)
        .text(t.payment(documentDate(statement.dueDate, lang)), left, doc.y, { width });
      if (seller.iban) doc.text(`IBAN ${seller.iban}`, { width });
      doc.moveDown(0.6).fontSize(8).fillColor(PDF_COLORS.taupe).text(t.note, { width });
    },
  );
  return { pdf, fileName: `${t.fileName}-${statement.month}.pdf` };
}
