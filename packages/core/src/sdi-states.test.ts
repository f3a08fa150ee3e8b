import { describe, expect, it } from 'vitest';
import { nextSdiState, SDI_STATES, type SdiNotificationKind, type SdiOutcome, type SdiState } from './sdi-states';

const NOTIFICATIONS: [SdiNotificationKind, SdiOutcome | null][] = [
  ['RC', null],
  ['NS', null],
  ['MC', null],
  ['AT', null],
  ['NE', 'EC01'],
  ['NE', 'EC02'],
  ['NE', null],
  ['DT', null],
];

/** Every transition SdI's flow allows (allegato B of the SdI technical rules); everything else is refused. */
const ALLOWED: Record<string, SdiState> = {
  'SENT RC': 'DELIVERED',
  'SENT NS': 'REJECTED',
  'SENT MC': 'NOT_DELIVERED',
  'NOT_DELIVERED AT': 'NOT_DELIVERED',
  'DELIVERED NE EC01': 'ACCEPTED',
  'DELIVERED NE EC02': 'REFUSED',
  'DELIVERED DT': 'TERMS_EXPIRED',
  // the same notification again
  'DELIVERED RC': 'DELIVERED',
  'REJECTED NS': 'REJECTED',
  'NOT_DELIVERED MC': 'NOT_DELIVERED',
  'ACCEPTED NE EC01': 'ACCEPTED',
  'REFUSED NE EC02': 'REFUSED',
  'TERMS_EXPIRED DT': 'TERMS_EXPIRED',
};

describe('the SdI state machine', () => {
  it.each(SDI_STATES.flatMap((state) => NOTIFICATIONS.map(([kind, outcome]) => [state, kind, outcome] as const)))(
    '%s + %s %s',
    (state, kind, outcome) => {
      const key = [state, kind, outcome].filter(Boolean).join(' ');
      const result = nextSdiState(state, kind, outcome);
      if (ALLOWED[key]) {
        expect(result).toEqual({ ok: true, state: ALLOWED[key] });
      } else {
        expect(result.ok).toBe(false);
      }
    },
  );

  it('an unsent or invalid file hears nothing from SdI', () => {
    for (const [kind, outcome] of NOTIFICATIONS) {
      expect(nextSdiState(null, kind, outcome)).toEqual({ ok: false, reason: 'NOT_SENT' });
      expect(nextSdiState('INVALID', kind, outcome)).toEqual({ ok: false, reason: 'NOT_SENT' });
    }
  });

  it('an NS cannot follow an RC (a delivered invoice is issued: re-sending it is SdI error 00404)', () => {
    expect(nextSdiState('DELIVERED', 'NS')).toEqual({ ok: false, reason: 'OUT_OF_ORDER' });
    expect(nextSdiState('REJECTED', 'RC')).toEqual({ ok: false, reason: 'OUT_OF_ORDER' });
  });
});
