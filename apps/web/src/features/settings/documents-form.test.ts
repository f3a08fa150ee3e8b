import { describe, expect, it } from 'vitest';
import { documentsProblems, sellerDraft, sellerValues, toInput, toValues } from './documents-form';
import { makeDocumentSettings, SELLER } from './documents-fixtures';

const TODAY = '2026-03-02';

describe('documents form rules', () => {
  it('a blank seller form is no seller data; a preset liquidation alone is no REA registration', () => {
    const blank = sellerValues(null);
    expect(blank['rea.liquidation']).toBe('LN');
    expect(sellerDraft(blank)).toBeNull();
    expect(sellerDraft({ ...blank, companyName: 'X' })?.rea).toBeNull();
    expect(sellerDraft({ ...blank, 'rea.office': 'BZ' })?.rea).toEqual({
      office: 'BZ',
      number: '',
      shareCapital: null,
      soleShareholder: null,
      liquidation: 'LN',
    });
  });

  it('does not check or send prefilled seller data the bakery has not touched', () => {
    const saved = makeDocumentSettings({ eBillData: null });
    const initial = toValues(saved, {
      companyName: 'Mair',
      fullName: null,
      firstName: null,
      lastName: null,
      province: null,
      street: 'Lauben',
      houseNumber: null,
      postalCode: '39100',
      city: 'Bozen',
      country: 'IT',
      partitaIva: '1',
      taxNumber: null,
      recipientCode: null,
      pec: null,
      tel: null,
      extra: null,
    });
    expect(documentsProblems(initial, initial, saved, TODAY)).toEqual([]);
    expect(toInput({ ...initial, prefix: 'R' }, initial, saved)).toEqual({ prefix: 'R' });
  });

  it('clears saved seller data when every field is emptied, and sends nothing when nothing changed', () => {
    const saved = makeDocumentSettings({ eBillData: SELLER });
    const initial = toValues(saved);
    expect(toInput(initial, initial, saved)).toEqual({});
    const emptied = { ...initial, seller: sellerValues(null) };
    expect(documentsProblems(emptied, initial, saved, TODAY)).toEqual([]);
    expect(toInput(emptied, initial, saved)).toEqual({ eBillData: null });
  });
});
