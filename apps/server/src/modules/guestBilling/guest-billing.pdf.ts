import { dateInTimeZone, formatCents, vatHundredths, type Language } from '@bakery/core';
import type { GuestBill } from '@bakery/core/guest-billing';
import type { RequestContext } from '../../platform/graphql/context';
import { documentDate, documentShortDate } from '../../platform/documents/format';
import { PDF_COLORS, PDF_FONT, renderPdf, type PdfDoc } from '../../platform/documents/pdf';
import { drawLetterhead } from '../../platform/documents/letterhead';
import { drawTable, drawTotalRows, type Column } from '../../platform/documents/table';
import type {
  AccountOnDocument,
  GuestBillingRow,
  ReceiptLine,
  guestBillingSummary,
  guestReceipt,
} from './guest-billing.service';
import { GUEST_BILLING_TEXTS, type GuestBillingTexts } from './guest-billing.texts';

type Receipt = Awaited<ReturnType<typeof guestReceipt>>;
type Summary = Awaited<ReturnType<typeof guestBillingSummary>>;

/** A VAT percent as printed: "10.00" → "10", "7.50" → "7,5" (de/it). */
function rateText(vat: string | null, lang: Language): string {
  const h = vatHundredths(vat);
  const whole = String(h / 100n);
  const fraction = String(h % 100n)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}${lang === 'en' ? '.' : ','}${fraction}` : whole;
}

const range = (from: string, to: string, lang: Language) =>
  `${documentShortDate(from, lang)} – ${documentShortDate(to, lang)}`;
/** A stay open to the far future (9999-…) prints its start only. */
const stayText = (from: string, to: string, lang: Language) =>
  to.startsWith('9999') ? `${documentShortDate(from, lang)} –` : range(from, to, lang);

/** The host issues a guest's documents. */
const issuerOf = (host: AccountOnDocument) => ({ name: host.name, lines: host.address });

function vatRows(bill: GuestBill, t: GuestBillingTexts, lang: Language) {
  return [
    { label: t.total, value: formatCents(bill.totalCents, lang), strong: true },
    ...bill.summaries.map((s) => ({
      label: t.vatContained(rateText(s.vatRate, lang)),
      value: formatCents(s.taxCents, lang),
    })),
    { label: t.net, value: formatCents(bill.netCents, lang) },
  ];
}

function paidMark(doc: PdfDoc, paid: boolean, t: GuestBillingTexts): void {
  doc
    .moveDown(0.6)
    .font(PDF_FONT.bold)
    .fontSize(11)
    .fillColor(paid ? '#2b8a3e' : PDF_COLORS.taupe)
    .text(paid ? t.paid : t.unpaid, { align: 'right' });
}

type ReceiptRow = { order: ReceiptLine } | { line: ReceiptLine };

/** A guest's receipt for its stay in the guest's language: the host, the guest and stay, the pieces delivered per order, total with the VAT contained per rate. */
export async function receiptPdf(ctx: RequestContext, r: Receipt): Promise<{ pdf: Buffer; fileName: string }> {
  const lang = r.language;
  const t = GUEST_BILLING_TEXTS[lang];
  const today = dateInTimeZone(ctx.platform.now(), ctx.platform.config.bakeryTimeZone);
  const money = (cents: number) => formatCents(cents, lang);
  const pdf = await renderPdf(
    {
      title: `${t.receipt} ${r.row.name}`,
      language: lang,
      margin: 48,
      footer: (p, n) => `${r.host.name} · ${t.receipt} ${r.row.name} · ${t.page(p, n)}`,
    },
    (doc) => {
      drawLetterhead(doc, {
        issuer: issuerOf(r.host),
        title: t.receipt,
        facts: [
          [t.date, documentDate(today, lang)],
          [t.period, range(r.from, r.to, lang)],
        ],
      });
      doc.font(PDF_FONT.regular).fontSize(8.5).fillColor(PDF_COLORS.taupe).text(t.guest);
      doc.font(PDF_FONT.bold).fontSize(13).fillColor(PDF_COLORS.text).text(r.row.name);
      doc
        .font(PDF_FONT.regular)
        .fontSize(9.5)
        .text(`${t.stay}: ${stayText(r.row.guest.activeFrom, r.row.guest.activeTo, lang)}`);
      doc.moveDown(1);
      if (r.lines.length === 0) {
        doc.font(PDF_FONT.regular).fontSize(10.5).fillColor(PDF_COLORS.taupe).text(t.noLines);
      } else {
        const rows: ReceiptRow[] = [];
        let previous: (typeof r.lines)[number] | undefined;
        for (const line of r.lines) {
          if (previous?.orderId !== line.orderId) rows.push({ order: line });
          rows.push({ line });
          previous = line;
        }
        const columns: Column<ReceiptRow>[] = [
          {
            header: t.product,
            width: 46,
            value: (row) =>
              'order' in row
                ? t.order(row.order.orderNumber, documentShortDate(row.order.deliveryDate, lang))
                : [row.line.name, row.line.missing > 0 ? `(${t.missing(row.line.missing)})` : '']
                    .filter(Boolean)
                    .join(' '),
          },
          {
            header: t.quantity,
            width: 12,
            align: 'right',
            value: (row) => ('line' in row ? `${row.line.pieces} ${t.pieces}` : ''),
          },
          {
            header: t.unitPrice,
            width: 15,
            align: 'right',
            value: (row) => ('line' in row ? money(row.line.pieceCents) : ''),
          },
          {
            header: t.vat,
            width: 9,
            align: 'right',
            value: (row) => ('line' in row ? `${rateText(row.line.vatRate, lang)} %` : ''),
          },
          {
            header: t.amount,
            width: 15,
            align: 'right',
            value: (row) => ('line' in row ? money(row.line.totalCents) : ''),
          },
        ];
        drawTable(doc, columns, rows, {
          fontSize: 9.5,
          headerFontSize: 8.5,
          bold: (row) => 'order' in row,
          shade: (row) => ('order' in row ? '#f6f2ee' : null),
        });
      }
      drawTotalRows(doc, vatRows(r.row.bill, t, lang));
      paidMark(doc, r.row.paid, t);
      const left = doc.page.margins.left;
      doc.moveDown(1).font(PDF_FONT.regular).fontSize(8.5).fillColor(PDF_COLORS.taupe).text(t.inclVat, left);
      doc.moveDown(0.4).font(PDF_FONT.oblique).fontSize(10).fillColor(PDF_COLORS.brown).text(t.thanks, left);
    },
  );
  return { pdf, fileName: `${t.receiptFile}-${fileSafe(r.row.name)}-${r.from}-${r.to}.pdf` };
}

type SummaryRow = GuestBillingRow | { sum: true };

/** The host's summary of a period in the host's language: one line per guest (stay, orders, VAT contained, total, paid) with the sums and the VAT per rate. */
export async function summaryPdf(ctx: RequestContext, s: Summary): Promise<{ pdf: Buffer; fileName: string }> {
  const lang = s.language;
  const t = GUEST_BILLING_TEXTS[lang];
  const o = s.overview;
  const today = dateInTimeZone(ctx.platform.now(), ctx.platform.config.bakeryTimeZone);
  const money = (cents: number) => formatCents(cents, lang);
  const pdf = await renderPdf(
    {
      title: `${t.summary} ${range(o.from, o.to, lang)}`,
      language: lang,
      margin: 48,
      footer: (p, n) => `${s.host.name} · ${t.summary} · ${t.page(p, n)}`,
    },
    (doc) => {
      drawLetterhead(doc, {
        issuer: issuerOf(s.host),
        title: t.summary,
        facts: [
          [t.date, documentDate(today, lang)],
          [t.period, range(o.from, o.to, lang)],
          [t.guestCount, String(o.guests.length)],
        ],
      });
      if (o.guests.length === 0) {
        doc.font(PDF_FONT.regular).fontSize(10.5).fillColor(PDF_COLORS.taupe).text(t.noGuests);
        return;
      }
      const rows: SummaryRow[] = [...o.guests, { sum: true }];
      const columns: Column<SummaryRow>[] = [
        { header: t.guest, width: 23, value: (r) => ('sum' in r ? t.sum : r.name) },
        {
          header: t.stay,
          width: 24,
          value: (r) => ('sum' in r ? '' : stayText(r.guest.activeFrom, r.guest.activeTo, lang)),
        },
        { header: t.orders, width: 14, align: 'right', value: (r) => String('sum' in r ? o.orderCount : r.orderCount) },
        {
          header: t.vat,
          width: 12,
          align: 'right',
          value: (r) => money('sum' in r ? o.total.taxCents : r.bill.taxCents),
        },
        {
          header: t.amount,
          width: 14,
          align: 'right',
          value: (r) => money('sum' in r ? o.total.totalCents : r.bill.totalCents),
        },
        { header: t.status, width: 13, align: 'center', value: (r) => ('sum' in r ? '' : r.paid ? t.paid : t.unpaid) },
      ];
      drawTable(doc, columns, rows, {
        fontSize: 9.5,
        headerFontSize: 8.5,
        bold: (r) => 'sum' in r,
        shade: (r) => ('sum' in r ? '#efe9e3' : null),
      });
      doc.moveDown(1.2).font(PDF_FONT.bold).fontSize(10.5).fillColor(PDF_COLORS.brown).text(t.vatTitle);
      doc.moveDown(0.3);
      drawTable(
        doc,
        [
          { header: t.rate, width: 25, value: (v) => `${rateText(v.vatRate, lang)} %` },
          { header: t.gross, width: 25, align: 'right', value: (v) => money(v.grossCents) },
          { header: t.vat, width: 25, align: 'right', value: (v) => money(v.taxCents) },
          { header: t.net, width: 25, align: 'right', value: (v) => money(v.netCents) },
        ],
        o.total.summaries,
        { fontSize: 9.5, headerFontSize: 8.5 },
      );
      doc
        .moveDown(0.8)
        .font(PDF_FONT.regular)
        .fontSize(8.5)
        .fillColor(PDF_COLORS.taupe)
        .text(t.summaryNote, doc.page.margins.left);
    },
  );
  return { pdf, fileName: `${t.summaryFile}-${o.from}-${o.to}.pdf` };
}

function fileSafe(name: string): string {
  return name.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^-+|-+$/g, '') || 'guest';
}
