import { describe, expect, it } from 'vitest';
import {
  canSend,
  docketLabel,
  formatPercent,
  formatQuantity,
  formatUnitPrice,
  linesByOrder,
  localIsoDate,
  monthPeriod,
  periodOfMonth,
  recentMonths,
  reissueNotice,
} from './bill-format';
import { makeBill } from './bill-fixtures';

describe('bill periods', () => {
  it('takes whole calendar months, across the turn of the year and in leap years', () => {
    expect(monthPeriod(new Date(2026, 0, 15), -1)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(monthPeriod(new Date(2028, 2, 31), -1)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthPeriod(new Date(2026, 3, 30), 0)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(periodOfMonth('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('offers this month and the ones before, newest first, named in the language', () => {
    expect(recentMonths(new Date(2026, 0, 10), 2, 'de')).toEqual([
      { value: '2026-01', label: 'Januar 2026', name: 'Januar 2026' },
      { value: '2025-12', label: 'Dezember 2025', name: 'Dezember 2025' },
      { value: '2025-11', label: 'November 2025', name: 'November 2025' },
    ]);
    expect(recentMonths(new Date(2026, 3, 1), 1, 'it')).toEqual([
      { value: '2026-04', label: 'Aprile 2026', name: 'aprile 2026' },
      { value: '2026-03', label: 'Marzo 2026', name: 'marzo 2026' },
    ]);
    expect(recentMonths(new Date(2026, 3, 1), 0, 'en')).toEqual([
      { value: '2026-04', label: 'April 2026', name: 'April 2026' },
    ]);
  });
});

describe('bill numbers as shown', () => {
  it('writes kilograms with 3 decimals, pieces whole, unit prices with 2 decimals (else the weight basis), percents without zeros', () => {
    expect(formatQuantity('1.25', 'KG', 'de')).toBe('1,250');
    expect(formatQuantity('20', 'PZ', 'en')).toBe('20');
    const texts = { piece: 'Stk.', weightBasis: (weight: string, price: string) => `${weight} à ${price}/kg` };
    const line = { unit: 'PZ' as const, quantity: '3', unitPrice: '0.4500', grossCents: 135, gramsPerPiece: 50 };
    expect(formatUnitPrice(line, 'de', texts)).toBe('0,45\u00a0€/Stk.');
    expect(
      formatUnitPrice(
        { ...line, quantity: '1.234', unit: 'KG' as const, unitPrice: '4.5125', grossCents: 557 },
        'it',
        texts,
      ),
    ).toBe('4,51\u00a0€/kg');
    expect(
      formatUnitPrice(
        { ...line, quantity: '999', unitPrice: '1.2012', grossCents: 120000, gramsPerPiece: 1200 },
        'de',
        texts,
      ),
    ).toBe('1.200 g à 1,001\u00a0€/kg');
    expect(formatUnitPrice({ ...line, unit: null, unitPrice: '2.50' }, 'de', texts)).toBe('');
    expect(formatPercent('10.00', 'de')).toBe('10');
    expect(formatPercent('5.50', 'de')).toBe('5,5');
  });

  it('groups the lines by the bill’s orders in their order', () => {
    const bill = makeBill();
    const groups = linesByOrder(bill.orders, [...bill.lines, { ...bill.lines[0]!, orderId: '999' }]);
    expect(groups.map((g) => [g.order?.id ?? null, g.lines.length])).toEqual([
      ['301', 3],
      ['302', 1],
      [null, 1],
    ]);
  });

  it('lets a bill be sent while unsent or after SdI rejected it, and not while it is being sent', () => {
    expect(canSend({ sent: false, sdiState: null })).toBe(true);
    expect(canSend({ sent: true, sdiState: 'REJECTED' })).toBe(true);
    expect(canSend({ sent: false, sdiState: null, sdiSending: true })).toBe(false);
    expect(canSend({ sent: true, sdiState: 'REJECTED', sdiSending: true })).toBe(false);
    expect(canSend({ sent: true, sdiState: 'SENT' })).toBe(false);
    expect(canSend({ sent: true, sdiState: 'DELIVERED' })).toBe(false);
  });
});

describe('the re-send notice of a rejected bill', () => {
  it('counts the days left, says the last day, then since when it is overdue', () => {
    expect(reissueNotice('2026-04-07', '2026-04-02')).toEqual({ kind: 'due', by: '2026-04-07', daysLeft: 5 });
    expect(reissueNotice('2026-04-07', '2026-04-06')).toEqual({ kind: 'due', by: '2026-04-07', daysLeft: 1 });
    expect(reissueNotice('2026-04-07', '2026-04-07')).toEqual({ kind: 'today', by: '2026-04-07' });
    expect(reissueNotice('2026-04-07', '2026-04-08')).toEqual({
      kind: 'overdue',
      by: '2026-04-07',
      since: '2026-04-08',
    });
    expect(reissueNotice('2026-03-31', '2026-04-20')).toEqual({
      kind: 'overdue',
      by: '2026-03-31',
      since: '2026-04-01',
    });
  });

  it("takes today's date from the device clock, not UTC", () => {
    expect(localIsoDate(new Date(2026, 3, 2, 0, 30))).toBe('2026-04-02');
    expect(localIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
});

describe('docket labels', () => {
  const italian = (_key: string, { number }: { number: string }) => `DDT ${number}`;
  const german = (_key: string, { number }: { number: string }) => `Lieferschein ${number}`;
  it('do not double the word when the number names itself ("DDT %n/%Y")', () => {
    expect(docketLabel(italian, 'DDT 2/2026')).toBe('DDT 2/2026');
    expect(docketLabel(italian, '2/2026')).toBe('DDT 2/2026');
    expect(docketLabel(german, 'DDT 2/2026')).toBe('Lieferschein DDT 2/2026');
  });
});
