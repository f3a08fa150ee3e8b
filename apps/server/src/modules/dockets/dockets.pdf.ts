import { formatCents, guestLabel, parseDecimal, scaledToDecimal, type Language } from '@bakery/core';
import { billLinePrice } from '@bakery/core/bill-line-price';
import type { RequestContext } from '../../platform/graphql/context';
import { documentDate, documentWeight, unitPriceText } from '../../platform/documents/format';
import { PDF_COLORS, PDF_FONT, renderPdf, type PdfDoc } from '../../platform/documents/pdf';
import { drawLetterhead } from '../../platform/documents/letterhead';
import { drawTable, type Column } from '../../platform/documents/table';
import { textsLoader } from '../products/products.service';
import { userLanguage } from '../users/account';
import { displayName, userDetailLoader, userLoader } from '../users/users.service';
import {
  docketItemsLoader,
  docketOrdersLoader,
  getDeliveryDocket,
  listDeliveryDockets,
  type DocketItem,
  type DocketRow,
} from './dockets.service';
import type { ZoneSelection } from '../bakeList/production-scope.queries';
import { DOCKET_TEXTS, type DocketTexts } from './dockets.texts';
import { present } from '../../platform/db/rows';

interface Party {
  name: string;
  lines: string[];
}

type Detail = Awaited<ReturnType<ReturnType<typeof userDetailLoader>['load']>>;

function addressLines(detail: Detail, vatLabel: string): string[] {
  if (!detail) return [];
  const street = [detail.street, detail.houseNumber].filter(Boolean).join(' ');
  const city = [detail.postalCode, detail.city].filter(Boolean).join(' ');
  return [
    street,
    [city, detail.country].filter(Boolean).join(' · '),
    detail.partitaIva ? `${vatLabel} ${detail.partitaIva}` : '',
  ].filter(Boolean);
}

async function party(ctx: RequestContext, userId: number, vatLabel: string): Promise<Party> {
  const [user, detail] = await Promise.all([userLoader(ctx).load(userId), userDetailLoader(ctx).load(userId)]);
  return { name: user ? displayName(user, detail ?? null) : '', lines: addressLines(detail ?? null, vatLabel) };
}

type Row = { item: DocketItem; name: string; guest: string | null } | { total: number };

interface PreparedDocket {
  docket: DocketRow;
  lang: Language;
  prices: boolean;
  sender: Party;
  recipient: Party;
  orderNumbers: number[];
  rows: Row[];
}

/**
 * Everything one docket prints. Called for all dockets at once, so the DataLoaders batch each kind
 * of lookup (clients, base data, orders, items, names, guests) across the whole batch.
 */
async function prepareDocket(ctx: RequestContext, docket: DocketRow): Promise<PreparedDocket> {
  const client = present(await userLoader(ctx).load(docket.clientId), `docket's client ${docket.clientId}`);
  const lang: Language = userLanguage(client);
  const t = DOCKET_TEXTS[lang];
  const [sender, recipient, orders, items] = await Promise.all([
    party(ctx, docket.bakeryId, t.vatNo),
    party(ctx, docket.clientId, t.vatNo),
    docketOrdersLoader(ctx).load(docket.id),
    docketItemsLoader(ctx).load(docket.id),
  ]);
  const [names, guests] = await Promise.all([
    Promise.all((items ?? []).map((i) => textsLoader(ctx).load(i.product.nameKey))),
    Promise.all((items ?? []).map((i) => (i.guestId === null ? null : userLoader(ctx).load(i.guestId)))),
  ]);
  const rows: Row[] = (items ?? []).map((item, i) => {
    const guest = guests[i];
    return { item, name: names[i]?.[lang] || names[i]?.de || '', guest: guest ? guestLabel(guest.username) : null };
  });
  const prices = client.docketPrices;
  if (prices) rows.push({ total: (items ?? []).reduce((s, i) => s + i.totalCents, 0) });
  return { docket, lang, prices, sender, recipient, orderNumbers: (orders ?? []).map((o) => o.order.number), rows };
}

/** One docket on its own page(s), in the client's language; prices only where the client wants them. */
function drawDocket(doc: PdfDoc, prepared: PreparedDocket, first: boolean): void {
  const { docket, lang, prices, sender, recipient, rows } = prepared;
  const t = DOCKET_TEXTS[lang];
  if (!first) doc.addPage();
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  drawLetterhead(doc, {
    issuer: sender,
    title: t.title,
    facts: [
      [t.number, docket.number],
      [t.deliveryDate, documentDate(docket.deliveryDate, lang)],
    ],
  });

  doc.font(PDF_FONT.regular).fontSize(9).fillColor(PDF_COLORS.taupe).text(t.recipient, left);
  doc.font(PDF_FONT.bold).fontSize(13).fillColor(PDF_COLORS.text).text(recipient.name, left);
  doc.font(PDF_FONT.regular).fontSize(10).text(recipient.lines.join('\n'), left);
  doc
    .moveDown(0.6)
    .font(PDF_FONT.regular)
    .fontSize(9)
    .fillColor(PDF_COLORS.taupe)
    .text(t.orders(prepared.orderNumbers.map((n) => `#${n}`).join(', ')), left);
  doc.moveDown(0.6);

  const money = (cents: number) => formatCents(cents, lang);
  const itemOf = (r: Row) => ('item' in r ? r : null);
  const columns: Column<Row>[] = [
    {
      header: t.product,
      width: prices ? 40 : 58,
      value: (r) => {
        const i = itemOf(r);
        if (!i) return t.total;
        return [i.name, i.guest ? t.guest(i.guest) : '', i.item.line.missing > 0 ? t.missing(i.item.line.missing) : '']
          .filter(Boolean)
          .join('\n');
      },
    },
    {
      header: t.ordered,
      width: 11,
      align: 'right',
      value: (r) => String(itemOf(r)?.item.line.amount ?? ''),
    },
    {
      header: t.delivered,
      width: 12,
      align: 'right',
      value: (r) => String(itemOf(r)?.item.deliveredAmount ?? ''),
    },
    {
      header: t.weight,
      width: 15,
      align: 'right',
      value: (r) => {
        const i = itemOf(r)?.item;
        if (!i) return '';
        if (i.product.haveToWeight && i.line.measuredWeight >= 0)
          return documentWeight(i.line.measuredWeight, lang, true);
        return `${t.approx} ${documentWeight(i.line.currentApproxWeight * i.deliveredAmount, lang)}`;
      },
    },
  ];
  if (prices) {
    columns.push(
      {
        header: t.unitPrice,
        width: 12,
        align: 'right',
        value: (r) => {
          const i = itemOf(r)?.item;
          if (!i) return '';
          return i.product.haveToWeight ? `${money(i.pricePerKgCents)}/kg` : piecePriceText(i, t, lang);
        },
      },
      {
        header: t.amount,
        width: 12,
        align: 'right',
        value: (r) => ('total' in r ? money(r.total) : money(r.item.totalCents)),
      },
    );
  }
  drawTable(doc, columns, rows, {
    fontSize: 10,
    bold: (r) => 'total' in r,
    shade: (r) => ('total' in r ? '#efe9e3' : null),
  });
  doc.moveDown(3);
  const y = doc.y;
  doc
    .moveTo(left + width * 0.55, y)
    .lineTo(left + width, y)
    .lineWidth(0.5)
    .strokeColor(PDF_COLORS.taupe)
    .stroke();
  doc
    .font(PDF_FONT.regular)
    .fontSize(9)
    .fillColor(PDF_COLORS.taupe)
    .text(t.signature, left + width * 0.55, y + 4, { width: width * 0.45 });
  doc.x = left;
}

/**
 * Delivery dockets as one PDF for printing in a batch (requirements/production.md#delivery-dockets): every docket of the
 * deadline (and zone) or the given ones, each starting on a new A4 page, in number order.
 */
export async function docketsPdf(
  ctx: RequestContext,
  selection: { deadline: Date; zone: ZoneSelection } | { ids: number[] },
  language: Language,
): Promise<{ pdf: Buffer; fileName: string; count: number }> {
  const dockets =
    'ids' in selection
      ? await Promise.all(selection.ids.map((id) => getDeliveryDocket(ctx, id)))
      : await listDeliveryDockets(ctx, selection.deadline, selection.zone);
  const t = DOCKET_TEXTS[language];
  const first = dockets[0];
  const fileName = `${t.fileName}${first ? `-${first.deliveryDate}` : ''}.pdf`;
  const pdf = await renderPdf(
    { title: `${t.fileName}${first ? ` ${first.number} …` : ''}`, language, margin: 48 },
    async (doc) => {
      if (dockets.length === 0) {
        doc.font(PDF_FONT.regular).fontSize(14).fillColor(PDF_COLORS.text).text(t.none);
        return;
      }
      const prepared = await Promise.all(dockets.map((d) => prepareDocket(ctx, d)));
      prepared.forEach((p, i) => drawDocket(doc, p, i === 0));
    },
  );
  return { pdf, fileName, count: dockets.length };
}

/**
 * A piece's price as the bill shows it (core `billLinePrice`, ADR 013): per piece with 2 decimals where
 * delivered pieces × that price give the line's amount, else the piece's weight at the price per kg.
 */
function piecePriceText(item: DocketItem, t: DocketTexts, lang: Language): string {
  const grams = item.line.currentApproxWeight;
  const shown = billLinePrice({
    unit: 'PZ',
    quantity: String(item.deliveredAmount),
    unitPrice: scaledToDecimal(parseDecimal(item.line.currentGramPrice, 8) * BigInt(grams), 8),
    grossCents: item.totalCents,
    gramsPerPiece: grams,
  });
  return shown ? unitPriceText(shown, lang, { ...t, perKg: '/kg' }) : '';
}
