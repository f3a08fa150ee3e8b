import { describe, expect, it } from 'vitest';
import {
  BaseDataInputSchema,
  ClientInputSchema,
  clientFormSchema,
  clientInputSchema,
  clientNameOptional,
  missingBaseData,
  MoneyTextSchema,
  normaliseDetail,
} from './account-schemas';
import { GuestInputSchema } from './guest-schema';

/** path → message of each issue, in order. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);
}

const BASE = { companyName: 'Hotel Post', street: 'Hauptplatz 1', postalCode: '39100', city: 'Bozen' };
const CLIENT = { kind: 'HOST' as const, username: 'hotel-post', companyName: 'Hotel Post' };

describe('normaliseDetail', () => {
  it('trims, blanks to null and writes codes upper-case without spaces, a partita IVA without IT', () => {
    expect(normaliseDetail('city', '  Bozen ')).toBe('Bozen');
    expect(normaliseDetail('city', '   ')).toBeNull();
    expect(normaliseDetail('province', ' bz ')).toBe('BZ');
    expect(normaliseDetail('partitaIva', 'it 0074 3110157')).toBe('00743110157');
    expect(normaliseDetail('partitaIva', 'ATU12345678')).toBe('ATU12345678');
  });
});

describe('BaseDataInputSchema', () => {
  it('requires a name, street, postal code and city, each named', () => {
    expect(issues(BaseDataInputSchema.safeParse({}))).toEqual([
      'companyName:BAD_INPUT',
      'fullName:BAD_INPUT',
      'street:BAD_INPUT',
      'postalCode:BAD_INPUT',
      'city:BAD_INPUT',
    ]);
    const result = BaseDataInputSchema.safeParse({});
    const first = result.error?.issues[0];
    expect(first?.code === 'custom' ? first.params : null).toEqual({ problem: 'REQUIRED' });
  });

  it('refuses the fiscal codes SdI refuses (check digits, CAP, SdI code, PEC), a bad telephone and country', () => {
    const bad = BaseDataInputSchema.safeParse({
      ...BASE,
      postalCode: '391',
      partitaIva: '01234567890',
      taxNumber: 'RSSNNA80A41A952Z',
      recipientCode: 'ABC',
      pec: 'no-mail',
      tel: 'call me',
    });
    expect(issues(bad).sort()).toEqual(
      ['postalCode', 'partitaIva', 'taxNumber', 'recipientCode', 'pec', 'tel'].map((f) => `${f}:BAD_INPUT`).sort(),
    );
    expect(issues(BaseDataInputSchema.safeParse({ ...BASE, country: 'Italy' }))).toEqual(['country:BAD_INPUT']);
    expect(issues(BaseDataInputSchema.safeParse({ ...BASE, extra: 'x'.repeat(1001) }))).toEqual(['extra:BAD_INPUT']);
  });

  it('checks a foreign postal code by its own rule and a foreign VAT number by its VIES format', () => {
    expect(issues(BaseDataInputSchema.safeParse({ ...BASE, country: 'at', postalCode: '6020' }))).toEqual([]);
    expect(issues(BaseDataInputSchema.safeParse({ ...BASE, country: 'AT', postalCode: '6020!' }))).toEqual([
      'postalCode:BAD_INPUT',
    ]);
    expect(issues(BaseDataInputSchema.safeParse({ ...BASE, country: 'AT', partitaIva: 'AT12345678' }))).toEqual([
      'partitaIva:BAD_INPUT',
    ]);
  });

  it('gives the data as stored: trimmed, codes normalised, blank = null, Italy by default, full name from first and last', () => {
    const result = BaseDataInputSchema.parse({
      ...BASE,
      companyName: '',
      firstName: ' Anna ',
      lastName: 'Rossi',
      partitaIva: 'IT 00743110157',
      taxNumber: 'rssnna80a41a952w',
      pec: '  ',
    });
    expect(result).toMatchObject({
      companyName: null,
      fullName: 'Anna Rossi',
      partitaIva: '00743110157',
      taxNumber: 'RSSNNA80A41A952W',
      pec: null,
      country: 'IT',
    });
  });
});

describe('missingBaseData', () => {
  it('names what the first-login data lacks; first and last name stand for the name', () => {
    expect(missingBaseData(null)).toEqual(['companyName', 'fullName', 'street', 'postalCode', 'city']);
    expect(missingBaseData({ ...BASE, companyName: null })).toEqual(['companyName', 'fullName']);
    expect(missingBaseData({ ...BASE, companyName: null, firstName: 'Anna', lastName: 'Rossi' })).toEqual([]);
    expect(missingBaseData({ ...BASE, city: '' })).toEqual(['city']);
  });
});

describe('a client without a name (issue 45: a private customer registered on the site gives it at first sign-in)', () => {
  const nameless = { kind: 'PRIVATE' as const, username: 'neu.registriert' };
  it('is saved by the bakery while its stored data has no name; otherwise the name is required', () => {
    expect(clientNameOptional('PRIVATE', null)).toBe(true);
    expect(clientNameOptional('PRIVATE', { fullName: 'Anna Rossi' })).toBe(false);
    expect(clientNameOptional('HOST', null)).toBe(false);
    expect(clientInputSchema({ nameOptional: true }).safeParse(nameless).success).toBe(true);
    expect(issues(ClientInputSchema.safeParse(nameless))).toEqual(['fullName:BAD_INPUT']);
  });
});

describe('ClientInputSchema', () => {
  it('refuses by the username, e-mail, deadline, money and stay rules with their codes', () => {
    expect(issues(ClientInputSchema.safeParse({ ...CLIENT, username: 'ab' }))).toEqual(['username:USERNAME_TOO_SHORT']);
    expect(issues(ClientInputSchema.safeParse({ ...CLIENT, email: 'nope' }))).toEqual(['email:EMAIL_INVALID']);
    expect(issues(ClientInputSchema.safeParse({ ...CLIENT, deadline: '25:00' }))).toEqual(['deadline:BAD_INPUT']);
    expect(issues(ClientInputSchema.safeParse({ ...CLIENT, deliveryCost: '-1' }))).toEqual(['deliveryCost:BAD_INPUT']);
    expect(issues(ClientInputSchema.safeParse({ ...CLIENT, deliveryCostMin: '1.234' }))).toEqual([
      'deliveryCostMin:BAD_INPUT',
    ]);
    expect(
      issues(ClientInputSchema.safeParse({ ...CLIENT, activeFrom: '2026-05-02', activeTo: '2026-05-01' })),
    ).toEqual(['activeTo:INVALID_DATE']);
    expect(issues(ClientInputSchema.safeParse({ ...CLIENT, activeFrom: '2026-02-30' }))).toEqual([
      'activeFrom:INVALID_DATE',
    ]);
  });

  it("reports the rules of the whole client beside the fields' own issues, all at once", () => {
    const result = ClientInputSchema.safeParse({
      ...CLIENT,
      username: 'ab',
      companyName: '',
      province: 'XX',
      activeTo: '1999-01-01',
    });
    expect(issues(result)).toEqual([
      'username:USERNAME_TOO_SHORT',
      'province:BAD_INPUT',
      'companyName:BAD_INPUT',
      'activeTo:INVALID_DATE',
    ]);
    const base = BaseDataInputSchema.safeParse({ ...BASE, tel: 'x'.repeat(201), street: '' });
    expect(issues(base)).toEqual(['tel:BAD_INPUT', 'street:BAD_INPUT']);
  });

  it('requires the company name of a host and the full name of a private customer (or first and last name)', () => {
    expect(issues(ClientInputSchema.safeParse({ ...CLIENT, companyName: ' ' }))).toEqual(['companyName:BAD_INPUT']);
    expect(issues(ClientInputSchema.safeParse({ ...CLIENT, kind: 'PRIVATE', companyName: null }))).toEqual([
      'fullName:BAD_INPUT',
    ]);
    const person = ClientInputSchema.parse({
      ...CLIENT,
      kind: 'PRIVATE',
      companyName: '',
      firstName: 'Giuseppe',
      lastName: 'De Luca',
    });
    expect(person.fullName).toBe('Giuseppe De Luca');
  });

  it('names every fiscal code SdI would refuse', () => {
    const result = ClientInputSchema.safeParse({
      ...CLIENT,
      partitaIva: '01234567890',
      taxNumber: 'RSSNNA80A41A952Z',
      recipientCode: 'UFABC1',
      pec: 'no',
      postalCode: '391',
      province: 'XX',
    });
    expect(issues(result).sort()).toEqual(
      ['postalCode', 'province', 'partitaIva', 'taxNumber', 'recipientCode', 'pec'].map((f) => `${f}:BAD_INPUT`).sort(),
    );
  });

  it('fills the defaults: language de, stay and flags by kind, costs 0, payment null = the kind default', () => {
    expect(ClientInputSchema.parse({ ...CLIENT, kind: 'PRIVATE', deliveryCost: '2,50' })).toMatchObject({
      language: 'de',
      activeFrom: '2021-01-01',
      activeTo: '9999-01-01',
      deliveryCost: '2.50',
      deliveryCostMin: '0',
      docketPrices: true,
      takeaway: false,
      paymentMethod: null,
      country: 'IT',
    });
    expect(ClientInputSchema.parse(CLIENT)).toMatchObject({ activeFrom: '2000-01-01', activeTo: '9999-03-31' });
  });
});

describe('clientFormSchema', () => {
  it('reads the delivery costs in the language and only its decimal mark', () => {
    expect(clientFormSchema('de').parse({ ...CLIENT, deliveryCost: '2,50', deliveryCostMin: '' })).toMatchObject({
      deliveryCost: '2.50',
      deliveryCostMin: '0',
    });
    expect(issues(clientFormSchema('de').safeParse({ ...CLIENT, deliveryCost: '2.50', deliveryCostMin: '0' }))).toEqual(
      ['deliveryCost:BAD_INPUT'],
    );
    expect(clientFormSchema('en').parse({ ...CLIENT, deliveryCost: '2.5', deliveryCostMin: '20' })).toMatchObject({
      deliveryCost: '2.5',
      deliveryCostMin: '20',
    });
    expect(issues(clientFormSchema('en').safeParse({ ...CLIENT, deliveryCost: '0', deliveryCostMin: '2,50' }))).toEqual(
      ['deliveryCostMin:BAD_INPUT'],
    );
  });
});

describe('MoneyTextSchema', () => {
  it('takes a point or a comma and gives a point', () => {
    expect(MoneyTextSchema.parse(' 3,5 ')).toBe('3.5');
    expect(MoneyTextSchema.parse(null)).toBe('0');
    expect(MoneyTextSchema.safeParse('1e3').success).toBe(false);
  });
});

describe('GuestInputSchema', () => {
  const GUEST = { label: 'Zimmer 12', activeFrom: '2026-11-20', activeTo: '2026-11-25' };
  it('checks the label by the username rules and its length, the stay and a typed password', () => {
    expect(GuestInputSchema.parse({ ...GUEST, label: ' Zimmer 12 ', password: '' })).toEqual({
      ...GUEST,
      language: null,
      password: null,
    });
    expect(issues(GuestInputSchema.safeParse({ ...GUEST, label: 'Z1' }))).toEqual(['label:USERNAME_TOO_SHORT']);
    expect(issues(GuestInputSchema.safeParse({ ...GUEST, label: 'x'.repeat(61) }))).toEqual(['label:BAD_INPUT']);
    expect(issues(GuestInputSchema.safeParse({ ...GUEST, activeTo: '2026-11-19' }))).toEqual(['activeTo:INVALID_DATE']);
    const password = issues(GuestInputSchema.safeParse({ ...GUEST, password: 'short' }));
    expect(password.length).toBeGreaterThan(0);
    expect(password.every((p) => p.startsWith('password:PASSWORD_'))).toBe(true);
  });
});
