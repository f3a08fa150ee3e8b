/**
 * Natura of a sale without VAT (FatturaPA 1.2.x `Natura`, requirements/bills-and-e-invoices.md#vat-natura-and-stamp-duty) and the
 * VAT treatment of each bill line: the bakery's regime, the buyer and the
 * product's rate decide the rate written, its Natura and the law the invoice must cite (D.P.R.
 * 633/72 art. 21 c. 6: an invoice without VAT names the rule it is issued under).
 *
 * Invariants: a rate above 0 never has a Natura; a 0 % line always has one of `NATURA_CODES` (the
 * XSD's sub-codes; the generic N2, N3 and N6 are refused by SdI since 2021: 00445) or the
 * treatment is a `problem`; nothing falls back to a silent `N4`.
 */

/** A Natura that SdI accepts (XSD 1.2.x sub-codes), with the Agenzia's label and a default legal reference. */
export const NATURE = [
  { code: 'N1', label: 'Escluse ex art. 15 del D.P.R. 633/72', reference: 'Esclusa ex art. 15 D.P.R. 633/72' },
  {
    code: 'N2.1',
    label: 'Non soggette ad IVA ai sensi degli artt. da 7 a 7-septies del D.P.R. 633/72',
    reference: 'Operazione non soggetta, artt. 7-7 septies D.P.R. 633/72',
  },
  { code: 'N2.2', label: 'Non soggette - altri casi', reference: 'Operazione non soggetta a IVA' },
  { code: 'N3.1', label: 'Non imponibili - esportazioni', reference: 'Non imponibile, art. 8 c. 1 D.P.R. 633/72' },
  {
    code: 'N3.2',
    label: 'Non imponibili - cessioni intracomunitarie',
    reference: 'Cessione intracomunitaria non imponibile, art. 41 D.L. 331/93',
  },
  {
    code: 'N3.3',
    label: 'Non imponibili - cessioni verso San Marino',
    reference: 'Non imponibile, art. 71 D.P.R. 633/72',
  },
  {
    code: 'N3.4',
    label: "Non imponibili - operazioni assimilate alle cessioni all'esportazione",
    reference: 'Non imponibile, art. 8-bis D.P.R. 633/72',
  },
  {
    code: 'N3.5',
    label: "Non imponibili - a seguito di dichiarazioni d'intento",
    reference: "Non imponibile, art. 8 c. 1 lett. c) D.P.R. 633/72 (dichiarazione d'intento)",
  },
  {
    code: 'N3.6',
    label: 'Non imponibili - altre operazioni che non concorrono alla formazione del plafond',
    reference: 'Operazione non imponibile',
  },
  { code: 'N4', label: 'Esenti', reference: 'Operazione esente, art. 10 D.P.R. 633/72' },
  {
    code: 'N5',
    label: 'Regime del margine / IVA non esposta in fattura',
    reference: 'Regime del margine, art. 36 D.L. 41/95',
  },
  {
    code: 'N6.1',
    label: 'Inversione contabile - cessione di rottami e altri materiali di recupero',
    reference: 'Inversione contabile, art. 74 c. 7 e 8 D.P.R. 633/72',
  },
  {
    code: 'N6.2',
    label: 'Inversione contabile - cessione di oro e argento puro',
    reference: 'Inversione contabile, art. 17 c. 5 D.P.R. 633/72',
  },
  {
    code: 'N6.3',
    label: 'Inversione contabile - subappalto nel settore edile',
    reference: 'Inversione contabile, art. 17 c. 6 lett. a) D.P.R. 633/72',
  },
  {
    code: 'N6.4',
    label: 'Inversione contabile - cessione di fabbricati',
    reference: 'Inversione contabile, art. 17 c. 6 lett. a-bis) D.P.R. 633/72',
  },
  {
    code: 'N6.5',
    label: 'Inversione contabile - cessione di telefoni cellulari',
    reference: 'Inversione contabile, art. 17 c. 6 lett. b) D.P.R. 633/72',
  },
  {
    code: 'N6.6',
    label: 'Inversione contabile - cessione di prodotti elettronici',
    reference: 'Inversione contabile, art. 17 c. 6 lett. c) D.P.R. 633/72',
  },
  {
    code: 'N6.7',
    label: 'Inversione contabile - prestazioni comparto edile e settori connessi',
    reference: 'Inversione contabile, art. 17 c. 6 lett. a-ter) D.P.R. 633/72',
  },
  {
    code: 'N6.8',
    label: 'Inversione contabile - operazioni settore energetico',
    reference: 'Inversione contabile, art. 17 c. 6 lett. d-bis), d-ter), d-quater) D.P.R. 633/72',
  },
  {
    code: 'N6.9',
    label: 'Inversione contabile - altri casi',
    reference: 'Inversione contabile, art. 17 D.P.R. 633/72',
  },
  {
    code: 'N7',
    label: 'IVA assolta in altro stato UE',
    reference: 'IVA assolta in altro Stato UE, art. 74-sexies D.P.R. 633/72',
  },
] as const;
export type NaturaCode = (typeof NATURE)[number]['code'];
export const NATURA_CODES = NATURE.map((n) => n.code) as [NaturaCode, ...NaturaCode[]];
export const isNaturaCode = (value: string): value is NaturaCode => (NATURA_CODES as string[]).includes(value);

/**
 * Natura codes whose invoice needs data of one client, so a bakery cannot choose them for all its 0 %
 * sales: a declaration of intent (N3.5) names its protocol number and date on the invoice
 * (AltriDatiGestionali, TipoDato "INTENTO": art. 1 c. 1 lett. c) D.L. 746/83, Provv. AdE 28.10.2021).
 */
export const PER_CLIENT_NATURA_CODES: readonly NaturaCode[] = ['N3.5'];
/** The codes a bakery may choose as the Natura of its 0 % sales (Settings → Documents). */
export const BAKERY_WIDE_NATURA_CODES = NATURA_CODES.filter((code) => !PER_CLIENT_NATURA_CODES.includes(code));

/** RiferimentoNormativo is at most 100 Latin-1 characters (XSD String100LatinType). */
export const LEGAL_REFERENCE_MAX_LENGTH = 100;

/** The default legal reference of a Natura ('' for an unknown code). */
export const naturaReference = (code: string): string => NATURE.find((n) => n.code === code)?.reference ?? '';

/** Regimes whose seller charges no VAT at all (N2.2), with the law their invoices cite. */
export const REGIMES_WITHOUT_VAT: Readonly<Record<string, string>> = {
  RF19: "Operazione effettuata ai sensi dell'art. 1, commi 54-89, L. 190/2014 - regime forfettario",
  RF02: "Operazione effettuata ai sensi dell'art. 27, commi 1 e 2, D.L. 98/2011 - regime dei minimi",
};

/** The other member states of the EU (ISO 3166 alpha-2; Greece is GR here, EL only in VAT numbers). */
export const EU_COUNTRIES: readonly string[] = [
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

/** Natura and reference of goods sold to a business in another member state (art. 41 D.L. 331/93). */
export const INTRA_EU_NATURA: { natura: NaturaCode; reference: string } = {
  natura: 'N3.2',
  reference: naturaReference('N3.2'),
};

/** What the bakery chose for its own 0 % sales (Settings → Documents), if anything. */
export interface ZeroRateChoice {
  natura?: string | null;
  reference?: string | null;
}

export interface VatTreatmentContext {
  /** The bakery's RegimeFiscale (RF01 …). */
  regime: string;
  zeroRate?: ZeroRateChoice | null;
  /** The buyer's country (ISO alpha-2; default IT) and VAT number, if any. */
  buyer: { country?: string | null; vatNumber?: string | null };
}

/** The rate, Natura and RiferimentoNormativo of a line, or a problem that must stop the bill. */
export type VatTreatment =
  | { vatRate: string; natura?: undefined; reference?: undefined; problem?: undefined }
  | { vatRate: '0.00'; natura: NaturaCode; reference: string; problem?: undefined }
  | { vatRate: '0.00'; problem: 'ZERO_RATE_NATURA_MISSING'; natura?: undefined; reference?: undefined };

/** Whether a sale of goods to this buyer is intra-EU B2B: another member state and a VAT number. */
export function isIntraEuBusiness(buyer: VatTreatmentContext['buyer']): boolean {
  const country = (buyer.country ?? 'IT').trim().toUpperCase();
  return EU_COUNTRIES.includes(country) && !!buyer.vatNumber && buyer.vatNumber.trim() !== '';
}

/**
 * The VAT treatment of a line of goods (or of the delivery that goes with them, art. 12 D.P.R.
 * 633/72) sold at `rate` ("10.00"), first rule that applies:
 *  1. a seller in a regime without VAT (RF19 forfettario, RF02 minimi): 0 %, N2.2, its law —
 *     also towards EU businesses (a forfettario makes no intra-EU non-taxable sales);
 *  2. a buyer in another EU state with a VAT number: 0 %, N3.2, art. 41 D.L. 331/93;
 *  3. a 0 % rate: the bakery's chosen Natura and reference (its default reference when none is
 *     typed); without a valid choice the problem ZERO_RATE_NATURA_MISSING;
 *  4. else the rate, without Natura.
 */
export function vatTreatment(context: VatTreatmentContext, rate: string): VatTreatment {
  const regimeReference = REGIMES_WITHOUT_VAT[context.regime];
  if (regimeReference) return { vatRate: '0.00', natura: 'N2.2', reference: regimeReference };
  if (isIntraEuBusiness(context.buyer))
    return { vatRate: '0.00', natura: INTRA_EU_NATURA.natura, reference: INTRA_EU_NATURA.reference };
  if (Number(rate) !== 0) return { vatRate: rate };
  const natura = context.zeroRate?.natura?.trim().toUpperCase() ?? '';
  if (!isNaturaCode(natura)) return { vatRate: '0.00', problem: 'ZERO_RATE_NATURA_MISSING' };
  const reference = context.zeroRate?.reference?.trim() || naturaReference(natura);
  return { vatRate: '0.00', natura, reference };
}
