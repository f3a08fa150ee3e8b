import { reminderTime } from './reminder-time';

const NOW = new Date('2026-11-23T10:00:00Z');
const OPEN = [{ date: '2026-11-24', deadline: '2026-11-23T17:00:00Z', reasons: [] }];

describe('the deadline reminder', () => {
  it('comes an hour before the deadline of tomorrow when nothing is ordered for it', () => {
    expect(reminderTime({ tomorrow: '2026-11-24', days: OPEN, nextDeliveryDate: null, now: NOW })).toEqual(
      new Date('2026-11-23T16:00:00Z'),
    );
    expect(reminderTime({ tomorrow: '2026-11-24', days: OPEN, nextDeliveryDate: '2026-11-26', now: NOW })).toEqual(
      new Date('2026-11-23T16:00:00Z'),
    );
  });

  it('stays away when tomorrow is ordered, closed, unknown or the moment has passed', () => {
    expect(reminderTime({ tomorrow: '2026-11-24', days: OPEN, nextDeliveryDate: '2026-11-24', now: NOW })).toBeNull();
    expect(
      reminderTime({
        tomorrow: '2026-11-24',
        days: [{ ...OPEN[0]!, reasons: ['HOLIDAY'] }],
        nextDeliveryDate: null,
        now: NOW,
      }),
    ).toBeNull();
    expect(reminderTime({ tomorrow: '2026-11-24', days: [], nextDeliveryDate: null, now: NOW })).toBeNull();
    expect(
      reminderTime({
        tomorrow: '2026-11-24',
        days: OPEN,
        nextDeliveryDate: null,
        now: new Date('2026-11-23T16:00:00Z'),
      }),
    ).toBeNull();
  });
});
