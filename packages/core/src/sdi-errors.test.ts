import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language';
import { daysUntil, SDI_ERROR_CODES, SDI_REISSUE_DAYS, sdiErrorFix, sdiErrorHelp, sdiReissueBy } from './sdi-errors';

/** Every code the table of requirements/bills-and-e-invoices.md#sdi-checks names, plus 00102 (file integrity). */
const RULES_CODES = [
  '00001',
  '00002',
  '00003',
  '00102',
  '00200',
  '00201',
  '00300',
  '00301',
  '00302',
  '00303',
  '00304',
  '00305',
  '00306',
  '00311',
  '00312',
  '00400',
  '00401',
  '00403',
  '00404',
  '00409',
  '00411',
  '00417',
  '00418',
  '00419',
  '00443',
  '00420',
  '00421',
  '00422',
  '00423',
  '00424',
  '00425',
  '00427',
  '00428',
  '00429',
  '00430',
  '00437',
  '00438',
  '00444',
  '00445',
  '00471',
  '00472',
  '00473',
  '00474',
  '00475',
];

describe('sdiErrorHelp', () => {
  it.each(RULES_CODES)('explains %s in German, Italian and English, each its own text', (code) => {
    const [de, it, en] = LANGUAGES.map((language) => sdiErrorHelp(code, language));
    for (const text of [de, it, en]) {
      expect(text).toEqual(expect.any(String));
      expect(text!.length).toBeGreaterThan(20);
    }
    expect(new Set([de, it, en]).size).toBe(3);
  });

  it('explains every code it lists, and lists them once, ascending', () => {
    expect(SDI_ERROR_CODES).toEqual([...new Set(SDI_ERROR_CODES)].sort());
    expect(SDI_ERROR_CODES).toEqual(expect.arrayContaining(RULES_CODES));
    for (const code of SDI_ERROR_CODES)
      for (const language of LANGUAGES) expect(sdiErrorHelp(code, language), `${code} ${language}`).toBeTruthy();
  });

  it('says null for codes it does not know, including 00433 that no source confirms', () => {
    for (const code of ['00433', '99999', '00000', 'ABC', '', '000305', '0030 5', 'EC01'])
      expect(sdiErrorHelp(code, 'de'), code).toBeNull();
  });

  it('reads SdI codes without their leading zeros or with blanks', () => {
    expect(sdiErrorHelp('305', 'en')).toBe(sdiErrorHelp('00305', 'en'));
    expect(sdiErrorHelp(' 00305 ', 'it')).toBe(sdiErrorHelp('00305', 'it'));
  });

  it("sends the client's data errors to the client's billing data, the bakery's to its seller data", () => {
    expect(sdiErrorHelp('00305', 'de')).toBe(
      'Die MwSt.-Nummer (Partita IVA) des Kunden ist ungültig oder im Steuerregister unbekannt. Korrigieren Sie die Rechnungsdaten des Kunden (Kunden › Kunde › Rechnungsdaten) und senden Sie die Rechnung erneut.',
    );
    expect(sdiErrorHelp('00311', 'it')).toContain('Clienti › cliente › Dati di fatturazione');
    expect(sdiErrorHelp('00301', 'en')).toBe(
      'Your VAT number (seller) is not valid or not active in the tax register. Correct your seller data (Settings › Documents › Seller data for e-invoices), then send the bill again.',
    );
    for (const code of ['00305', '00306', '00311', '00312', '00324', '00417', '00427', '00471'])
      expect(sdiErrorFix(code), code).toBe('CLIENT');
    for (const code of ['00001', '00300', '00301', '00302', '00320']) expect(sdiErrorFix(code), code).toBe('SELLER');
  });

  it('does not promise that sending again fixes what the platform computed (lines, totals)', () => {
    for (const code of ['00400', '00419', '00421', '00422', '00423', '00443', '00445']) {
      expect(sdiErrorFix(code), code).toBe('SUPPORT');
      expect(sdiErrorHelp(code, 'en')).toContain('sending again does not change it');
      expect(sdiErrorHelp(code, 'de')).toContain('erneutes Senden ändert daran nichts');
    }
  });

  it('warns against sending a duplicate (00404) again instead of telling to send it', () => {
    expect(sdiErrorFix('00404')).toBeNull();
    expect(sdiErrorHelp('00404', 'en')).toMatch(
      /^SdI has already accepted an invoice of yours with this number in the same year\. Do not send this bill again/,
    );
    expect(sdiErrorHelp('00404', 'it')).toContain('Non invii di nuovo questa fattura');
    expect(sdiErrorFix('00002')).toBe('RESEND');
    expect(sdiErrorFix('99999')).toBeNull();
  });
});

describe('the 5 days to re-issue a rejected invoice', () => {
  it('ends 5 calendar days after the rejection day, across months, years and daylight-saving changes', () => {
    expect(SDI_REISSUE_DAYS).toBe(5);
    expect(sdiReissueBy('2026-04-02')).toBe('2026-04-07');
    expect(sdiReissueBy('2026-03-27')).toBe('2026-04-01'); // clocks go forward on 29 March
    expect(sdiReissueBy('2026-10-24')).toBe('2026-10-29'); // and back on 25 October
    expect(sdiReissueBy('2026-12-29')).toBe('2027-01-03');
    expect(sdiReissueBy('2028-02-26')).toBe('2028-03-02'); // leap year
    expect(() => sdiReissueBy('2026-02-30')).toThrow(RangeError);
  });

  it('counts whole days left: 0 on the last day, negative once it has passed', () => {
    expect(daysUntil('2026-04-02', '2026-04-07')).toBe(5);
    expect(daysUntil('2026-04-07', '2026-04-07')).toBe(0);
    expect(daysUntil('2026-04-09', '2026-04-07')).toBe(-2);
    expect(daysUntil('2026-03-28', '2026-04-01')).toBe(4);
    expect(daysUntil('2026-10-24', '2026-10-29')).toBe(5);
    expect(daysUntil('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysUntil('0099-12-31', '0100-01-01')).toBe(1);
    expect(() => daysUntil('2026-04-31', '2026-05-01')).toThrow(RangeError);
  });
});
