/**
 * Nome and Cognome of a client billed as a person (FatturaPA 1.4.1.3.2 Nome, 1.4.1.3.3 Cognome;
 * requirements/bills-and-e-invoices.md#client-billing-data): a full name cannot be split at a space ("Giuseppe De Luca" is Nome
 * Giuseppe, Cognome De Luca), so they are entered apart. Data stored before has only the full
 * name: it is used when the codice fiscale — whose first six letters come from the surname and
 * the first name (D.M. 23/12/1976) — confirms exactly one way to split it; otherwise the client
 * is not billable until the names are entered.
 */

export interface PersonNameSource {
  companyName?: string | null;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** The codice fiscale as stored (user_details.tax_number). */
  taxNumber?: string | null;
}

export interface PersonName {
  firstName: string;
  lastName: string;
}

const given = (v: string | null | undefined): v is string => !!v && v.trim() !== '';
const letters = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
const consonants = (s: string) => s.replace(/[AEIOU]/g, '');
const vowels = (s: string) => s.replace(/[^AEIOU]/g, '');

/** The three letters of a codice fiscale from a surname: its consonants, then its vowels, then X. */
export function surnameCode(surname: string): string {
  const l = letters(surname);
  return `${consonants(l)}${vowels(l)}XXX`.slice(0, 3);
}

/** The three letters of a codice fiscale from a first name: 1st, 3rd and 4th consonant when it has four, else as a surname. */
export function firstNameCode(firstName: string): string {
  const c = consonants(letters(firstName));
  return c.length >= 4 ? `${c[0]}${c[2]}${c[3]}` : surnameCode(firstName);
}

/**
 * The splits of a full name ("Nome Cognome" or "Cognome Nome") whose letters match the first
 * six characters of a personal codice fiscale; one entry when the code decides the split.
 */
export function namesMatchingTaxCode(fullName: string, taxCode: string): PersonName[] {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const code = taxCode.toUpperCase();
  if (words.length < 2 || !/^[A-Z]{6}/.test(code)) return [];
  const found = new Map<string, PersonName>();
  for (let i = 1; i < words.length; i++) {
    const head = words.slice(0, i).join(' ');
    const tail = words.slice(i).join(' ');
    for (const [firstName, lastName] of [
      [head, tail],
      [tail, head],
    ] as const) {
      if (surnameCode(lastName) === code.slice(0, 3) && firstNameCode(firstName) === code.slice(3, 6))
        found.set(`${firstName}|${lastName}`, { firstName, lastName });
    }
  }
  return [...found.values()];
}

/**
 * Nome and Cognome of a client without a company name: the ones entered, else the one split of
 * its full name that its codice fiscale confirms; null when neither (the client cannot be billed).
 */
export function personNameOf(d: PersonNameSource): PersonName | null {
  if (given(d.firstName) && given(d.lastName)) return { firstName: d.firstName.trim(), lastName: d.lastName.trim() };
  if (!given(d.fullName) || !given(d.taxNumber)) return null;
  const matches = namesMatchingTaxCode(d.fullName, d.taxNumber.trim());
  const [only] = matches;
  return matches.length === 1 && only ? only : null;
}

/** What keeps a client from being billed as a person: Nome or Cognome missing (none when it has a company name). */
export function personNameProblems(d: PersonNameSource | null | undefined): ('firstName' | 'lastName')[] {
  if (!d || given(d.companyName) || personNameOf(d)) return [];
  return [
    ...(given(d.firstName) ? [] : (['firstName'] as const)),
    ...(given(d.lastName) ? [] : (['lastName'] as const)),
  ];
}
