import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitFatturaText, toBasicLatin, toFatturaText } from './latin1';

/** The XSD's String…LatinType character class, without the control characters XML forbids. */
const LATIN_TEXT = /^[\u0020-\u007e\u00a0-\u00ff]*$/;
const BASIC_LATIN = /^[\u0020-\u007e]*$/;

describe('toFatturaText', () => {
  it('keeps German and Italian letters', () => {
    expect(toFatturaText('Bäckerei Müller – Brötchen aus Weißmehl', 100)).toBe(
      'Bäckerei Müller - Brötchen aus Weißmehl',
    );
    expect(toFatturaText('Città, perché è già così più', 100)).toBe('Città, perché è già così più');
  });

  it('spells typographic quotes, dashes, euro and ellipsis in Basic Latin', () => {
    expect(toFatturaText('“Krapfen” ‘süß’ — 2 € … „gut“', 100)).toBe('"Krapfen" \'süß\' - 2 EUR ... "gut"');
    expect(toFatturaText('5−3 • x', 100)).toBe('5-3 - x');
  });

  it('transliterates other scripts instead of writing ?', () => {
    expect(toFatturaText('Пекарня', 100)).toBe('Pekarnya');
    expect(toFatturaText('Хлебозавод «Заря»', 100)).toBe('Khlebozavod «Zarya»');
    expect(toFatturaText('面包 roll', 100)).toBe('MianBao roll');
    expect(toFatturaText('パン屋 빵집 Αρτοποιείο', 100)).toBe('panWu PpangJib Artopoieio');
  });

  it('keeps Latin-1 letters as they are', () => {
    expect(toFatturaText('ä ö ü ß à é ø Ø Zoë Ørsted', 100)).toBe('ä ö ü ß à é ø Ø Zoë Ørsted');
  });

  it('drops emoji and zero-width characters', () => {
    expect(toFatturaText('Croissant 🥐 👨‍👩‍👧 fresh', 100)).toBe('Croissant fresh');
    expect(toFatturaText('Pane 🍞', 100)).toBe('Pane');
    expect(toFatturaText('a\u200bb\ufeffc', 100)).toBe('abc');
  });

  it('strips accents Latin-1 lacks and decomposes ligatures', () => {
    expect(toFatturaText('Łódź Şişli Őrség ﬁne ™ Œuvre', 100)).toBe('Lódz Sisli Orség fine TM OEuvre');
  });

  it('collapses control characters, line breaks and odd spaces, and trims', () => {
    expect(toFatturaText('  line one\r\n\tline\u0007two\u00a0\u2009end  ', 100)).toBe('line one line two end');
    expect(toFatturaText('x\u0085y', 100)).toBe('x y');
  });

  it('cuts to maxLength without a trailing space', () => {
    expect(toFatturaText('abc def', 4)).toBe('abc');
    expect(toFatturaText('€€€', 4)).toBe('EURE');
    expect(toFatturaText('🥐', 10)).toBe('');
  });

  it('always yields XSD-acceptable Latin-1 text of at most maxLength characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), fc.integer({ min: 1, max: 60 }), (text, max) => {
        const out = toFatturaText(text, max);
        expect(out).toMatch(LATIN_TEXT);
        expect(out.length).toBeLessThanOrEqual(max);
        expect(out).toBe(out.trim());
        expect(out).not.toContain('  ');
        if (!text.includes('?')) expect(out).not.toContain('?');
      }),
    );
  });
});

describe('toBasicLatin', () => {
  it('reduces text to ASCII for numbers and codes', () => {
    expect(toBasicLatin('Nr. 2024/ü-17 – ß', 20)).toBe('Nr. 2024/u-17 - ss');
    expect(toBasicLatin('Ærø «x»', 20)).toBe('AEro "x"');
    expect(toBasicLatin('  FT\u00a0001 ', 10)).toBe('FT 001');
    expect(toBasicLatin('Пекарня Zoë', 20)).toBe('Pekarnya Zoe');
  });

  it('always yields printable ASCII of at most maxLength characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.integer({ min: 1, max: 20 }), (text, max) => {
        const out = toBasicLatin(text, max);
        expect(out).toMatch(BASIC_LATIN);
        expect(out.length).toBeLessThanOrEqual(max);
      }),
    );
  });
});

describe('splitFatturaText', () => {
  it('splits at spaces into pieces of at most maxLength', () => {
    const pieces = splitFatturaText('Lieferung Hotel Rose “Frühstück” '.repeat(12), 200);
    expect(pieces.length).toBe(2);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(200);
    expect(pieces.join(' ')).toBe(toFatturaText('Lieferung Hotel Rose “Frühstück” '.repeat(12), 10_000));
  });

  it('returns nothing for empty text', () => {
    expect(splitFatturaText(' 🥐 ', 200)).toEqual([]);
  });
});
