/**
 * Foreign VAT numbers of a client (requirements/bills-and-e-invoices.md#client-billing-data): FatturaPA writes them as IdPaese (field
 * 1.4.1.1.1, ISO 3166-1 alpha-2) plus IdCodice without the country prefix (1.4.1.1.2) — an
 * Austrian `ATU12345678` is IdPaese AT, IdCodice U12345678.
 *
 * The shapes are the European Commission's VIES formats ("VIES VAT number validation — FAQ:
 * What is the structure of a VAT number?"), checked at entry so a number that VIES would never
 * accept is not stored. Greece's VAT prefix is EL, its ISO country code GR; Northern Ireland's is
 * XI (country GB). Numbers of countries outside the EU are checked only for letters and digits.
 */

/** Northern Ireland's VIES format (prefix XI, country GB). */
const XI_FORMAT = /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/;

/** VIES number formats without the prefix, by VAT prefix. */
export const EU_VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^(?=.*[A-Z])[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: XI_FORMAT,
};

/** The VAT prefix of an ISO country (GR → EL); the same code elsewhere. */
export const vatPrefixOf = (country: string): string => (country === 'GR' ? 'EL' : country);
/** The ISO country of a VAT prefix (EL → GR, XI → GB). */
export const countryOfVatPrefix = (prefix: string): string =>
  prefix === 'EL' ? 'GR' : prefix === 'XI' ? 'GB' : prefix;

const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];
/** Whether a country (ISO 3166-1 alpha-2) is an EU member state. */
export const isEuCountry = (country: string): boolean => EU_COUNTRIES.includes(country);

/**
 * IdPaese and IdCodice of a client's VAT number as stored (upper case, no spaces): the prefix
 * when the number starts with a known VAT prefix of the client's country (or any EU prefix when
 * the country has none of its own), else the client's country; the code without that prefix.
 */
export function vatIdOf(vatNumber: string, country: string): { country: string; code: string } {
  const v = vatNumber.toUpperCase().replace(/[\s.-]/g, '');
  const own = vatPrefixOf(country);
  if (v.startsWith(own) && EU_VAT_FORMATS[own]?.test(v.slice(2))) return { country, code: v.slice(2) };
  if (country === 'GB' && v.startsWith('XI') && XI_FORMAT.test(v.slice(2))) return { country: 'GB', code: v.slice(2) };
  if (country === 'IT') return { country: 'IT', code: v.replace(/^IT(?=\d{11}$)/, '') };
  return { country, code: v }; // outside the EU (a Swiss CHE… is a whole number) or not in the country's format: as written
}

/**
 * Whether a foreign client's VAT number fits its country: for an EU country the VIES format
 * (with or without the prefix, a prefix of another country is wrong); elsewhere 2–28 letters or
 * digits (IdCodice's length), optionally after the country code.
 */
export function isForeignVatNumber(vatNumber: string, country: string): boolean {
  const v = vatNumber.toUpperCase().replace(/[\s.-]/g, '');
  const prefix = vatPrefixOf(country);
  const format = EU_VAT_FORMATS[prefix];
  if (format) {
    const bare = v.startsWith(prefix) && format.test(v.slice(2)) ? v.slice(2) : v;
    return format.test(bare);
  }
  if (country === 'GB' && v.startsWith('XI')) return XI_FORMAT.test(v.slice(2));
  return /^[A-Z0-9]{2,28}$/.test(v);
}
