import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bills, orders } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { pdfText } from '../../../test/pdf';
import { validateFatturaPA } from '@bakery/einvoice';
import { CREATE_BILL, DRAFT, PERIOD, setupBills } from './bills.test-setup';

/**
 * requirements/bills-and-e-invoices.md#editing-unsent-bills: an unsent bill's date, due date, payment and note
 * change and its orders are chosen again — same number, lines, totals, snapshot and e-invoice made
 * again — without deleting it; a sent bill or a credit note is not edited; other tenants and roles
 * are refused and nothing changes.
 */
const EDIT = `mutation E($id: ID!, $input: EditBillInput!) { editBill(id: $id, input: $input) {
  id number billDate dueDate note paymentMethod paymentTerms documentType editable totalCents netCents orders { id } lines { orderId } } }`;
const EDIT_DRAFT = `query D($id: ID!, $o: [ID!]) { billEditDraft(billId: $id, orderIds: $o) {
  orders { id chosen } totalCents invoice { documentType billDate earliest latest } invoiceProblem { code } } }`;

let s: Awaited<ReturnType<typeof setupBills>>;
let bill: {
  id: string;
  number: string;
  billDate: string;
  dueDate: string;
  totalCents: number;
  netCents: number;
  editable: boolean;
};
const rowOf = async (id: string) =>
  (
    await s.db
      .select()
      .from(bills)
      .where(eq(bills.id, Number(id)))
  )[0]!;
const billOf = async (orderId: string) =>
  (
    await s.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(orderId)))
  )[0]!.billId;

beforeAll(async () => {
  s = await setupBills('be');
  const created = await s.server.gql(
    CREATE_BILL.replace('deletable', 'deletable editable'),
    { input: { clientId: String(s.t.host.id), ...PERIOD, orderIds: [s.orders.host.id, s.orders.guest.id] } },
    s.jwt.bakery,
  );
  if (created.errors) throw new Error(JSON.stringify(created.errors));
  bill = created.data.createBill;
});
afterAll(() => s.server.close());

describe('editing an unsent bill', () => {
  it("offers its own orders (chosen) and the client's other billable ones, with the dates its number allows", async () => {
    expect(bill.editable).toBe(true);
    const draft = (await s.server.gql(EDIT_DRAFT, { id: bill.id }, s.jwt.bakery)).data.billEditDraft;
    expect(draft.orders.map((o: { id: string; chosen: boolean }) => [o.id, o.chosen])).toEqual([
      [s.orders.host.id, true],
      [s.orders.guest.id, true],
      [s.orders.guest2.id, false],
    ]);
    expect(draft.totalCents).toBe(bill.totalCents);
    expect(draft.invoice).toEqual({
      documentType: 'TD24',
      billDate: '2026-11-30',
      earliest: '2026-11-24',
      latest: '2026-11-30',
    });
  });

  it('changes date, due date, payment, note and orders, keeping its number; lines, totals and e-invoice made again', async () => {
    const before = await rowOf(bill.id);
    const chosen = [s.orders.host.id, s.orders.guest2.id];
    const res = await s.server.gql(
      EDIT,
      {
        id: bill.id,
        input: {
          billDate: '2026-11-27',
          dueDate: '2027-01-15',
          paymentTerms: 'DAYS_30_EOM',
          paymentMethod: 'MP19',
          note: 'Lieferungen November – danke!',
          orderIds: chosen,
        },
      },
      s.jwt.bakery,
    );
    expect(res.errors).toBeUndefined();
    const edited = res.data.editBill;
    expect(edited).toMatchObject({
      id: bill.id,
      number: bill.number,
      billDate: '2026-11-27',
      dueDate: '2027-01-15',
      note: 'Lieferungen November – danke!',
      paymentMethod: 'MP19',
      paymentTerms: 'DAYS_30_EOM',
      documentType: 'TD24',
      editable: true,
    });
    expect(edited.orders.map((o: { id: string }) => o.id)).toEqual(chosen);
    expect(new Set(edited.lines.map((l: { orderId: string }) => l.orderId))).toEqual(new Set(chosen));
    // the guest's order left the bill and is billable again; the other guest's is on it
    expect(await billOf(s.orders.guest.id)).toBeNull();
    expect(await billOf(s.orders.guest2.id)).toBe(Number(bill.id));
    expect(edited.netCents).toBe(bill.netCents - 45 + 90); // one Semmel of the first guest out, two of the second in
    const free = (await s.server.gql(DRAFT, { c: String(s.t.host.id), f: PERIOD.from, t: PERIOD.to }, s.jwt.bakery))
      .data.billDraft;
    expect(free.orders.map((o: { id: string }) => o.id)).toContain(s.orders.guest.id);
    const row = await rowOf(bill.id);
    expect([row.billNumber, row.sequence, row.amount]).toEqual([
      before.billNumber,
      before.sequence,
      (edited.totalCents / 100).toFixed(2),
    ]);
    expect(row.eInvoiceProgressive).not.toBe(before.eInvoiceProgressive);
    expect(row.xml).toContain('<Data>2026-11-27</Data>');
    expect(row.xml).toContain('<DataScadenzaPagamento>2027-01-15</DataScadenzaPagamento>');
    expect(row.xml).toContain('<ModalitaPagamento>MP19</ModalitaPagamento>');
    expect(row.xml).toContain('<Causale>Lieferungen November - danke!</Causale>');
    expect(row.xml).toContain(`<Numero>${bill.number}</Numero>`);
    expect((await validateFatturaPA(row.xml!)).valid).toBe(true);
    const pdf = await fetch(`${s.server.url}/api/bills/pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${s.jwt.bakery}` },
      body: JSON.stringify({ billId: bill.id }),
    });
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Lieferungen November – danke!');
    expect(text).toContain('27. November 2026');
    expect(text).toContain('15. Januar 2027');
  });

  it('takes the due date from the new payment terms when none is given, and clears the note', async () => {
    const edited = (
      await s.server.gql(
        EDIT,
        { id: bill.id, input: { billDate: '2026-11-30', paymentTerms: 'IMMEDIATE', note: '' } },
        s.jwt.bakery,
      )
    ).data.editBill;
    expect(edited).toMatchObject({
      billDate: '2026-11-30',
      dueDate: '2026-11-30',
      paymentTerms: 'IMMEDIATE',
      note: null,
    });
    expect((await rowOf(bill.id)).xml).not.toContain('<Causale>');
  });

  it('refuses a date its invoice type or number does not allow, a due date before it, a long note, and orders not free — changing nothing', async () => {
    const before = await rowOf(bill.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ billDate: '2026-12-01' }, 'BILL_DATE_NOT_ALLOWED'],
      [{ billDate: '2026-11-20' }, 'BILL_DATE_NOT_ALLOWED'],
      [{ dueDate: '2026-11-29' }, 'BAD_INPUT'],
      [{ note: 'x'.repeat(501) }, 'BAD_INPUT'],
      [{ orderIds: [s.orders.private.id] }, 'BILL_ORDERS_CHANGED'],
      [{ orderIds: [] }, 'BILL_NO_ORDERS'],
    ];
    for (const [input, code] of cases)
      expect(
        codeOf(await s.server.gql(EDIT, { id: bill.id, input }, s.jwt.bakery)),
        JSON.stringify(input).slice(0, 40),
      ).toBe(code);
    expect(await rowOf(bill.id)).toEqual(before);
  });
});

describe('bills that are not edited', () => {
  it('refuses other tenants (not found) and other roles (forbidden), changing nothing', async () => {
    const before = await rowOf(bill.id);
    expect(codeOf(await s.server.gql(EDIT, { id: bill.id, input: { note: 'x' } }, s.jwt.otherBakery))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await s.server.gql(EDIT_DRAFT, { id: bill.id }, s.jwt.otherBakery))).toBe('NOT_FOUND');
    for (const token of [s.jwt.host, s.jwt.private, s.jwt.guest, s.jwt.otherHost]) {
      expect(codeOf(await s.server.gql(EDIT, { id: bill.id, input: { note: 'x' } }, token))).toBe('FORBIDDEN');
    }
    expect(codeOf(await s.server.gql(EDIT, { id: bill.id, input: { note: 'x' } }))).toBe('UNAUTHENTICATED');
    expect(await rowOf(bill.id)).toEqual(before);
  });

  it('refuses a sent bill: a credit note corrects it', async () => {
    await s.db
      .update(bills)
      .set({ sent: true })
      .where(eq(bills.id, Number(bill.id)));
    const before = await rowOf(bill.id);
    const refused = await s.server.gql(EDIT, { id: bill.id, input: { note: 'x' } }, s.jwt.bakery);
    expect(codeOf(refused)).toBe('BILL_NOT_EDITABLE');
    expect(refused.errors?.[0]?.extensions?.reason).toBe('SENT');
    expect(
      (await s.server.gql('query B($id: ID!) { bill(id: $id) { editable } }', { id: bill.id }, s.jwt.bakery)).data.bill
        .editable,
    ).toBe(false);
    expect(await rowOf(bill.id)).toEqual(before);
  });
});
