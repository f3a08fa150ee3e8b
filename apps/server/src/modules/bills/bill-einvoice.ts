import { centsText, type Language } from '@bakery/core';
import { isSdiRecipientCode, NO_SDI_CODE, toEBillData, transmitterIdOf, type EBillData } from '@bakery/core/fiscal';
import { fail } from '../../platform/errors';
import { buildFatturaPA, eInvoiceFileName, fileProgressive } from '@bakery/einvoice';
import type { EInvoiceDocument, EInvoiceLine } from '@bakery/einvoice';
import type { BillBuyer, BillSnapshot } from './bill-snapshot';
import { billPayment, buyerParty } from './bill-einvoice-buyer';
import type { BillRow } from './bills.queries';
import { BILL_TEXTS } from './bill.texts';
import { CREDIT_NOTE_TEXTS } from './credit-note.texts';

/**
 * Natura of a 0 % line in a snapshot made before issue 14 (lines and summaries carry their own
 * Natura and reference since — core natura.ts — and a new 0 % line without one is refused).
 */
const LEGACY_ZERO_RATE_NATURA = 'N4';
const naturaOf = (item: { vatRate: string; natura?: string }) =>
  Number(item.vatRate) === 0 ? (item.natura ?? LEGACY_ZERO_RATE_NATURA) : undefined;

const twoDecimals = (quantity: string) =>
  /\.\d{2,}$/.test(quantity) ? quantity : /\.\d$/.test(quantity) ? `${quantity}0` : `${quantity}.00`;

/** CodiceDestinatario and PECDestinatario (requirements/bills-and-e-invoices.md#the-fatturapa-file): the client's 7-char code; else 0000000 with its PEC, or alone for its reserved area. */
function routing(b: BillBuyer): { recipientCode: string; recipientPec?: string } {
  if (b.country !== 'IT') return { recipientCode: 'XXXXXXX' };
  // 0000000 is no code of the client's own: with it, the PEC the client gave is where the invoice goes
  if (b.recipientCode && b.recipientCode !== NO_SDI_CODE && isSdiRecipientCode(b.recipientCode))
    return { recipientCode: b.recipientCode };
  return b.pec ? { recipientCode: NO_SDI_CODE, recipientPec: b.pec } : { recipientCode: NO_SDI_CODE };
}

/** IdTrasmittente of the bill's file: the intermediary's code, or the bakery's own VAT number. */
export function transmitterOf(snap: BillSnapshot): { country: string; code: string } {
  const seller = toEBillData(snap.seller.eBillData) ?? fail('BILL_SELLER_DATA_MISSING', { fields: [] });
  return { country: 'IT', code: transmitterIdOf(seller) };
}

/**
 * The FatturaPA document of a bill, from its snapshot (the same lines and totals as the screen
 * and the PDF): one DettaglioLinee per bill line, DatiDDT per delivery docket with the lines it
 * covers, DatiRiepilogo per VAT rate, payment by the client's method due on the bill's due date.
 */
export function billEInvoice(
  bill: BillRow,
  snap: BillSnapshot,
  progressive: number,
): { document: EInvoiceDocument; seller: EBillData } {
  const seller = toEBillData(snap.seller.eBillData) ?? fail('BILL_SELLER_DATA_MISSING', { fields: [] });
  const t = BILL_TEXTS[snap.language as Language];
  const lines: EInvoiceLine[] = snap.lines.map((l, i) => ({
    number: i + 1,
    description: [
      l.kind === 'DELIVERY'
        ? t.delivery
        : l.kind === 'STAMP_DUTY'
          ? t.stampDutyLine
          : [l.articleCode, l.name].filter(Boolean).join(' '),
      l.creditBy === 'AMOUNT' ? `(${CREDIT_NOTE_TEXTS[snap.language as Language].correction})` : '',
    ]
      .filter(Boolean)
      .join(' '),
    quantity: twoDecimals(l.quantity),
    unit: l.unit ?? undefined,
    unitPrice: l.unitPrice,
    discountPercent: l.discountCents > 0 ? l.discountPercent : undefined,
    total: centsText(l.netCents),
    vatRate: l.vatRate,
    natura: naturaOf(l),
  }));
  const dockets = new Map<string, { number: string; date: string; lineNumbers: number[] }>();
  snap.lines.forEach((l, i) => {
    const order = snap.orders.find((o) => o.id === l.orderId);
    if (!order?.docketNumber) return;
    const entry = dockets.get(order.docketNumber) ?? {
      number: order.docketNumber,
      date: order.docketDate ?? order.deliveryDate,
      lineNumbers: [],
    };
    entry.lineNumbers.push(i + 1);
    dockets.set(order.docketNumber, entry);
  });
  const transmitter = transmitterOf(snap);
  const document: EInvoiceDocument = {
    transmitter,
    progressive: fileProgressive(progressive),
    ...routing(snap.buyer),
    seller: {
      vatNumber: seller.vatNumber,
      taxCode: seller.taxCode,
      companyName: seller.companyName,
      regime: seller.regime,
      rea: seller.rea,
      phone: seller.phone,
      email: seller.email,
      address: {
        street: seller.street,
        houseNumber: seller.houseNumber,
        postalCode: seller.postalCode,
        city: seller.city,
        province: seller.province,
        country: seller.country,
      },
    },
    buyer: buyerParty(snap.buyer),
    documentType: bill.documentType === 'TD24' || bill.documentType === 'TD04' ? bill.documentType : 'TD01',
    number: bill.billNumber,
    date: bill.billDate,
    totalAmount: centsText(snap.totalCents),
    // a credit note names the invoice it corrects and why (art. 26 D.P.R. 633/72); its lines are that invoice's, not new deliveries
    ...(snap.credit
      ? {
          linkedInvoices: [{ number: snap.credit.billNumber, date: snap.credit.billDate }],
          causale: [snap.credit.reason],
        }
      : causaleOf(bill, snap, t)),
    dockets: snap.credit ? [] : [...dockets.values()],
    lines,
    summaries: snap.summaries.map((s) => ({
      vatRate: s.vatRate,
      natura: naturaOf(s),
      taxable: centsText(s.taxableCents),
      tax: centsText(s.taxCents),
      exigibility: 'I' as const,
      legalReference: s.legalReference,
    })),
    // imposta di bollo assolta in modo virtuale (art. 6 DM 17.6.2014) when the amounts without VAT pass 77.47 € (core stamp-duty.ts)
    stampDuty: snap.stampDuty ? { amount: centsText(snap.stampDuty.amountCents) } : undefined,
    payment: snap.credit ? undefined : billPayment(bill, snap, seller),
  };
  return { document, seller };
}

/**
 * Causale of a bill: its note, and for an immediate invoice dated on issue after its delivery (rule
 * "dated on issue", core `keepDateOrder`) the date of the supply, which the invoice must then state
 * (art. 21 c. 2 lett. g-bis D.P.R. 633/72; circolare 14/E/2019 §3.1).
 */
function causaleOf(bill: BillRow, snap: BillSnapshot, t: (typeof BILL_TEXTS)[Language]): { causale?: string[] } {
  const days = [...new Set(snap.orders.map((o) => o.deliveryDate))];
  const [day] = days;
  const supplied =
    bill.documentType === 'TD01' && days.length === 1 && day !== undefined && day !== bill.billDate
      ? [t.suppliedOn(documentDay(day, snap.language))]
      : [];
  const causale = [...(snap.note ? [snap.note] : []), ...supplied];
  return causale.length > 0 ? { causale } : {};
}

/** A YYYY-MM-DD day as the bill's language writes it: 24.11.2026 in German, 24/11/2026 else. */
function documentDay(day: string, language: string): string {
  const [y, m, d] = day.split('-');
  return language === 'de' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}

/** The XML file of a bill and its name `IT<transmitter>_<progressive>.xml`. */
export function billXml(bill: BillRow, snap: BillSnapshot, progressive: number): { xml: string; fileName: string } {
  const { document } = billEInvoice(bill, snap, progressive);
  return { xml: buildFatturaPA(document), fileName: eInvoiceFileName(document.transmitter, document.progressive) };
}
