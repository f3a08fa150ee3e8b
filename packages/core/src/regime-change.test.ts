import { describe, expect, it } from 'vitest';
import { eBillDataProblems, toEBillData, type EBillDataDraft } from './fiscal';
import { isBeforeRegimeChange, regimeChangeDay, regimeChangeProblems, regimeOfDeliveries } from './regime-change';

// a bakery that left the flat-rate scheme (RF19) for the ordinary regime (RF01) on 1 January 2027
const LEFT_FORFETTARIO = { regime: 'RF01', previousRegime: 'RF19', regimeSince: '2027-01-01' };

describe('regimeOfDeliveries: the regime of the delivery day (art. 6 c. 1 D.P.R. 633/72)', () => {
  it("bills December's deliveries under the regime they were delivered in, also when the bill is issued in January", () => {
    expect(regimeOfDeliveries(LEFT_FORFETTARIO, ['2026-12-01', '2026-12-31'])).toEqual({ regime: 'RF19' });
    expect(regimeOfDeliveries(LEFT_FORFETTARIO, ['2027-01-01', '2027-01-31'])).toEqual({ regime: 'RF01' });
  });

  it('names the day a bill holding deliveries of both regimes must be split at (one RegimeFiscale per document)', () => {
    expect(regimeOfDeliveries(LEFT_FORFETTARIO, ['2026-12-31', '2027-01-01'])).toEqual({ spansChangeOn: '2027-01-01' });
  });

  it('without a change, or without days, the regime in force now applies', () => {
    expect(regimeOfDeliveries({ regime: 'RF01' }, ['2020-01-01'])).toEqual({ regime: 'RF01' });
    expect(regimeOfDeliveries(LEFT_FORFETTARIO, [])).toEqual({ regime: 'RF01' });
    expect(isBeforeRegimeChange(LEFT_FORFETTARIO, '2026-12-31')).toBe(true);
    expect(isBeforeRegimeChange(LEFT_FORFETTARIO, '2027-01-01')).toBe(false);
    expect(isBeforeRegimeChange({ regime: 'RF01' }, '2000-01-01')).toBe(false);
  });

  it('gives the day a bill run splits at only when a change is kept', () => {
    expect(regimeChangeDay(LEFT_FORFETTARIO)).toBe('2027-01-01');
    expect(regimeChangeDay({ regime: 'RF01', regimeSince: '2027-01-01' })).toBeNull();
    expect(regimeChangeDay(null)).toBeNull();
  });
});

describe('regimeChangeProblems and the seller data', () => {
  const MAIR: EBillDataDraft = {
    companyName: 'Bäckerei Mair KG',
    vatNumber: '00743110157',
    regime: 'RF01',
    street: 'Lauben',
    postalCode: '39100',
    city: 'Bozen',
    province: 'BZ',
  };

  it('takes a previous regime with the first day of the current one, normalised as typed', () => {
    expect(eBillDataProblems({ ...MAIR, previousRegime: ' rf19 ', regimeSince: '2027-01-01' })).toEqual([]);
    expect(toEBillData({ ...MAIR, previousRegime: 'rf19', regimeSince: '2027-01-01' })).toMatchObject({
      regime: 'RF01',
      previousRegime: 'RF19',
      regimeSince: '2027-01-01',
    });
  });

  it('names the missing half, a day that is no date, and a "change" to the same regime', () => {
    expect(regimeChangeProblems({ regime: 'RF01', previousRegime: 'RF19' })).toEqual(['regimeSince']);
    expect(regimeChangeProblems({ regime: 'RF01', regimeSince: '2027-01-01' })).toEqual(['previousRegime']);
    expect(eBillDataProblems({ ...MAIR, previousRegime: 'RF19', regimeSince: '2027-02-30' })).toEqual(['regimeSince']);
    expect(eBillDataProblems({ ...MAIR, previousRegime: 'RF01', regimeSince: '2027-01-01' })).toEqual([
      'previousRegime',
    ]);
    expect(eBillDataProblems({ ...MAIR, previousRegime: 'RF99', regimeSince: '2027-01-01' })).toEqual([
      'previousRegime',
    ]);
    expect(toEBillData({ ...MAIR, previousRegime: 'RF19' })).toBeNull();
    expect(regimeChangeProblems({ regime: 'RF01' })).toEqual([]);
  });
});
