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
 * Every text of a nested catalogue by its dotted key. A function (a text with values, e.g.
 * `(n, d) => \`Fattura ${n} del ${d}\``) is called with stand-ins for its values; one that needs
 * real values (a list to spread) is called with "X" for each.
 */
export function textsOf(value: unknown, prefix: string): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    const args = (stand: unknown) => Array.from({ length: Math.max(fn.length, 1) }, () => stand);
    let result: unknown;
    try {
      result = fn(...args(ANY));
    } catch {
      result = fn(...args('X'));
    }
    return textsOf(typeof result === 'function' ? String(result) : result, prefix);
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => textsOf(child, `${prefix}.${key}`));
  }
  return [];
}
