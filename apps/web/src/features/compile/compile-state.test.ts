import { describe, expect, it } from 'vitest';
import { DEADLINES, makeList, ROLLS, RYE } from './compile-fixtures';
import { defaultDeadline, parseWeight, progressOf, weighOrderOf, withLine } from './compile-state';

describe('compile state', () => {
  it('picks the earliest deadline delivered today or later, else the latest', () => {
    expect(defaultDeadline(DEADLINES, '2099-03-02')).toBe(DEADLINES[1]!.deadline);
    expect(defaultDeadline(DEADLINES, '2099-03-03')).toBe(DEADLINES[2]!.deadline);
    expect(defaultDeadline(DEADLINES, '2100-01-01')).toBe(DEADLINES[2]!.deadline);
    expect(defaultDeadline([], '2099-03-02')).toBeNull();
  });

  it('replaces a line and moves the progress of its zone by its packed change only', () => {
    const list = makeList();
    const packed = withLine(list, { ...ROLLS, packedMark: true, packed: true });
    expect(packed.progress).toEqual([
      { zoneId: '5', zoneName: 'Meran', packed: 1, total: 3 },
      { zoneId: null, zoneName: null, packed: 0, total: 1 },
    ]);
    expect(packed.clients[0]!.orders[0]!.lines[1]!.packed).toBe(true);
    expect(withLine(packed, { ...ROLLS, packedMark: true, packed: true, missing: 2 }).progress).toEqual(
      packed.progress,
    );
    expect(progressOf(withLine(packed, { ...ROLLS }).progress, '5')).toEqual({ packed: 0, total: 3 });
    expect(progressOf(packed.progress, null)).toEqual({ packed: 1, total: 4 });
    expect(withLine(list, { ...RYE, id: 'unknown' })).toBe(list);
  });

  it('walks the lines to weigh in the list order, with their client, leaving out lines all missing', () => {
    const list = makeList();
    expect(weighOrderOf(list.clients)).toEqual([
      { lineId: RYE.id, clientIndex: 0 },
      { lineId: '103', clientIndex: 1 },
    ]);
    const allMissing = makeList().clients.map((client, i) =>
      i === 0 ? { ...client, orders: [{ ...client.orders[0]!, lines: [{ ...RYE, missing: 2 }, ROLLS] }] } : client,
    );
    expect(weighOrderOf(allMissing)).toEqual([{ lineId: '103', clientIndex: 1 }]);
  });

  it('reads whole grams only', () => {
    expect(parseWeight(' 1512 ')).toEqual({ grams: 1512, problem: null });
    for (const typed of ['0', '12,5', '1.2', '12g', '-1', '', '1000001'])
      expect(parseWeight(typed).problem).toBe('invalid');
    expect(parseWeight('1000000').grams).toBe(1_000_000);
  });
});
