import { describe, expect, it } from 'vitest';
import { isStampDutyDue, stampDutyBaseCents, STAMP_DUTY_NATURE } from './stamp-duty';
import { computeBill, summarizeWithStampDuty, type BillLineInput } from './billing';

const NO_DELIVERY = { deliveryCostCents: 0, deliveryCostMinCents: 0, noDeliveryCost: true };

describe('stamp duty (D.P.R. 642/72 all. A art. 13, art. 6 DM 17.6.2014)', () => {
  it('is due above 77.47 € without VAT: 77.47 € is free, 77.48 € is not', () => {
    expect(isStampDutyDue([{ netCents: 7747, natura: 'N2.2' }])).toBe(false);
    expect(isStampDutyDue([{ netCents: 7748, natura: 'N2.2' }])).toBe(true);
    expect(
      isStampDutyDue([
        { netCents: 4000, natura: 'N4' },
        { netCents: 3748, natura: 'N1' },
      ]),
    ).toBe(true);
  });

  it('counts exempt, excluded and non-subject amounts, not taxed lines nor intra-EU, export, reverse-charge or margin ones', () => {
    expect(STAMP_DUTY_NATURE).toEqual(['N1', 'N2.1', 'N2.2', 'N3.5', 'N3.6', 'N4']);
    const lines = [
      { netCents: 100_000 },
      ...['N3.1', 'N3.2', 'N3.3', 'N3.4', 'N5', 'N6.9', 'N7'].map((natura) => ({ netCents: 100_000, natura })),
      { netCents: 500, natura: 'N3.5' },
    ];
    expect(stampDutyBaseCents(lines)).toBe(500);
    expect(isStampDutyDue(lines)).toBe(false);
  });

  const rf19Line = (gramPrice: string): BillLineInput => ({
    id: 1,
    vat: '4.00',
    gramPrice,
    approxWeight: 1000,
    haveToWeight: false,
    measuredWeight: -1,
    amount: 1,
    missing: 0,
  });
  const bill = (gramPrice: string, stampDuty: 'CLIENT' | 'BAKERY') =>
    computeBill({
      orders: [{ orderId: 1, chargeDelivery: false, takeaway: false, lines: [rf19Line(gramPrice)] }],
      discountSteps: [],
      deliveryRule: NO_DELIVERY,
      vat: { regime: 'RF19', buyer: {} },
      stampDuty,
    });

  it('computeBill: RF19 bill of 77.47 € has no stamp duty, of 77.48 € charges 2.00 € to the client as an N1 line (art. 15 D.P.R. 633/72)', () => {
    const free = bill('0.07747', 'CLIENT');
    expect([free.totalCents, free.taxCents, free.stampDuty]).toEqual([7747, 0, undefined]);
    const charged = bill('0.07748', 'CLIENT');
    expect(charged.stampDuty).toEqual({ amountCents: 200, chargedToClient: true });
    expect(charged.lines.at(-1)).toMatchObject({ kind: 'STAMP_DUTY', netCents: 200, vatRate: '0.00', natura: 'N1' });
    expect(charged.summaries.map((s) => [s.natura, s.taxableCents, s.taxCents])).toEqual([
      ['N1', 200, 0],
      ['N2.2', 7748, 0],
    ]);
    expect([charged.netCents, charged.taxCents, charged.totalCents, charged.goodsCents]).toEqual([7948, 0, 7948, 7748]);
  });

  it('computeBill: borne by the bakery, the stamp duty is recorded but not added to the total', () => {
    const borne = bill('0.1', 'BAKERY');
    expect(borne.stampDuty).toEqual({ amountCents: 200, chargedToClient: false });
    expect(borne.lines.map((l) => l.kind)).toEqual(['PRODUCT']);
    expect(borne.totalCents).toBe(10_000);
  });

  it('summarizeWithStampDuty: the draft of some orders judges the stamp duty on those orders alone, never on a stamp-duty line', () => {
    const twoOrders = computeBill({
      orders: [1, 2].map((orderId) => ({ orderId, chargeDelivery: false, takeaway: false, lines: [rf19Line('0.05')] })),
      discountSteps: [],
      deliveryRule: NO_DELIVERY,
      vat: { regime: 'RF19', buyer: {} },
      stampDuty: 'CLIENT',
    });
    expect(twoOrders.stampDuty).toEqual({ amountCents: 200, chargedToClient: true }); // 100.00 €
    const firstOnly = summarizeWithStampDuty(
      twoOrders.lines.filter((l) => l.orderId === 1 || l.kind === 'STAMP_DUTY'),
      'CLIENT',
    );
    expect([firstOnly.stampDuty, firstOnly.totalCents, firstOnly.lines.map((l) => l.kind)]).toEqual([
      undefined,
      5000,
      ['PRODUCT'],
    ]);
    expect(summarizeWithStampDuty(twoOrders.lines, 'CLIENT').totalCents).toBe(10_200);
  });
});
