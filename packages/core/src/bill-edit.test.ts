import { describe, expect, it } from 'vitest';
import { BILL_NOTE_MAX, billNote, editedBillDates, isDueDateAllowed } from './bill-edit';
import type { InvoicePlan } from './invoice-type';

const deferred: InvoicePlan = {
  documentType: 'TD24',
  billDate: '2026-11-30',
  earliest: '2026-11-24',
  latest: '2026-11-30',
  issueBy: '2026-12-15',
  late: false,
};
const bounds = { currentDate: '2026-11-30', numberFormat: '%n/%Y', previousDate: null, nextDate: null };

describe('the dates an edited bill may carry', () => {
  it("keeps the invoice type's window and the bill's date where it may stay", () => {
    expect(editedBillDates(deferred, { ...bounds, currentDate: '2026-11-27' })).toEqual({
      ...deferred,
      billDate: '2026-11-27',
    });
  });

  it('stays between the bills numbered before and after it', () => {
    expect(editedBillDates(deferred, { ...bounds, previousDate: '2026-11-26', nextDate: '2026-11-29' })).toEqual({
      ...deferred,
      earliest: '2026-11-26',
      latest: '2026-11-29',
      billDate: '2026-11-29',
    });
    expect(editedBillDates(deferred, { ...bounds, nextDate: '2026-11-20' })).toEqual({
      code: 'BILL_DATE_NOT_ALLOWED',
      earliest: '2026-11-24',
      latest: '2026-11-20',
    });
  });

  it('stays in the year of its number, and in its month or day when the number shows them', () => {
    const newYear: InvoicePlan = { ...deferred, billDate: '2027-01-10', earliest: '2026-12-28', latest: '2027-01-15' };
    expect(editedBillDates(newYear, { ...bounds, currentDate: '2026-12-31' })).toMatchObject({
      earliest: '2026-12-28',
      latest: '2026-12-31',
      billDate: '2026-12-31',
    });
    expect(editedBillDates(newYear, { ...bounds, currentDate: '2027-01-05', numberFormat: '%n/%m/%y' })).toMatchObject({
      earliest: '2027-01-01',
      latest: '2027-01-15',
    });
    expect(editedBillDates(deferred, { ...bounds, currentDate: '2026-11-28', numberFormat: 'R%d%m-%n' })).toMatchObject(
      { earliest: '2026-11-28', latest: '2026-11-28' },
    );
  });
});

describe("a bill's note and due date", () => {
  it('trims the note, empty is none, too long is refused', () => {
    expect(billNote('  Danke!  ')).toBe('Danke!');
    expect(billNote('   ')).toBeNull();
    expect(billNote(null)).toBeNull();
    expect(billNote('x'.repeat(BILL_NOTE_MAX))).toHaveLength(BILL_NOTE_MAX);
    expect(billNote('x'.repeat(BILL_NOTE_MAX + 1))).toBe(false);
  });

  it('is due on the bill date or later', () => {
    expect(isDueDateAllowed('2026-11-30', '2026-11-30')).toBe(true);
    expect(isDueDateAllowed('2026-11-30', '2026-12-30')).toBe(true);
    expect(isDueDateAllowed('2026-11-30', '2026-11-29')).toBe(false);
  });
});
