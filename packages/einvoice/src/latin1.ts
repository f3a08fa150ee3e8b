/**
 * Text clean-up for FatturaPA: the XSD accepts only Basic Latin + Latin-1 Supplement in text fields
 * (String…LatinType) and only Basic Latin in numbers and codes (String…Type). SdI rejects the whole
 * file (00200) for a single typographic quote, so every user-entered text goes through here.
 * Letters of other scripts are transliterated by any-ascii ('Пекарня' → 'Pekarnya', '面包' →
 * 'MianBao'), so a customer's name stays readable instead of becoming '?'.
 */
import anyAscii from 'any-ascii';

/** Characters outside Latin-1 with a sensible Basic-Latin spelling (NFKD does not cover these). */
const REPLACEMENTS: ReadonlyMap<string, string> = new Map([
  ...[...'\u2018\u2019\u201A\u201B\u2032\u2035\u2039\u203A'].map((c) => [c, "'"] as const),
  ...[...'\u201C\u201D\u201E\u201F\u2033\u2036'].map((c) => [c, '"'] as const),
  ...[...'\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2022\u2043'].map((c) => [c, '-'] as const),
  ['\u20AC', 'EUR'],
  ['\u2026', '...'],
  ['\u00A0', ' '], // no-break space: Latin-1, but invisible in print and confusing in a search
  ['\u00AD', ''], // soft hyphen
  ['\uFEFF', ''], // byte-order mark / zero-width no-break space
  ['\u0152', 'OE'],
  ['\u0153', 'oe'],
  ['\u0141', 'L'],
  ['\u0142', 'l'],
  ['\u0110', 'D'],
  ['\u0111', 'd'],
  ['\u0131', 'i'],
  ['\u1E9E', 'SS'],
]);

/** Latin-1 letters and signs that have no ASCII decomposition, for toBasicLatin. */
const LATIN1_TO_ASCII: ReadonlyMap<string, string> = new Map([
  ['ß', 'ss'],
  ['æ', 'ae'],
  ['Æ', 'AE'],
  ['ø', 'o'],
  ['Ø', 'O'],
  ['ð', 'd'],
  ['Ð', 'D'],
  ['þ', 'th'],
  ['Þ', 'TH'],
  ['«', '"'],
  ['»', '"'],
  ['×', 'x'],
  ['÷', '/'],
  ['·', '.'],
  ['°', 'o'],
  ['±', '+/-'],
  ['²', '2'],
  ['³', '3'],
  ['¹', '1'],
  ['¼', '1/4'],
  ['½', '1/2'],
  ['¾', '3/4'],
  ['©', '(C)'],
  ['®', '(R)'],
  ['§', 'S'],
  ['µ', 'u'],
  ['¢', 'c'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['ª', 'a'],
  ['º', 'o'],
]);

const WHITESPACE = /\s/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

function isLatin1Printable(code: number): boolean {
  return code <= 0xff && !isControl(code);
}

/** One code point → its Latin-1 spelling ('' to drop it). */
function latin1Of(char: string): string {
  const replacement = REPLACEMENTS.get(char);
  if (replacement !== undefined) return replacement;
  const code = char.codePointAt(0) ?? 0;
  if (isControl(code) || WHITESPACE.test(char)) return ' ';
  if (code <= 0xff) return char;
  // Compatibility decomposition: 'ő' → 'o' + accent, 'ﬁ' → 'fi', '™' → 'TM', full-width 'Ａ' → 'A'.
  const decomposed = [...char.normalize('NFKD')].filter((c) => isLatin1Printable(c.codePointAt(0) ?? 0)).join('');
  if (decomposed !== '') return decomposed;
  // Other scripts (Cyrillic, Greek, CJK…) are romanized; symbols and emoji are dropped (any-ascii
  // would spell them ':bread:', which does not belong in a name or an invoice line). any-ascii
  // writes '?' for a few rare letters (Tangut, 'ʔ'): dropped too, a '?' reads as a broken character.
  return LETTER_OR_DIGIT.test(char) ? anyAscii(char).replaceAll('?', '') : '';
}

function collapseAndCut(text: string, maxLength: number): string {
  const collapsed = text.replace(/ {2,}/g, ' ').trim();
  return collapsed.length <= maxLength ? collapsed : collapsed.slice(0, maxLength).trimEnd();
}

/**
 * Makes user text acceptable to the XSD's Latin types: keeps Basic Latin and Latin-1 letters
 * (ä ö ü ß à è é ì ò ù …), spells typographic quotes, dashes, '€' ('EUR'), '…' and odd spaces in
 * Basic Latin, strips accents the Latin-1 range lacks ('ő' → 'o'), transliterates other scripts
 * ('Пекарня' → 'Pekarnya'), never writes '?', drops emoji and other symbols, turns control characters and line breaks into single spaces,
 * trims, and cuts to maxLength characters. May return '' (the caller decides whether that is allowed).
 */
export function toFatturaText(text: string, maxLength: number): string {
  let out = '';
  for (const char of text) out += latin1Of(char);
  return collapseAndCut(out, maxLength);
}

/**
 * Like toFatturaText, but for numbers and codes (String…Type: Basic Latin only): Latin-1 letters
 * lose their accents ('è' → 'e', 'ß' → 'ss'), anything else outside ASCII is dropped.
 */
export function toBasicLatin(text: string, maxLength: number): string {
  let out = '';
  for (const char of toFatturaText(text, Number.MAX_SAFE_INTEGER)) {
    if (char <= '\u007e') {
      out += char;
      continue;
    }
    const mapped = LATIN1_TO_ASCII.get(char);
    if (mapped !== undefined) {
      out += mapped;
      continue;
    }
    out += [...char.normalize('NFKD')].filter((c) => c >= ' ' && c <= '\u007e').join('');
  }
  return collapseAndCut(out, maxLength);
}

/**
 * Splits a long text into pieces of at most maxLength characters, at a space where possible
 * (Causale is repeatable for exactly this reason). Each piece is already clean.
 */
export function splitFatturaText(text: string, maxLength: number): string[] {
  let rest = toFatturaText(text, Number.MAX_SAFE_INTEGER);
  const pieces: string[] = [];
  while (rest.length > maxLength) {
    const space = rest.lastIndexOf(' ', maxLength);
    const cut = space > maxLength / 2 ? space : maxLength;
    pieces.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest !== '') pieces.push(rest);
  return pieces;
}
