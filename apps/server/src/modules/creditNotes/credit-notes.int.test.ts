import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { billSettings, bills, orders } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { startSmtpCatcher } from '../../../test/smtp-catcher';
import { writeFile } from 'node:fs/promises';
import { pdfPagePng, pdfText } from '../../../test/pdf';
import { sdiProblems, validateFatturaPA } from '@bakery/einvoice';
import {
  BILL_FIELDS,
  CREATE_BILL,
  deliverBill,
  freshBillingTenant,
  PERIOD,
  setupBills,
} from '../bills/bills.test-setup';

const CREDIT = `mutation C($b: ID!, $l: [CreditLineInput!]!, $r: String!) { createCreditNote(billId: $b, lines: $l, reason: $r) { ${BILL_FIELDS} creditReason eInvoiceFile creditOf { id number } } }`;
const SEND = 'mutation S($id: ID!) { sendBill(id: $id) { id sent sdiState } }';
const BILL =
  'query B($id: ID!) { bill(id: $id) { id number documentType totalCents paymentMethod paymentTerms creditable creditableCents creditNotes { id number totalCents } } }';
const LIST = 'query L($sent: Boolean) { bills(sent: $sent) { total items { id number documentType totalCents } } }';
const DELETE = 'mutation D($id: ID!) { deleteBill(id: $id) }';

let s: Awaited<ReturnType<typeof setupBills>>;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let bill: {
  id: string;
  number: string;
  billDate: string;
  lines: { kind: string; quantity: string; netCents: number; vatRate: string }[];
  totalCents: number;
};
const row = async (id: string) =>
  (
    await s.db
      .select()
      .from(bills)
      .where(eq(bills.id, Number(id)))
  )[0]!;
/** Credit notes of the setup's two bakeries (the bill's and the other; a test's own tenant is not counted). */
const creditNoteCount = async () =>
  (
    await s.db
      .select()
      .from(bills)
      .where(and(eq(bills.documentType, 'TD04'), inArray(bills.bakeryId, [s.t.bakery.id, s.other.bakery.id])))
  ).length;
const document = (billId: string, kind: 'pdf' | 'xml', token: string) =>
  fetch(`${s.server.url}/api/bills/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ billId }),
  });

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  s = await setupBills('cn', { smtpUrl: smtp.url });
  const res = await s.server.gql(CREATE_BILL, { input: { clientId: String(s.t.host.id), ...PERIOD } }, s.jwt.bakery);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  bill = res.data.createBill;
});
afterAll(async () => {
  await s.server.close();
  await smtp.close();
});

describe('finding 8: a client sees a bill only once it is sent', () => {
  it('hides the unsent bill from its client: no list entry, no bill, no PDF or XML', async () => {
    expect(codeOf(await s.server.gql(BILL, { id: bill.id }, s.jwt.host))).toBe('NOT_FOUND');
    expect((await s.server.gql(LIST, {}, s.jwt.host)).data.bills.total).toBe(0);
    expect((await s.server.gql(LIST, { sent: false }, s.jwt.host)).data.bills.total).toBe(0);
    expect((await document(bill.id, 'pdf', s.jwt.host)).status).toBe(404);
    expect((await document(bill.id, 'xml', s.jwt.host)).status).toBe(404);
    expect((await s.server.gql(LIST, {}, s.jwt.bakery)).data.bills.total).toBe(1); // the bakery sees its draft
  });

  it('refuses a credit note on a bill not yet sent (it is deleted or corrected instead)', async () => {
    const res = await s.server.gql(CREDIT, { b: bill.id, l: [{ line: 1, quantity: '1' }], r: 'Retoure' }, s.jwt.bakery);
    expect(codeOf(res)).toBe('CREDIT_NOTE_NOT_ALLOWED');
    expect(res.errors![0]!.extensions!.reason).toBe('NOT_SENT');
    expect(await creditNoteCount()).toBe(0);
  });

  it('shows the bill to its client once sent', async () => {
    expect((await s.server.gql(SEND, { id: bill.id }, s.jwt.bakery)).errors).toBeUndefined();
    expect((await s.server.gql(BILL, { id: bill.id }, s.jwt.host)).data.bill.number).toBe(bill.number);
    expect((await s.server.gql(LIST, {}, s.jwt.host)).data.bills.total).toBe(1);
    expect((await document(bill.id, 'pdf', s.jwt.host)).status).toBe(200);
  });
});

describe('finding 5: credit notes (TD04, art. 26 D.P.R. 633/72)', () => {
  let note: {
    id: string;
    number: string;
    billDate: string;
    documentType: string;
    totalCents: number;
    taxCents: number;
    lines: { quantity: string; netCents: number; vatRate: string }[];
    creditOf: { id: string };
  };

  it('waits for SdI: refused while SdI has not answered the sent bill (AWAITING_SDI), possible once it delivered it', async () => {
    const res = await s.server.gql(CREDIT, { b: bill.id, l: [{ line: 1, quantity: '1' }], r: 'Retoure' }, s.jwt.bakery);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'CREDIT_NOTE_NOT_ALLOWED', reason: 'AWAITING_SDI' });
    expect((await s.server.gql(BILL, { id: bill.id }, s.jwt.bakery)).data.bill.creditable).toBe(false);
    expect(await creditNoteCount()).toBe(0);
    await deliverBill(s, bill.id, s.jwt.bakery);
    expect((await s.server.gql(BILL, { id: bill.id }, s.jwt.bakery)).data.bill.creditable).toBe(true);
  });

  it('refuses the wrong tenant and the wrong role, changing nothing', async () => {
    const vars = { b: bill.id, l: [{ line: 1, quantity: '1' }], r: 'Retoure' };
    expect(codeOf(await s.server.gql(CREDIT, vars, s.jwt.otherBakery))).toBe('NOT_FOUND');
    for (const token of [s.jwt.host, s.jwt.guest, s.jwt.private, s.jwt.otherHost])
      expect(codeOf(await s.server.gql(CREDIT, vars, token))).toBe('FORBIDDEN');
    expect(codeOf(await s.server.gql(CREDIT, vars))).toBe('UNAUTHENTICATED');
    expect(await creditNoteCount()).toBe(0);
  });

  it('names bad input: no reason, no lines, lines not on the bill or asked wrongly, more than the bill holds', async () => {
    const credit = (l: unknown[], r = 'Retoure') => s.server.gql(CREDIT, { b: bill.id, l, r }, s.jwt.bakery);
    const missing = await credit([{ line: 1, quantity: '1' }], '  ');
    expect(codeOf(missing)).toBe('BAD_INPUT');
    expect(missing.errors![0]!.extensions!.fields).toEqual(['reason']);
    expect(codeOf(await credit([]))).toBe('CREDIT_NOTE_EMPTY');
    const invalid = await credit([
      { line: 99, quantity: '1' },
      { line: 1, quantity: '1', amountCents: 10 },
      { line: 2, quantity: '-1' },
    ]);
    expect(codeOf(invalid)).toBe('CREDIT_NOTE_LINE_INVALID');
    expect(invalid.errors![0]!.extensions!.lines).toEqual([99, 1, 2]);
    const tooMuch = await credit([{ line: 1, amountCents: bill.lines[0]!.netCents + 1 }]);
    expect(codeOf(tooMuch)).toBe('CREDIT_NOTE_TOO_MUCH');
    expect(tooMuch.errors![0]!.extensions!.lines).toEqual([1]);
    expect(await creditNoteCount()).toBe(0);
  });

  it('issues a partial credit note in its own number series, dated today, naming the bill', async () => {
    const before = (await s.db.select().from(billSettings).where(eq(billSettings.bakeryId, s.t.bakery.id)))[0]!;
    const res = await s.server.gql(
      CREDIT,
      {
        b: bill.id,
        l: [
          { line: 1, quantity: '1' },
          { line: 2, amountCents: 50 },
        ],
        r: 'Zwei Semmeln zurückgenommen',
      },
      s.jwt.bakery,
    );
    expect(res.errors).toBeUndefined();
    note = res.data.createCreditNote;
    expect(note).toMatchObject({
      documentType: 'TD04',
      number: 'NC 1/2026',
      billDate: '2026-11-30',
      creditReason: 'Zwei Semmeln zurückgenommen',
      sent: false,
      creditOf: { id: bill.id },
    });
    expect(note.lines.map((l) => [l.quantity, l.vatRate])).toEqual([
      ['1.000', bill.lines[0]!.vatRate],
      ['1', bill.lines[1]!.vatRate],
    ]); // 1 kg of the weighed rye; an amount off line 2
    expect(note.lines[1]!.netCents).toBe(50);
    expect(note.totalCents).toBeGreaterThan(50);
    expect(note.totalCents).toBeLessThan(bill.totalCents);
    const after = (await s.db.select().from(billSettings).where(eq(billSettings.bakeryId, s.t.bakery.id)))[0]!;
    expect([after.currentCreditNoteNumber, after.currentBillNumber]).toEqual([1, before.currentBillNumber]); // the bills' series does not move
    // the bill's orders stay billed by the bill
    expect(
      (
        await s.db
          .select()
          .from(orders)
          .where(eq(orders.billId, Number(note.id)))
      ).length,
    ).toBe(0);
  });

  it('writes a TD04 e-invoice with DatiFattureCollegate and Causale, no payment, that passes the XSD and SdI checks', async () => {
    const xml = (await row(note.id)).xml!;
    expect(xml).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(xml).toMatch(
      new RegExp(
        `<DatiFattureCollegate>\\s*<IdDocumento>${bill.number}</IdDocumento>\\s*<Data>${bill.billDate}</Data>`,
      ),
    );
    expect(xml).toContain('<Causale>Zwei Semmeln zurückgenommen</Causale>');
    expect(xml).not.toContain('DatiPagamento');
    expect(xml).not.toContain('DatiDDT');
    expect(xml).toMatch(/<Descrizione>[^<]*\(Preiskorrektur\)<\/Descrizione>/); // line 2 credited by an amount
    expect(sdiProblems(xml)).toEqual([]);
    expect(await validateFatturaPA(xml)).toMatchObject({ valid: true });
  });

  it('prints the credit note naming the bill and the reason, in the client language', async () => {
    const res = await document(note.id, 'pdf', s.jwt.bakery);
    expect(res.status).toBe(200);
    const pdf = Buffer.from(await res.arrayBuffer());
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    if (process.env.BILL_PDF_OUT)
      await writeFile(`${process.env.BILL_PDF_OUT}/credit-note-de.png`, await pdfPagePng(pdf, 1, 80));
    expect(text).toContain('Gutschrift');
    expect(text).toContain(`Zu Rechnung ${bill.number}`);
    expect(text).toContain('Zwei Semmeln zurückgenommen');
    expect(text).not.toContain('Zahlbar');
  });

  it('counts earlier credit notes: a line cannot be credited twice', async () => {
    const open = (await s.server.gql(BILL, { id: bill.id }, s.jwt.bakery)).data.bill.creditableCents as number[];
    expect(open[0]).toBe(bill.lines[0]!.netCents - note.lines[0]!.netCents);
    expect(open[1]).toBe(bill.lines[1]!.netCents - 50);
    const res = await s.server.gql(
      CREDIT,
      { b: bill.id, l: [{ line: 2, amountCents: open[1]! + 1 }], r: 'Preis' },
      s.jwt.bakery,
    );
    expect(codeOf(res)).toBe('CREDIT_NOTE_TOO_MUCH');
  });

  it('refuses a credit note on a credit note and on a bill SdI rejected', async () => {
    // a sent bill and its credit note of a bakery of the test's own: their states change here
    const f = await freshBillingTenant(s);
    const made = await s.server.gql(CREATE_BILL, f.input, f.jwt.bakery);
    if (made.errors) throw new Error(JSON.stringify(made.errors));
    const own: string = made.data.createBill.id;
    expect((await s.server.gql(SEND, { id: own }, f.jwt.bakery)).errors).toBeUndefined();
    await deliverBill(s, own, f.jwt.bakery);
    const credited = await s.server.gql(
      CREDIT,
      { b: own, l: [{ line: 1, quantity: '1' }], r: 'Retoure' },
      f.jwt.bakery,
    );
    expect(credited.errors).toBeUndefined();
    const ownNote: string = credited.data.createCreditNote.id;
    await s.db
      .update(bills)
      .set({ sent: true })
      .where(eq(bills.id, Number(ownNote)));
    const onNote = await s.server.gql(
      CREDIT,
      { b: ownNote, l: [{ line: 1, quantity: '1' }], r: 'Retoure' },
      f.jwt.bakery,
    );
    expect(onNote.errors![0]!.extensions!).toMatchObject({ code: 'CREDIT_NOTE_NOT_ALLOWED', reason: 'CREDIT_NOTE' });
    await s.db
      .update(bills)
      .set({ sdiState: 'REJECTED' })
      .where(eq(bills.id, Number(own)));
    const onRejected = await s.server.gql(
      CREDIT,
      { b: own, l: [{ line: 1, quantity: '1' }], r: 'Retoure' },
      f.jwt.bakery,
    );
    expect(onRejected.errors![0]!.extensions!).toMatchObject({ code: 'CREDIT_NOTE_NOT_ALLOWED', reason: 'REJECTED' });
    expect((await s.server.gql(BILL, { id: own }, f.jwt.bakery)).data.bill.creditable).toBe(false);
  });

  it('is hidden from the client until sent, then mailed and listed with its bill', async () => {
    expect(codeOf(await s.server.gql(BILL, { id: note.id }, s.jwt.host))).toBe('NOT_FOUND');
    expect((await s.server.gql(BILL, { id: bill.id }, s.jwt.host)).data.bill.creditNotes).toEqual([]);
    const since = smtp.mails.length;
    const sent = await s.server.gql(SEND, { id: note.id }, s.jwt.bakery);
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendBill).toMatchObject({ sent: true, sdiState: 'SENT' });
    const mail = smtp.mails.slice(since).find((m) => m.subject?.startsWith('Gutschrift'));
    expect(mail?.subject).toBe(`Gutschrift ${note.number} von Bäckerei Test GmbH`);
    const seen = (await s.server.gql(BILL, { id: bill.id }, s.jwt.host)).data.bill;
    expect(seen.creditNotes).toEqual([{ id: note.id, number: note.number, totalCents: note.totalCents }]);
    expect(seen.creditable).toBe(false); // only its bakery issues credit notes
    expect([seen.paymentMethod, seen.paymentTerms]).toEqual(['MP05', 'DAYS_30']); // a host pays by transfer in 30 days
    const shown = (await s.server.gql(BILL, { id: note.id }, s.jwt.host)).data.bill;
    expect([shown.paymentMethod, shown.paymentTerms]).toEqual([null, null]); // nothing to pay on a credit note
    expect(
      (await s.server.gql(LIST, {}, s.jwt.host)).data.bills.items.map((b: { documentType: string }) => b.documentType),
    ).toEqual(['TD04', 'TD24']);
  });

  it('deletes an unsent credit note only as the latest of its series, giving its number back', async () => {
    const second = (
      await s.server.gql(CREDIT, { b: bill.id, l: [{ line: 1, quantity: '1' }], r: 'Retoure' }, s.jwt.bakery)
    ).data.createCreditNote;
    expect(second.number).toBe('NC 2/2026');
    expect((await s.server.gql(DELETE, { id: note.id }, s.jwt.bakery)).errors![0]!.extensions!).toMatchObject({
      code: 'BILL_NOT_DELETABLE',
      reason: 'SENT',
    });
    expect((await s.server.gql(DELETE, { id: second.id }, s.jwt.otherBakery)).errors![0]!.extensions!.code).toBe(
      'NOT_FOUND',
    );
    expect((await s.server.gql(DELETE, { id: second.id }, s.jwt.bakery)).data.deleteBill).toBe(true);
    const again = (
      await s.server.gql(CREDIT, { b: bill.id, l: [{ line: 1, quantity: '1' }], r: 'Retoure' }, s.jwt.bakery)
    ).data.createCreditNote;
    expect(again.number).toBe('NC 2/2026');
    expect((await row(bill.id)).documentType).toBe('TD24'); // the bill itself is untouched
  });
});
