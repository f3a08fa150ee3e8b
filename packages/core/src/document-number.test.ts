import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDocumentNumber, isDocumentNumberFormat } from './document-number';

describe('formatDocumentNumber', () => {
  it('replaces each token', () => {
    expect(formatDocumentNumber('%n', 42, '2026-03-07')).toBe('42');
    expect(formatDocumentNumber('%d', 42, '2026-03-07')).toBe('07');
    expect(formatDocumentNumber('%m', 42, '2026-03-07')).toBe('03');
    expect(formatDocumentNumber('%y', 42, '2026-03-07')).toBe('26');
    expect(formatDocumentNumber('%Y', 42, '2026-03-07')).toBe('2026');
    expect(formatDocumentNumber('%%', 42, '2026-03-07')).toBe('%');
  });

  it('combines tokens with literal text', () => {
    expect(formatDocumentNumber('R-%Y/%n', 17, '2026-12-31')).toBe('R-2026/17');
    expect(formatDocumentNumber('%d.%m.%y-%n', 5, '2026-01-09')).toBe('09.01.26-5');
    expect(formatDocumentNumber('LS %n (%Y)', 0, '2026-05-10')).toBe('LS 0 (2026)');
    expect(formatDocumentNumber('no tokens', 1, '2026-05-10')).toBe('no tokens');
    expect(formatDocumentNumber('', 1, '2026-05-10')).toBe('');
  });

  it('does not pad the sequential number', () => {
    expect(formatDocumentNumber('%n', 7, '2026-01-01')).toBe('7');
    expect(formatDocumentNumber('%n', 123456, '2026-01-01')).toBe('123456');
  });

  it('pads small years', () => {
    expect(formatDocumentNumber('%y|%Y', 1, '2005-01-01')).toBe('05|2005');
    expect(formatDocumentNumber('%y|%Y', 1, '2000-01-01')).toBe('00|2000');
    expect(formatDocumentNumber('%y|%Y', 1, '0042-01-01')).toBe('42|0042');
  });

  it('keeps unknown tokens and a trailing % literally, and reads %% before a token letter', () => {
    expect(formatDocumentNumber('%x-%n', 3, '2026-01-01')).toBe('%x-3');
    expect(formatDocumentNumber('%D%M', 3, '2026-01-01')).toBe('%D%M');
    expect(formatDocumentNumber('100%', 3, '2026-01-01')).toBe('100%');
    expect(formatDocumentNumber('%%n', 3, '2026-01-01')).toBe('%n');
    expect(formatDocumentNumber('%%%n', 3, '2026-01-01')).toBe('%3');
    expect(formatDocumentNumber('%%%%', 3, '2026-01-01')).toBe('%%');
  });

  it('adds prefix and suffix literally around the result', () => {
    expect(formatDocumentNumber('%Y-%n', 9, '2026-02-28', { prefix: 'RE', suffix: '/B' })).toBe('RE2026-9/B');
    expect(formatDocumentNumber('%n', 9, '2026-02-28', { prefix: '%Y-' })).toBe('%Y-9');
    expect(formatDocumentNumber('%n', 9, '2026-02-28', { suffix: '-X' })).toBe('9-X');
    expect(formatDocumentNumber('%n', 9, '2026-02-28', {})).toBe('9');
  });

  it('does not re-read substituted text as tokens', () => {
    expect(formatDocumentNumber('%n%d', 1, '2026-01-02')).toBe('102');
  });

  it('refuses invalid dates and numbers', () => {
    expect(() => formatDocumentNumber('%n', 1, '2026-02-30')).toThrow(RangeError);
    expect(() => formatDocumentNumber('%n', 1, '2026-2-3')).toThrow(RangeError);
    expect(() => formatDocumentNumber('%n', 1, '03.02.2026')).toThrow(RangeError);
    expect(() => formatDocumentNumber('%n', -1, '2026-01-01')).toThrow(RangeError);
    expect(() => formatDocumentNumber('%n', 1.5, '2026-01-01')).toThrow(RangeError);
    expect(() => formatDocumentNumber('%n', Number.NaN, '2026-01-01')).toThrow(RangeError);
    expect(() => formatDocumentNumber('%n', 2 ** 53, '2026-01-01')).toThrow(RangeError);
    expect(formatDocumentNumber('%n', Number.MAX_SAFE_INTEGER, '2026-01-01')).toBe('9007199254740991');
  });

  it('leaves a format without % unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('%')),
        fc.nat(),
        (format, n) => {
          expect(formatDocumentNumber(format, n, '2026-06-15')).toBe(format);
        },
      ),
    );
  });
});

describe('isDocumentNumberFormat', () => {
  it('takes formats with exactly one %n token', () => {
    for (const ok of ['%n', 'DDT %n/%Y', 'R-%y%m-%n', '%n%%', 'LS %d.%m.%Y-%n'])
      expect(isDocumentNumberFormat(ok)).toBe(true);
  });

  it('refuses formats that could repeat a number, empty, too long or with line breaks', () => {
    for (const bad of ['', 'DDT', '%Y/%m', '%%n', '%n-%n', 'A\n%n', `${'x'.repeat(29)}%n`])
      expect(isDocumentNumberFormat(bad)).toBe(false);
  });

  it('any accepted format gives different numbers for different n on the same day', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.string({ maxLength: 12 }),
        fc.nat({ max: 1e6 }),
        fc.nat({ max: 1e6 }),
        (before, after, a, b) => {
          const format = `${before}%n${after}`;
          fc.pre(isDocumentNumberFormat(format) && a !== b);
          expect(formatDocumentNumber(format, a, '2026-06-15')).not.toBe(formatDocumentNumber(format, b, '2026-06-15'));
        },
      ),
    );
  });
});
