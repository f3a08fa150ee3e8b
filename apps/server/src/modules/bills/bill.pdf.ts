import sharp from 'sharp';
import { formatCents, formatPercentWithSign, periodText, suppliedPeriod, type Language } from '@bakery/core';
import { billLinePrice, formatEuros } from '@bakery/core/bill-line-price';
import { NO_SDI_CODE, type EBillDataDraft } from '@bakery/core/fiscal';
import type { RequestContext } from '../../platform/graphql/context';
import { documentDate, documentShortDate, unitPriceText } from '../../platform/documents/format';
import { PDF_COLORS, PDF_FONT, renderPdf, type PdfDoc } from '../../platform/documents/pdf';
import { drawLetterhead } from '../../platform/documents/letterhead';
import { drawTable, drawTotalRows, type Column, type TotalRow } from '../../platform/documents/table';
import { findMedia } from '../media/media.queries';
import type { BillBuyer, BillSnapshot, BillSnapshotLine, BillSnapshotOrder } from './bill-snapshot';
import type { BillRow } from './bills.queries';
import { BILL_TEXTS } from './bill.texts';
import { drawPayment } from './bill-payment.pdf';
import { CREDIT_NOTE_TEXTS } from './credit-note.texts';

type Texts = (typeof BILL_TEXTS)[Language];
type Row = { order: BillSnapshotOrder } | { line: BillSnapshotLine };

/** A decimal string in the document's language: "1.234" → "1,234" (de/it). */
function decimal(value: string, lang: Language): string {
  return lang === 'en' ? value : value.replace('.', ',');
}

function sellerLines(s: EBillDataDraft, t: Texts): string[] {
  return [
    [s.street, s.houseNumber].filter(Boolean).join(' '),
    [s.postalCode, s.city, s.province ? `(${s.province})` : ''].filter(Boolean).join(' '),
    s.vatNumber ? `${t.vatNo} IT${s.vatNumber}` : '',
    s.taxCode && s.taxCode !== s.vatNumber ? `${t.taxCode} ${s.taxCode}` : '',
    s.rea ? `${t.rea} ${s.rea.office}-${s.rea.number}` : '',
    [s.phone, s.email].filter(Boolean).join(' · '),
    s.pec ? `${t.pec} ${s.pec}` : '',
  ].filter(Boolean);
}

function buyerLines(b: BillBuyer, t: Texts): string[] {
  return [
    b.companyName && b.fullName ? b.fullName : '',
    [b.street, b.houseNumber].filter(Boolean).join(' '),
    [
      b.postalCode,
      b.city,
      b.province && b.country === 'IT' ? `(${b.province})` : '',
      b.country !== 'IT' ? b.country : '',
    ]
      .filter(Boolean)
      .join(' '),
    b.vatNumber ? `${t.vatNo} ${b.vatNumber}` : '',
    b.taxCode ? `${t.taxCode} ${b.taxCode}` : '',
    // as the e-invoice routes it: the client's own code, else its PEC, else 0000000 (its reserved area)
    b.recipientCode && (b.recipientCode !== NO_SDI_CODE || !b.pec)
      ? `${t.recipientCode} ${b.recipientCode}`
      : b.pec
        ? `${t.pec} ${b.pec}`
        : '',
  ].filter(Boolean);
}

async function logoPng(ctx: RequestContext, logoId: number | null): Promise<Buffer | null> {
  if (logoId === null) return null;
  const media = await findMedia(ctx.platform.db, logoId);
  const key = media ? ((media.formats as Record<string, { key?: string }>).small?.key ?? null) : null;
  const file = key ? await ctx.platform.storage.stream(key) : null;
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Buffer));
  return sharp(Buffer.concat(chunks)).png().toBuffer(); // pdfkit draws PNG and JPEG only
}

function drawHead(doc: PdfDoc, bill: BillRow, snap: BillSnapshot, t: Texts, logo: Buffer | null): void {
  const lang = snap.language;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const credit = snap.credit ? CREDIT_NOTE_TEXTS[lang] : null;
  const facts: [string, string][] = credit
    ? [
        [credit.number, bill.billNumber],
        [credit.date, documentDate(bill.billDate, lang)],
      ]
    : [
        [t.number, bill.billNumber],
        [t.date, documentDate(bill.billDate, lang)],
        [t.due, documentDate(bill.dueDate ?? bill.billDate, lang)],
      ];
  // when the goods were supplied (the orders' delivery days), not the month the bill was made for
  const period = suppliedPeriod(
    snap.orders.map((o) => o.deliveryDate),
    { from: bill.periodFrom, to: bill.periodTo },
  );
  if (period) facts.push([t.period, periodText(period, (day) => documentShortDate(day, lang))]);
  drawLetterhead(doc, {
    issuer: {
      name: snap.seller.name,
      lines: sellerLines(snap.seller.eBillData, t),
      logo,
      note: snap.seller.header,
    },
    title: credit?.title ?? t.title,
    // a deferred invoice says so, with its legal basis (the dockets are named per order below)
    titleNotes: [credit ? credit.legal : '', bill.documentType === 'TD24' ? t.deferred : ''].filter(Boolean),
    facts,
    emphasis:
      credit && snap.credit ? credit.ofBill(snap.credit.billNumber, documentDate(snap.credit.billDate, lang)) : null,
  });
  doc.font(PDF_FONT.regular).fontSize(8.5).fillColor(PDF_COLORS.taupe).text(t.billTo, left);
  doc.font(PDF_FONT.bold).fontSize(12).fillColor(PDF_COLORS.text).text(snap.buyer.name, left);
  doc.font(PDF_FONT.regular).fontSize(9.5).text(buyerLines(snap.buyer, t).join('\n'), left);
  if (credit && snap.credit)
    doc
      .moveDown(0.8)
      .font(PDF_FONT.bold)
      .text(`${credit.reason}: `, left, doc.y, { continued: true })
      .font(PDF_FONT.regular)
      .text(snap.credit.reason, { width });
  doc.moveDown(1);
}

/**
 * The unit price as the line shows it (core `billLinePrice`, ADR 013): 2 decimals per piece or
 * per kg, or the weight basis of a piece ("55 g à 12,35 €/kg") where that would not add up to the
 * line's amount; the XML keeps the exact price.
 */
function lineUnitPrice(line: BillSnapshotLine, t: Texts, lang: Language): string {
  const shown = billLinePrice(line);
  return shown ? unitPriceText(shown, lang, t) : formatEuros(line.unitPrice, lang);
}

function drawLines(doc: PdfDoc, snap: BillSnapshot, t: Texts): void {
  const lang = snap.language;
  const money = (cents: number) => formatCents(cents, lang);
  const rows: Row[] = [];
  for (const order of snap.orders) {
    const lines = snap.lines.filter((l) => l.orderId === order.id);
    if (lines.length === 0) continue;
    rows.push({ order }, ...lines.map((line) => ({ line })));
  }
  // lines of no order: the stamp duty charged on to the client
  const known = new Set(snap.orders.map((o) => o.id));
  rows.push(...snap.lines.filter((l) => !known.has(l.orderId)).map((line) => ({ line })));
  const anyDiscount = snap.lines.some((l) => l.discountCents > 0);
  const correction = snap.credit ? `(${CREDIT_NOTE_TEXTS[lang].correction})` : '';
  const named = (l: BillSnapshotLine) =>
    l.kind === 'DELIVERY' ? t.delivery : l.kind === 'STAMP_DUTY' ? t.stampDutyLine : l.name;
  const describe = (l: BillSnapshotLine) =>
    [named(l), l.basis === 'NOT_WEIGHED' ? `(${t.notWeighed})` : '', l.creditBy === 'AMOUNT' ? correction : '']
      .filter(Boolean)
      .join(' ');
  const columns: Column<Row>[] = [
    {
      header: t.product,
      width: anyDiscount ? 35 : 45,
      value: (r) =>
        'order' in r
          ? [
              t.order(r.order.number, documentDate(r.order.deliveryDate, lang)),
              r.order.docketNumber ? t.docket(r.order.docketNumber) : '',
              r.order.guest ? t.guest(r.order.guest) : '',
            ]
              .filter(Boolean)
              .join(' · ')
          : describe(r.line),
    },
    {
      header: t.quantity,
      width: 13,
      align: 'right',
      value: (r) =>
        'line' in r
          ? [decimal(r.line.quantity, lang), r.line.unit === 'KG' ? 'kg' : r.line.unit === 'PZ' ? t.pieces : '']
              .filter(Boolean)
              .join(' ')
          : '',
    },
    {
      header: t.unitPrice,
      width: 18,
      align: 'right',
      value: (r) => ('line' in r ? lineUnitPrice(r.line, t, lang) : ''),
    },
  ];
  // every percent by core formatPercentWithSign ("12,5 %" de/it, "12.5%" en); the discount column is
  // 10 wide (was 8, which wrapped "12,50 %" onto two lines and broke "Discount" into "Discou"/"nt")
  if (anyDiscount)
    columns.push({
      header: t.discount,
      width: 10,
      align: 'right',
      value: (r) =>
        'line' in r && r.line.discountCents > 0 ? formatPercentWithSign(r.line.discountPercent, lang) : '',
    });
  columns.push(
    {
      header: t.vat,
      width: 8,
      align: 'right',
      value: (r) => ('line' in r ? formatPercentWithSign(r.line.vatRate, lang) : ''),
    },
    { header: t.amount, width: 14, align: 'right', value: (r) => ('line' in r ? money(r.line.netCents) : '') },
  );
  drawTable(doc, columns, rows, {
    fontSize: 9,
    headerFontSize: 8.5,
    bold: (r) => 'order' in r,
    shade: (r) => ('order' in r ? '#efe9e3' : null),
  });
  // the bakery's note on the bill (also the e-invoice's Causale)
  if (snap.note)
    doc
      .moveDown(0.6)
      .font(PDF_FONT.regular)
      .fontSize(9.5)
      .fillColor(PDF_COLORS.text)
      .text(snap.note, doc.page.margins.left, doc.y, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
      });
}

function drawTotals(doc: PdfDoc, bill: BillRow, snap: BillSnapshot, t: Texts, timeZone: () => string): void {
  const lang = snap.language;
  const money = (cents: number) => formatCents(cents, lang);
  const rows: TotalRow[] = [{ label: t.goods, value: money(snap.goodsCents) }];
  if (snap.discountCents > 0) rows.push({ label: t.discountTotal, value: money(-snap.discountCents) });
  if (snap.deliveryCents > 0) rows.push({ label: t.deliveryTotal, value: money(snap.deliveryCents) });
  if (snap.stampDuty?.chargedToClient) rows.push({ label: t.stampDutyTotal, value: money(snap.stampDuty.amountCents) });
  rows.push({ label: t.net, value: money(snap.netCents), strong: true });
  for (const s of snap.summaries) {
    const natura = s.natura ? ` (${s.natura})` : ''; // 0 % blocks are told apart by their Natura
    rows.push(
      { label: t.taxable(formatPercentWithSign(s.vatRate, lang)) + natura, value: money(s.taxableCents) },
      { label: t.tax(formatPercentWithSign(s.vatRate, lang)) + natura, value: money(s.taxCents) },
    );
  }
  rows.push({
    label: snap.credit ? CREDIT_NOTE_TEXTS[lang].total : t.total,
    value: money(snap.totalCents),
    strong: true,
  });
  drawTotalRows(doc, rows, 90);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.moveDown(1.2).font(PDF_FONT.regular).fontSize(9.5).fillColor(PDF_COLORS.text);
  if (snap.credit) return drawClosing(doc, snap, t, width); // nothing to pay on a credit note
  drawPayment(doc, bill, snap, t, width, timeZone);
  drawClosing(doc, snap, t, width);
}

/**
 * What the law asks an invoice without VAT to say (art. 21 c. 6 D.P.R. 633/72): each Natura with
 * its legal reference, and the stamp duty paid virtually (art. 6 DM 17.6.2014) when it is due.
 */
function drawLegalNotes(doc: PdfDoc, snap: BillSnapshot, t: Texts, width: number): void {
  const left = doc.page.margins.left;
  const notes = snap.summaries.filter((s) => s.natura).map((s) => `${s.natura}: ${s.legalReference ?? ''}`.trim());
  if (notes.length > 0)
    doc
      .moveDown(0.6)
      .font(PDF_FONT.regular)
      .fontSize(8.5)
      .fillColor(PDF_COLORS.text)
      .text(`${t.withoutVat} – ${notes.join(' · ')}`, left, doc.y, { width });
  if (snap.stampDuty)
    doc
      .moveDown(0.3)
      .font(PDF_FONT.regular)
      .fontSize(8.5)
      .fillColor(PDF_COLORS.text)
      .text(t.stampDutyNote, left, doc.y, { width });
}

function drawClosing(doc: PdfDoc, snap: BillSnapshot, t: Texts, width: number): void {
  drawLegalNotes(doc, snap, t, width);
  doc
    .moveDown(0.6)
    .fontSize(8)
    .fillColor(PDF_COLORS.taupe)
    .text(snap.credit ? CREDIT_NOTE_TEXTS[snap.language].electronic : t.electronic, doc.page.margins.left, doc.y, {
      width,
    });
  if (snap.seller.footer) doc.moveDown(0.6).fontSize(8).text(snap.seller.footer, { width });
}

/** The bill as a PDF in the client's language (requirements/bills-and-e-invoices.md#lines-and-totals): seller and buyer, the orders and dockets covered with their lines, totals per VAT rate, due date, payment data. */
export async function billPdf(
  ctx: RequestContext,
  bill: BillRow,
  snap: BillSnapshot,
): Promise<{ pdf: Buffer; fileName: string }> {
  const t = BILL_TEXTS[snap.language];
  const named = snap.credit ? CREDIT_NOTE_TEXTS[snap.language] : t;
  const logo = await logoPng(ctx, snap.seller.logoId).catch(() => null);
  const pdf = await renderPdf(
    {
      title: `${named.title} ${bill.billNumber}`,
      language: snap.language,
      margin: 48,
      footer: (p, n) => `${snap.seller.name} · ${named.title} ${bill.billNumber} · ${t.page(p, n)}`,
      createdAt: bill.createdAt,
    },
    (doc) => {
      drawHead(doc, bill, snap, t, logo);
      drawLines(doc, snap, t);
      drawTotals(doc, bill, snap, t, () => ctx.platform.config.bakeryTimeZone);
    },
  );
  return { pdf, fileName: `${named.fileName}-${bill.billNumber.replace(/[^\w.-]+/g, '-')}.pdf` };
}
