import { describe, expect, it } from 'vitest';
import { makeAbo } from './abo-fixtures';
import { checkDraft, draftOf, keptStart } from './abo-form';
import { aboState, weekdayRuns } from './abo-format';

describe('abo form rules', () => {
  it('groups weekdays into runs', () => {
    expect(weekdayRuns([5, 1, 2, 3, 4])).toEqual([[1, 5]]);
    expect(weekdayRuns([1, 3, 6, 7])).toEqual([
      [1, 1],
      [3, 3],
      [6, 7],
    ]);
  });

  it('keeps the rhythm of a past start of "every n days" and moves weekdays to tomorrow', () => {
    const every = makeAbo({ interval: { kind: 'EVERY_N_DAYS', days: 3, weekdays: [] }, startsOn: '2026-03-01' });
    expect(keptStart(every, '2026-03-11')).toBe('2026-03-13');
    expect(keptStart(makeAbo({ startsOn: '2026-03-01' }), '2026-03-11')).toBe('2026-03-11');
    expect(keptStart(makeAbo({ startsOn: '2026-04-01' }), '2026-03-11')).toBe('2026-04-01');
  });

  it('sends only complete drafts', () => {
    const draft = draftOf(null, '2026-03-11');
    expect(checkDraft(draft, false)).toEqual({ problem: 'needProducts' });
    expect(checkDraft({ ...draft, amounts: { '12': 2 } }, true)).toEqual({ problem: 'amountInvalid' });
    expect(checkDraft({ ...draft, amounts: { '12': 2 }, weekdays: [] }, false)).toEqual({ problem: 'needWeekdays' });
    expect(checkDraft({ ...draft, kind: 'EVERY_N_DAYS', days: 0, amounts: { '12': 2 } }, false)).toEqual({
      problem: 'daysInvalid',
    });
    expect(checkDraft({ ...draft, kind: 'EVERY_N_DAYS', days: 7, amounts: { '12': 2, '13': 0 } }, false)).toEqual({
      input: {
        interval: { kind: 'EVERY_N_DAYS', days: 7 },
        startsOn: '2026-03-11',
        lines: [{ productId: '12', amount: 2 }],
      },
    });
  });

  it('tells active, paused and inactive apart', () => {
    expect(aboState({ active: true, pausedUntil: '2026-03-09' }, '2026-03-10')).toEqual({ kind: 'active' });
    expect(aboState({ active: true, pausedUntil: '2026-03-10' }, '2026-03-10')).toEqual({
      kind: 'paused',
      until: '2026-03-10',
    });
    expect(aboState({ active: false, pausedUntil: '2026-03-20' }, '2026-03-10')).toEqual({ kind: 'inactive' });
  });
});
