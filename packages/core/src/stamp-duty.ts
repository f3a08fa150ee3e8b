/**
 * Stamp duty on invoices (imposta di bollo, D.P.R. 642/72 Tariffa all. A art. 13 c. 1 and Tabella
 * B art. 6; 2.00 € since L. 71/2013; paid "in modo virtuale" on e-invoices, art. 6 DM 17.6.2014):
 * stamp duty is the alternative to VAT, so it is due on an invoice whose amounts without VAT
 * pass 77.47 €.
 *
 * Which Natura count (Agenzia delle Entrate, "Guida alla compilazione delle fatture elettroniche"
 * and the FAQ on bollo on e-invoices):
 *  - counted: N1 excluded (art. 15), N2.1 / N2.2 not subject (regime forfettario and minimi
 *    included), N3.5 to an habitual exporter's declaration of intent, N3.6 other non-taxable,
 *    N4 exempt;
 *  - not counted: N3.1 exports and N3.4 assimilated operations (Tabella B art. 15 D.P.R. 642/72),
 *    N3.2 intra-EU supplies (art. 66 c. 5 D.L. 331/93), N3.3 San Marino (treated as exports),
 *    N5 margin scheme, N6.x reverse charge and N7 VAT paid elsewhere (VAT is due on these, only
 *    not shown or paid by someone else).
 * The threshold is strict: 77.47 € is free, 77.48 € is not.
 */
import { naturaReference } from './natura';

/** Amount without VAT above which the stamp duty is due, in cents. */
export const STAMP_DUTY_THRESHOLD_CENTS = 7747;
/** The stamp duty on an invoice, in cents. */
export const STAMP_DUTY_CENTS = 200;
/** Natura whose amounts count towards the threshold (see the module comment). */
export const STAMP_DUTY_NATURE: readonly string[] = ['N1', 'N2.1', 'N2.2', 'N3.5', 'N3.6', 'N4'];
/** Natura and reference of the stamp duty charged on to the client: outside the VAT base (art. 15 c. 1 n. 3 D.P.R. 633/72). */
export const STAMP_DUTY_LINE = {
  natura: 'N1',
  reference: `${naturaReference('N1')} - rivalsa imposta di bollo`,
} as const;

/** Who bears the stamp duty (Settings → Documents): charged to the client as a line, or borne by the bakery. */
export type StampDutyCharge = 'CLIENT' | 'BAKERY';
export const STAMP_DUTY_CHARGES: readonly StampDutyCharge[] = ['CLIENT', 'BAKERY'];

/** Σ net cents of the lines whose Natura counts for stamp duty. */
export function stampDutyBaseCents(lines: readonly { netCents: number; natura?: string | null }[]): number {
  return lines.reduce((sum, l) => (l.natura && STAMP_DUTY_NATURE.includes(l.natura) ? sum + l.netCents : sum), 0);
}

/** Whether an invoice of these lines bears stamp duty: its amounts without VAT (as counted above) pass 77.47 €. */
export function isStampDutyDue(lines: readonly { netCents: number; natura?: string | null }[]): boolean {
  return stampDutyBaseCents(lines) > STAMP_DUTY_THRESHOLD_CENTS;
}
