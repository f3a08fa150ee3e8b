import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  codiceFiscaleCheckChar,
  eBillDataProblems,
  isCap,
  isCodiceFiscale,
  isIban,
  isInvoiceNumber,
  isLatin1Text,
  isNumberAffix,
  isPartitaIva,
  billNumberProblems,
  isPdfText,
  isPec,
  isPhone,
  isProvince,
  isReaNumber,
  isRegimeFiscale,
  isShareCapital,
  normaliseEBillData,
  partitaIvaCheckDigit,
  REGIMES,
  invalidBillingData,
  sdiCodeProblem,
  toEBillData,
  transmitterIdOf,
  type EBillDataDraft,
} from './fiscal';

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const withCheckDigit = (first10: string) => first10 + partitaIvaCheckDigit(first10);

describe('partita IVA', () => {
  it('accepts real VAT numbers and refuses the FatturaPA sample 01234567890 (its check digit would be 7)', () => {
    for (const v of ['06363391001', '00743110157', '00488410010', '01234567897']) expect(isPartitaIva(v), v).toBe(true);
    expect(partitaIvaCheckDigit('0123456789')).toBe(7);
    for (const v of [
      '01234567890',
      '06363391002',
      '00000000000',
      '0636339100',
      '063633910011',
      'IT06363391001',
      '0636339100A',
      ' 06363391001',
    ]) {
      expect(isPartitaIva(v), v).toBe(false);
    }
  });

  it('is valid with its computed check digit, and any single changed digit is caught', () => {
    fc.assert(
      fc.property(
        digits(10),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (first10, place, delta) => {
          fc.pre(!/^0{10}$/.test(first10));
          const valid = withCheckDigit(first10);
          expect(isPartitaIva(valid)).toBe(true);
          const changed = valid.slice(0, place) + ((Number(valid[place]) + delta) % 10) + valid.slice(place + 1);
          expect(isPartitaIva(changed)).toBe(false);
        },
      ),
    );
  });

  it('catches swapped neighbouring digits unless they are 0 and 9 or equal (a property of the Luhn scheme)', () => {
    fc.assert(
      fc.property(digits(10), fc.integer({ min: 0, max: 9 }), (first10, i) => {
        const valid = withCheckDigit(first10);
        const [a, b] = [valid[i]!, valid[i + 1]!];
        fc.pre(a !== b && `${a}${b}` !== '09' && `${a}${b}` !== '90' && !/^0{11}$/.test(valid));
        expect(isPartitaIva(valid.slice(0, i) + b + a + valid.slice(i + 2))).toBe(false);
      }),
    );
  });
});

describe('codice fiscale', () => {
  it("accepts people's codes (also women's days +40 and omocodia letters) and companies' 11 digits", () => {
    expect(codiceFiscaleCheckChar('RSSMRA85T10A562')).toBe('S');
    for (const v of ['RSSMRA85T10A562S', 'MRTMTT25D09F205Z', 'BNCGLI80A41H501C', '06363391001', '80213330584'])
      expect(isCodiceFiscale(v), v).toBe(true);
    // omocodia: digits from the right replaced by L M N P Q R S T U V; the check character is recomputed
    const omocode = `RSSMRA85T10A56N`;
    expect(isCodiceFiscale(omocode + codiceFiscaleCheckChar(omocode))).toBe(true);
  });

  it('refuses a wrong check character, impossible months and days, wrong shapes and bad numeric codes', () => {
    for (const v of [
      'RSSMRA85T10A562T',
      'RSSMRA85Z10A562S',
      'RSSMRA85T32A562S',
      'RSSMRA85T00A562S',
      'rssmra85t10a562s',
      'RSSMRA85T10A562',
      '1SSMRA85T10A562S',
      '06363391002',
      '',
    ]) {
      expect(isCodiceFiscale(v), v).toBe(false);
    }
  });

  it('is valid with its computed check character, and a changed check character never is', () => {
    const letters = (n: number) =>
      fc.array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), { minLength: n, maxLength: n }).map((c) => c.join(''));
    const body = fc
      .tuple(
        letters(6),
        digits(2),
        fc.constantFrom(...'ABCDEHLMPRST'),
        fc.integer({ min: 1, max: 71 }).filter((d) => d <= 31 || d >= 41),
        letters(1),
        digits(3),
      )
      .map(
        ([name, year, month, day, place, code]) =>
          `${name}${year}${month}${String(day).padStart(2, '0')}${place}${code}`,
      );
    fc.assert(
      fc.property(body, fc.integer({ min: 1, max: 25 }), (first15, shift) => {
        const check = codiceFiscaleCheckChar(first15);
        expect(isCodiceFiscale(first15 + check)).toBe(true);
        expect(isCodiceFiscale(first15 + String.fromCharCode(65 + ((check.charCodeAt(0) - 65 + shift) % 26)))).toBe(
          false,
        );
      }),
    );
  });
});

describe('address, routing and contact codes', () => {
  it('CAP is 5 digits, a province 2 capital letters', () => {
    expect(['39100', '00118'].every(isCap)).toBe(true);
    expect(['3910', '391000', '39 10', 'I-39100'].some(isCap)).toBe(false);
    expect(['BZ', 'RM'].every(isProvince)).toBe(true);
    expect(['bz', 'B', 'BZN', 'B1'].some(isProvince)).toBe(false);
  });

  it('SdI codes have 7 characters; 6-character codes are for public bodies (FPR12 refuses them)', () => {
    expect(sdiCodeProblem('0000000')).toBeNull();
    expect(sdiCodeProblem('M5UXCR1')).toBeNull();
    expect(sdiCodeProblem('UFY9MH')).toBe('PUBLIC_BODY');
    for (const v of ['ABC12', 'ABCDEFGH', 'abc1234', 'ABC-123', '']) expect(sdiCodeProblem(v), v).toBe('FORMAT');
  });

  it('PEC and phone', () => {
    expect(isPec('baeckerei.mair@pec.it')).toBe(true);
    expect(isPec('baeckerei.mair@pec')).toBe(false);
    expect(['0471123456', '+390471123', '12345'].every(isPhone)).toBe(true);
    expect(['+390471123456', '1234', '0471 123456', 'abcde'].some(isPhone)).toBe(false);
  });

  it('texts for the XML are one line of Latin-1 within the length', () => {
    expect(isLatin1Text('Bäckerei Mair & Söhne', 80)).toBe(true);
    for (const v of ['', 'Forno dell’Angelo', 'Brot €', 'a\nb', 'x'.repeat(81)])
      expect(isLatin1Text(v, 80), v).toBe(false);
  });
});

describe('regime fiscale, REA, IBAN', () => {
  it('lists RF01–RF20 without the abolished RF03, each with its name', () => {
    expect(REGIMES.map((r) => r.code)).toEqual([
      'RF01',
      'RF02',
      ...Array.from({ length: 17 }, (_, i) => `RF${String(i + 4).padStart(2, '0')}`),
    ]);
    expect(REGIMES.every((r) => r.name.length > 3)).toBe(true);
    expect(isRegimeFiscale('RF19')).toBe(true);
    expect(['RF03', 'RF21', 'rf01', 'RF1'].some(isRegimeFiscale)).toBe(false);
  });

  it('REA number is digits; share capital a positive amount with 2 decimals', () => {
    expect(isReaNumber('123456')).toBe(true);
    expect(['', 'BZ-123456', '12 34', '1'.repeat(21)].some(isReaNumber)).toBe(false);
    expect(['10000.00', '0.50'].every(isShareCapital)).toBe(true);
    expect(['10000', '10000.5', '0.00', '-5.00', '123456789012.00'].some(isShareCapital)).toBe(false);
  });

  it('accepts IBANs with correct check digits and length, refuses changed ones', () => {
    for (const v of [
      'IT60X0542811101000000123456',
      'DE89370400440532013000',
      'GB82WEST12345698765432',
      'AT611904300234573201',
    ])
      expect(isIban(v), v).toBe(true);
    for (const v of [
      'IT60X0542811101000000123457',
      'IT61X0542811101000000123456',
      'IT60X054281110100000012345',
      'IT6010542811101000000123456',
      'it60x0542811101000000123456',
      'DE8937040044053201300',
    ]) {
      expect(isIban(v), v).toBe(false);
    }
  });

  it('catches any single changed character of a valid Italian IBAN (mod 97)', () => {
    const valid = 'IT60X0542811101000000123456';
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 26 }), fc.integer({ min: 1, max: 9 }), (place, delta) => {
        const changed = valid.slice(0, place) + ((Number(valid[place]) + delta) % 10) + valid.slice(place + 1);
        expect(isIban(changed)).toBe(false);
      }),
    );
  });
});

describe('numbers and bill PDF texts', () => {
  it('an invoice number has at most 20 Basic-Latin characters and a digit', () => {
    expect(['1/2026', 'R-2026-000123', 'A1'].every(isInvoiceNumber)).toBe(true);
    expect(['ABC', '', 'R-2026/12345678901234', 'Nr. 1 €', ' 1/2026'].some(isInvoiceNumber)).toBe(false);
    expect(isNumberAffix('RE-')).toBe(true);
    expect(['ABCDEFGHIJK', 'A\nB', '№'].some(isNumberAffix)).toBe(false);
  });

  it('bill numbers: one %n, short affixes, and prefix + number + suffix within 20 characters for a five-digit number', () => {
    expect(billNumberProblems('%n/%Y', { prefix: 'RE-', suffix: '/B' }, 1, '2026-03-01')).toEqual([]);
    expect(billNumberProblems('%Y', {}, 1, '2026-03-01')).toEqual(['billNumberFormat']);
    expect(billNumberProblems('Nr. %n €', {}, 1, '2026-03-01')).toEqual(['billNumberFormat']);
    expect(billNumberProblems('%n', { prefix: 'ABCDEFGHIJK', suffix: 'a\nb' }, 1, '2026-03-01')).toEqual([
      'prefix',
      'suffix',
    ]);
    // "Rechnung 01.03.2026 Nr 99999" is 28 characters: the format alone is too long
    expect(billNumberProblems('Rechnung %d.%m.%Y Nr %n', {}, 1, '2026-03-01')).toEqual(['billNumberFormat']);
    // "R-2026-03-01/99999" fits; with the affixes it does not
    expect(billNumberProblems('R-%Y-%m-%d/%n', { prefix: 'BAECKEREI', suffix: '' }, 1, '2026-03-01')).toEqual([
      'prefix',
    ]);
    expect(billNumberProblems('%n/%y', { prefix: 'RE-' }, 10 ** 15, '2026-03-01')).toEqual(['prefix']); // a counter beyond five digits is checked as it is
  });

  it('PDF header and footer allow a few lines within their length', () => {
    expect(isPdfText('Bäckerei Mair\nLauben 12\n39100 Bozen', 'header')).toBe(true);
    expect(isPdfText('1\n2\n3\n4\n5\n6\n7', 'header')).toBe(false);
    expect(isPdfText('1\n2\n3\n4\n5\n6\n7', 'footer')).toBe(true);
    expect(isPdfText('x'.repeat(1001), 'footer')).toBe(false);
    expect(isPdfText('tab\there', 'footer')).toBe(false);
  });
});

const MAIR: EBillDataDraft = {
  companyName: 'Bäckerei Mair KG',
  vatNumber: '00743110157',
  regime: 'RF01',
  street: 'Lauben',
  houseNumber: '12',
  postalCode: '39100',
  city: 'Bozen',
  province: 'BZ',
  country: 'IT',
};

describe('seller data (eBillDataProblems, normaliseEBillData, toEBillData)', () => {
  it('accepts the required data and names every missing field of an empty draft, in form order', () => {
    expect(eBillDataProblems(MAIR)).toEqual([]);
    expect(eBillDataProblems({})).toEqual([
      'companyName',
      'vatNumber',
      'regime',
      'street',
      'postalCode',
      'city',
      'province',
    ]);
    expect(eBillDataProblems(null)).toEqual(eBillDataProblems({}));
  });

  it('refuses a declaration of intent (N3.5) as the Natura of all 0 % sales: its invoice names the declaration', () => {
    // art. 1 c. 1 lett. c) D.L. 746/83 and Provv. AdE 28.10.2021: an invoice without VAT under a declaration of intent
    // carries its protocol (AltriDatiGestionali INTENTO), which belongs to one client, never to all of a bakery's sales
    expect(eBillDataProblems({ ...MAIR, zeroRateNatura: 'N3.5' })).toEqual(['zeroRateNatura']);
    expect(eBillDataProblems({ ...MAIR, zeroRateNatura: 'n2.2' })).toEqual([]);
    expect(eBillDataProblems({ ...MAIR, zeroRateNatura: 'N4' })).toEqual([]);
    // a bill already issued under it is still read (its snapshot): only choosing it is refused
    expect(toEBillData({ ...MAIR, zeroRateNatura: 'N3.5' })?.zeroRateNatura).toBe('N3.5');
  });

  it('normalises typing habits: IT before the VAT number, spaces, lower case, typographic apostrophes, amounts', () => {
    const typed: EBillDataDraft = {
      ...MAIR,
      vatNumber: 'it 0074 3110 157',
      companyName: '  Forno dell’Angelo  ',
      province: 'bz',
      iban: 'it60 x054 2811 1010 0000 0123 456',
      phone: '0471 / 12 34 56',
      pec: ' Mair@PEC.it ',
      taxCode: 'rssmra85t10a562s',
      rea: { office: 'bz', number: ' 123456 ', shareCapital: '10.000,5', liquidation: 'ln' },
      email: '',
      bankName: null,
    };
    expect(normaliseEBillData(typed)).toMatchObject({
      vatNumber: '00743110157',
      companyName: "Forno dell'Angelo",
      province: 'BZ',
      iban: 'IT60X0542811101000000123456',
      phone: '0471123456',
      pec: 'mair@pec.it',
      rea: { shareCapital: '10000.50', liquidation: 'LN' },
    });
    expect(normaliseEBillData(typed)).not.toHaveProperty('email');
    // +39 / 0039 is dropped only where the number would not fit Telefono's 12 characters
    expect(
      ['+39 0474 123456', '0039 347 1234567', '+39 0471 1234', '+43 512 123456789'].map(
        (phone) => normaliseEBillData({ phone }).phone,
      ),
    ).toEqual(['0474123456', '3471234567', '+3904711234', '+43512123456789']);
    const data = toEBillData(typed);
    expect(data).not.toBeNull();
    expect(data?.rea).toEqual({ office: 'BZ', number: '123456', shareCapital: '10000.50', liquidation: 'LN' });
  });

  it('reads share capital typed in German, Italian or English', () => {
    const capital = (typed: string) => normaliseEBillData({ rea: { shareCapital: typed } }).rea?.shareCapital;
    expect(['10.000', '10.000,00', '10,000.00', '10000', '10000.0', '€ 10.000', '10,000'].map(capital)).toEqual(
      Array(7).fill('10000.00'),
    );
    expect(['1.234.567,89', '1,234,567.89'].map(capital)).toEqual(['1234567.89', '1234567.89']);
    expect(['10,5', '10.5'].map(capital)).toEqual(['10.50', '10.50']);
    expect(capital('zehn')).toBe('zehn'); // kept as typed: the check refuses it
    expect(
      eBillDataProblems({ ...MAIR, rea: { office: 'BZ', number: '1', shareCapital: 'zehn', liquidation: 'LN' } }),
    ).toEqual(['rea.shareCapital']);
  });

  it('names each wrong field, including the REA block and the country (only IT)', () => {
    const bad: EBillDataDraft = {
      ...MAIR,
      vatNumber: '01234567890',
      taxCode: 'RSSMRA85T10A562T',
      regime: 'RF03',
      postalCode: '3910',
      province: 'BZN',
      country: 'DE',
      pec: 'nope',
      phone: '12',
      email: 'x@',
      iban: 'IT60X0542811101000000123457',
      transmitterCode: '123',
      houseNumber: '123456789',
      rea: { office: 'B', number: 'X', shareCapital: '0', soleShareholder: 'XX', liquidation: '' },
    };
    expect(eBillDataProblems(bad)).toEqual([
      'vatNumber',
      'taxCode',
      'regime',
      'houseNumber',
      'postalCode',
      'province',
      'country',
      'pec',
      'phone',
      'email',
      'rea.office',
      'rea.number',
      'rea.shareCapital',
      'rea.soleShareholder',
      'rea.liquidation',
      'iban',
      'transmitterCode',
    ]);
    expect(toEBillData(bad)).toBeNull();
  });

  it('sends under the VAT number unless an intermediary is named', () => {
    expect(transmitterIdOf(toEBillData(MAIR)!)).toBe('00743110157');
    expect(transmitterIdOf(toEBillData({ ...MAIR, transmitterCode: 'IT06363391001' })!)).toBe('06363391001');
  });
});

describe("a client's billing data checked at entry (issue 14)", () => {
  it('accepts real Italian codes: partita IVA with its check digit, codice fiscale of a person or a company, CAP, SdI code, PEC', () => {
    expect(
      invalidBillingData({
        country: 'IT',
        postalCode: '39100',
        partitaIva: '00743110157',
        taxNumber: 'RSSNNA80A41A952W',
        recipientCode: 'ABC1234',
        pec: 'hotel@pec.it',
      }),
    ).toEqual([]);
    expect(invalidBillingData({ partitaIva: 'IT00743110157', taxNumber: '00743110157' })).toEqual([]);
  });

  it('names every wrong one: check digit, 6-character public-body code, CAP, codice fiscale check letter, PEC', () => {
    expect(
      invalidBillingData({
        country: 'IT',
        postalCode: '3910',
        partitaIva: '00743110158',
        taxNumber: 'RSSNNA80A41A952X',
        recipientCode: 'UFABC1',
        pec: 'nope',
      }),
    ).toEqual(['postalCode', 'partitaIva', 'taxNumber', 'recipientCode', 'pec']);
  });

  it('checks foreign clients by their own shape, and leaves blanks to missingBillingData', () => {
    expect(invalidBillingData({ country: 'DE', postalCode: 'D-80331', partitaIva: 'DE129273398' })).toEqual([]);
    expect(invalidBillingData({ country: 'AT', partitaIva: 'ATU-1234' })).toEqual(['partitaIva']);
    expect(invalidBillingData({ partitaIva: '', taxNumber: '  ' })).toEqual([]);
    expect(invalidBillingData(null)).toEqual([]);
  });
});
