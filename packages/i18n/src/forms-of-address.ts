/**
 * The scan behind the forms-of-address tests (docs/decisions/020-forms-of-address.md): Italian
 * addresses the reader formally ("Lei": "può", "Suo", "Inserisca"), German with "Sie".
 * The web's test scans the catalogues of the web, the guest app, this package, the help and the
 * SdI help; the server's scans its mails and PDF texts. Test code only: nothing at run time imports it.
 */

/** A whole word: Italian letters include accented ones, which \b does not know. */
const word = (alternatives: string) => new RegExp(`(?<!\\p{L})(${alternatives})(?!\\p{L})`, 'iu');

/** Pronouns and verbs of "tu" and "voi". */
export const INFORMAL = word(
  'tuo|tua|tuoi|tue|puoi|hai|sei|ti|te|ciao|potete|dovete|avete|siete|vostro|vostra|vostri|vostre|rivolgiti',
);

/**
 * Imperatives of "tu" and "voi" that ask the reader to do something. Of the -are verbs, whose "tu"
 * imperative reads like the formal present ("finché non reimposta la password"), only those the
 * texts use to ask ("Controlla", "Riprova", "Clicca").
 */
export const INFORMAL_IMPERATIVES = word(
  [
    'inserisci|scegli|controlla|riprova|clicca|compila|correggi|contatta|chiedi|chiedigli|scrivici|rivolgiti',
    'emetti|ripeti|accedi|riapri|stabilisci|assegnal[aioe]|rimuovil[aioe]|completal[aioe]|copial[aioe]',
    'inserite|scegliete|controllate|cliccate|scrivete|aprite|scaricate|scansionate|accettate|cercate|registratevi',
  ].join('|'),
);

/** A sentence, not a label: a button or menu item may keep its short imperative ("Riprova", "Apri il PDF"). */
export const isSentence = (text: string) => /[.!?]/.test(text);

/** The text without the labels it quotes («Contatta l'assistenza» names a button, it does not address). */
export const unquoted = (text: string) => text.replace(/«[^»]*»/g, '«»');

/** Whether an Italian text says "tu" or "voi": a pronoun or verb anywhere, an informal imperative in a sentence. */
export function addressesInformally(text: string): boolean {
  const scanned = unquoted(text);
  return INFORMAL.test(scanned) || (isSentence(text) && INFORMAL_IMPERATIVES.test(scanned));
}

/**
 * German "du" and "ihr" (the plural of "du"): pronouns and possessives, in either case at a
 * sentence's start. "Ihr", "Ihnen" and "Sie" are the formal forms and stay allowed; a lower-case
 * "ihr" is "her" or "their".
 */
const GERMAN_INFORMAL =
  /(?<!\p{L})(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|euch|euer|eure|euren|eurem|eurer|eures)(?!\p{L})/iu;

/** Whether a German text says "du" or "ihr" to the reader. */
export function addressesInformallyInGerman(text: string): boolean {
  return GERMAN_INFORMAL.test(unquoted(text));
}

/**
 * A value that stands for any argument of a text function: it reads as "X" in a template, and every
 * property or call gives it back, so `n.toFixed(2)`, `v.name` or `fee(x)` all end as "X".
 */
const ANY: unknown = new Proxy(function any() {}, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => 'X' : key === Symbol.iterator ? undefined : ANY),
  apply: () => ANY,
});

/**
 * The values a text function is called with: the stand-in first, then values that send a text's
 * branches each way (`n === 1 ? 'un pane' : …`, `h === null ? … : …`, `paid ? … : …`, a list empty or not).
 */
const STAND_INS: unknown[] = [ANY, 0, 1, 2, true, false, null, 'X', [], ['X']];

/**
 * Every text of a nested catalogue by its dotted key. A function (a text with values, e.g.
 * `(n, d) => \`Fattura ${n} del ${d}\``) is called with each stand-in for all its values, so
 * every branch it takes on a value is read; the stand-ins it cannot take (it throws) are skipped.
 */
export function textsOf(value: unknown, prefix: string): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    const results = new Set<unknown>();
    for (const stand of STAND_INS) {
      try {
        const result = fn(...Array.from({ length: Math.max(fn.length, 1) }, () => stand));
        results.add(typeof result === 'function' ? String(result) : result);
      } catch {
        // this stand-in does not fit the function's values; another one does
      }
    }
    if (results.size === 0) throw new Error(`${prefix}: no stand-in value fits this text function`);
    return [...results].flatMap((result) => textsOf(result, prefix));
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => textsOf(child, `${prefix}.${key}`));
  }
  return [];
}
