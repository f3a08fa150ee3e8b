/**
 * The unit price a bill line shows on the screen and the PDF (requirements/bills-and-e-invoices.md#lines-and-totals: prices with
 * 2 decimals, weighed products per kg). The XML keeps the exact unit price (≤ 8 decimals); a
 * reader of the PDF must still be able to check each line: shown quantity × shown price,
 * rounded half-up to cents, gives the line's amount before discount (`grossCents`). Decided in
 * ADR 013:
 *  - by kg (a weighed product): the price per kg with 2 decimals; where that misses the amount
 *    (a gram price with a 6th decimal), the exact price per kg (3 decimals);
 *  - by pieces: the piece price with 2 decimals where it adds up; else the weight basis — the
 *    grams of a piece at the price per kg ("60 g à 9,17 €/kg"), with 2 decimals or, where
 *    needed, the exact 3; bills made before the grams of a piece were kept show the exact
 *    piece price instead;
 *  - lines without a unit (delivery, stamp duty, a credit by amount): none (their amount is
 *    already in cents).
 */
import { divideRoundHalfUp, parseDecimal } from './decimal';
import { scaledToDecimal, type BillLine } from './billing';
import type { Language } from './language';

export interface BillLinePrice {
  /** EUR as a decimal string with 2 decimals, more only where fewer would not add up. */
  price: string;
  /** What the price is for: one piece, or one kg. */
  per: 'PZ' | 'KG';
  /** Set when a line by pieces shows its weight basis: the grams of one piece (price per kg). */
  gramsPerPiece?: number;
}

const SCALE = 8n;
const CENT = 10n ** (SCALE - 2n);

/** A price of scale 8 rounded half-up to cents (as a scale-8 value). */
const toCents = (price: bigint) => divideRoundHalfUp(price, CENT) * CENT;

/** Whether `price` (scale 8) × `quantity` (scale `qScale`) rounds half-up to `grossCents`. */
function addsUp(price: bigint, quantity: bigint, qScale: bigint, grossCents: number): boolean {
  return divideRoundHalfUp(price * quantity, CENT * 10n ** qScale) === BigInt(grossCents);
}

/** The 2-decimal price where it adds up, else the exact one, as text. */
function shown(exact: bigint, quantity: bigint, qScale: bigint, grossCents: number): { text: string; honest: boolean } {
  const cents = toCents(exact);
  if (addsUp(cents, quantity, qScale, grossCents)) return { text: scaledToDecimal(cents, Number(SCALE)), honest: true };
  return { text: scaledToDecimal(exact, Number(SCALE)), honest: addsUp(exact, quantity, qScale, grossCents) };
}

/** The unit price a bill line shows (module comment); null for a line without a unit. */
export function billLinePrice(
  line: Pick<BillLine, 'quantity' | 'unitPrice' | 'grossCents' | 'gramsPerPiece'> & { unit: string | null },
): BillLinePrice | null {
  if (line.unit !== 'KG' && line.unit !== 'PZ') return null;
  let exact: bigint;
  let quantity: bigint;
  try {
    exact = parseDecimal(line.unitPrice, Number(SCALE));
    quantity = parseDecimal(line.quantity, line.unit === 'KG' ? 3 : 0);
  } catch {
    return { price: line.unitPrice, per: line.unit };
  }
  if (line.unit === 'KG') return { price: shown(exact, quantity, 3n, line.grossCents).text, per: 'KG' };
  const piece = toCents(exact);
  if (addsUp(piece, quantity, 0n, line.grossCents)) return { price: scaledToDecimal(piece, Number(SCALE)), per: 'PZ' };
  const grams = line.gramsPerPiece;
  // the price per kg of the piece: exact when the piece price is gram price × grams (always on bills of orders)
  if (grams && grams > 0 && (exact * 1000n) % BigInt(grams) === 0n) {
    const perKg = shown((exact * 1000n) / BigInt(grams), quantity * BigInt(grams), 3n, line.grossCents);
    if (perKg.honest) return { price: perKg.text, per: 'KG', gramsPerPiece: grams };
  }
  return { price: scaledToDecimal(exact, Number(SCALE)), per: 'PZ' };
}

const LOCALES: Record<Language, string> = { de: 'de-DE', it: 'it-IT', en: 'en-GB' };

/** A euro price from a decimal string as `formatCents` writes amounts ("0,55 €", "9,167 €", "€0.55"), its decimals kept (at least 2). */
export function formatEuros(price: string, language: Language): string {
  const format = new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
    minimumFractionDigits: 2,
    maximumFractionDigits: 8,
  });
  return format.format(price as Intl.StringNumericLiteral);
}
