import { describe, expect, it } from 'vitest';
import { creditNoteLastDay, creditNoteTooLate } from './credit-note-term';

describe('credit note term (art. 26 c. 3 D.P.R. 633/72)', () => {
  it('ends one year after the delivery, the same day a year later', () => {
    expect(creditNoteLastDay('2025-11-03')).toBe('2026-11-03');
    expect(creditNoteLastDay('2024-02-29')).toBe('2025-02-28');
    expect(creditNoteLastDay('2025-12-31')).toBe('2026-12-31');
  });

  it('allows a credit note up to that day and refuses it the day after, named by the earliest delivery', () => {
    expect(creditNoteTooLate(['2025-11-20', '2025-11-03'], '2026-11-03')).toBeNull();
    expect(creditNoteTooLate(['2025-11-20', '2025-11-03'], '2026-11-04')).toEqual({ lastDay: '2026-11-03' });
    expect(creditNoteTooLate(['2025-11-20'], '2026-11-04')).toBeNull();
    expect(creditNoteTooLate([], '2030-01-01')).toBeNull();
  });
});
