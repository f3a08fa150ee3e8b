import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { billDueDate, centsText, computeBill, formatCents, scaledToDecimal, type BillLineInput } from '@bakery/core';
import type { RequestContext } from '../../platform/graphql/context';
import { pdfText } from '../../../test/pdf';
import { sdiProblems, validateFatturaPA } from '@bakery/einvoice';
import { billXml } from './bill-einvoice';
import { billPdf } from './bill.pdf';
import type { BillSnapshot } from './bill-snapshot';
import type { BillRow } from './bills.queries';
import { SELLER } from './bills.test-setup';

const lineArb = fc.record({
  id: fc.nat(),
  vat: fc.constantFrom('4.00', '5.00', '10.00', '22.00', '0.00'),
  gramPrice: fc.integer({ min: 1, max: 50_000 }).map((m) => scaledToDecimal(BigInt(m), 6)),
  approxWeight: fc.integer({ min: 20, max: 2000 }),
  haveToWeight: fc.boolean(),
  measuredWeight: fc.oneof(fc.constant(-1), fc.integer({ min: 10, max: 20_000 })),
  amount: fc.integer({ min: 1, max: 50 }),
  missing: fc.constant(0),
});

function snapshotOf(orders: BillLineInput[][], percent: string, deliveryCost: number): BillSnapshot {
  const computation = computeBill({
    orders: orders.map((lines, i) => ({
      orderId: i + 1,
      chargeDelivery: true,
      takeaway: false,
      lines: lines.map((l, k) => ({ ...l, id: i * 100 + k })),
    })),
    discountSteps: [{ fromCents: 0, percent }],
    deliveryRule: { deliveryCostCents: deliveryCost, deliveryCostMinCents: 0, noDeliveryCost: false },
  });
  return {
    version: 1,
    language: 'de',
    seller: { name: SELLER.companyName, eBillData: SELLER, header: null, footer: null, logoId: null },
    buyer: {
      id: 9,
      kind: 'HOST',
      name: 'Hotel Test',
      companyName: 'Hotel Test',
      fullName: null,
      street: 'Via Roma',
      houseNumber: '1',
      postalCode: '39012',
      city: 'Merano',
      country: 'IT',
      vatNumber: '12345678903',
      taxCode: null,
      recipientCode: 'ABC1234',
      pec: null,
      email: null,
    },
    orders: orders.map((_l, i) => ({
      id: i + 1,
      number: i + 1,
      deliveryDate: '2026-11-24',
      docketNumber: `DDT ${i + 1}/2026`,
      docketDate: '2026-11-24',
      guest: null,
    })),
    ...computation,
    lines: computation.lines.map((l) => ({ ...l, name: `Brot ${l.orderedProductId}`, articleCode: null })),
  };
}

const bill = {
  id: 1,
  billNumber: '7/2026',
  billDate: '2026-11-30',
  dueDate: billDueDate('2026-11-30'),
  bakeryId: 1,
  clientId: 9,
  periodFrom: '2026-11-01',
  periodTo: '2026-11-30',
} as BillRow;
const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (n) => n === 'DatiRiepilogo' || n === 'DettaglioLinee',
});
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('screen = PDF = XML', () => {
  it('the PDF and the XML of any bill show the totals the bill screen shows (the snapshot), and the XML is valid', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(lineArb, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 2000 }).map((h) => scaledToDecimal(BigInt(h), 2)),
        fc.integer({ min: 0, max: 900 }),
        async (orders, percent, deliveryCost) => {
          const snap = snapshotOf(orders, percent, deliveryCost);
          const { xml } = billXml(bill, snap, 1);
          expect(sdiProblems(xml)).toEqual([]);
          expect(await validateFatturaPA(xml)).toEqual({ valid: true, errors: [] });
          const body = parser.parse(xml).FatturaElettronica.FatturaElettronicaBody;
          expect(body.DatiGenerali.DatiGeneraliDocumento.ImportoTotaleDocumento).toBe(centsText(snap.totalCents));
          expect(
            body.DatiBeniServizi.DatiRiepilogo.map((r: Record<string, string>) => [
              r.AliquotaIVA,
              r.ImponibileImporto,
              r.Imposta,
            ]),
          ).toEqual(snap.summaries.map((s) => [s.vatRate, centsText(s.taxableCents), centsText(s.taxCents)]));
          expect(body.DatiBeniServizi.DettaglioLinee.map((l: Record<string, string>) => l.PrezzoTotale)).toEqual(
            snap.lines.map((l) => centsText(l.netCents)),
          );
          const text = await pdfText((await billPdf({} as RequestContext, bill, snap)).pdf);
          for (const cents of [
            snap.netCents,
            snap.totalCents,
            ...snap.summaries.flatMap((s) => [s.taxableCents, s.taxCents]),
          ])
            expect(text).toContain(plain(formatCents(cents, 'de')));
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
