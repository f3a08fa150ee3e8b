import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { consoleErrorSpy } from '../../../test/fail-on-console-error';
import { AppError } from '../../platform/errors';
import type { BillRow } from './bills.queries';
import { readBillSnapshot } from './stored-snapshot';

/**
 * A snapshot exactly as createBill stored it (issue 47): the host bill of bills.test-setup.ts
 * (three orders, two of guests, a delivery line, payment frozen), read back from the database.
 * Never regenerate it: a stored bill must still be read in ten years, so this row must still parse.
 */
const STORED: Record<string, unknown> = JSON.parse(
  readFileSync(new URL('./stored-snapshot.v1.fixture.json', import.meta.url), 'utf8'),
);

const row = (snapshot: unknown, id = 42) => ({ id, snapshot }) as Pick<BillRow, 'id' | 'snapshot'>;
const copy = () => structuredClone(STORED) as Record<string, any>;

/** The code the read is refused with, and the log line it wrote. */
function refusal(snapshot: unknown, id = 42): { code: string | null; logged: string } {
  consoleErrorSpy.mockImplementationOnce(() => {});
  const before = consoleErrorSpy.mock.calls.length;
  let code: string | null = null;
  try {
    readBillSnapshot(row(snapshot, id));
  } catch (error) {
    code = error instanceof AppError ? error.code : 'not an AppError';
  }
  const calls = consoleErrorSpy.mock.calls.slice(before);
  return { code, logged: calls.map((args) => args.map(String).join(' ')).join('\n') };
}

describe('readBillSnapshot', () => {
  it('reads a snapshot as bill creation stores it today, unchanged', () => {
    const snapshot = readBillSnapshot(row(copy()));
    expect(snapshot).toEqual(STORED);
    expect(snapshot.version).toBe(1);
    expect(snapshot.orders.map((o) => o.guest)).toEqual([null, 'snroom1', 'snroom2']);
    expect(snapshot.totalCents).toBe(1637);
  });

  it('reads a row without version as version 1, everything else as stored', () => {
    const old = copy();
    delete old.version;
    const snapshot = readBillSnapshot(row(old));
    expect(snapshot.version).toBe(1);
    expect(snapshot).toEqual(STORED);
  });

  it('reads a bill made before issue 14 (no payment, no Nome/Cognome/Provincia, no Natura)', () => {
    const old = copy();
    delete old.version;
    delete old.payment;
    for (const field of ['firstName', 'lastName', 'province']) delete old.buyer[field];
    const snapshot = readBillSnapshot(row(old));
    expect(snapshot.payment).toBeUndefined();
    expect(snapshot.buyer.name).toBe('sn Hotel');
  });

  it('keeps what it does not know (a field written by a later writer of version 1)', () => {
    const later = copy();
    later.lines[0].origin = 'sourdough';
    expect((readBillSnapshot(row(later)).lines[0] as unknown as Record<string, unknown>).origin).toBe('sourdough');
  });

  it('refuses a corrupted snapshot with INTERNAL and logs the bill id', () => {
    const corrupt = copy();
    corrupt.totalCents = '16.37';
    const { code, logged } = refusal(corrupt, 4711);
    expect(code).toBe('INTERNAL');
    expect(logged).toContain('bill 4711');
    expect(logged).toContain('totalCents');
  });

  it('refuses a snapshot missing its lines, of an unknown version, or none at all', () => {
    const withoutLines = copy();
    delete withoutLines.lines;
    expect(refusal(withoutLines).code).toBe('INTERNAL');
    expect(refusal({ ...copy(), version: 2 })).toEqual({
      code: 'INTERNAL',
      logged: 'bill 42: stored snapshot of unknown version 2',
    });
    expect(refusal(null, 7)).toEqual({ code: 'INTERNAL', logged: 'bill 7: no stored snapshot' });
  });
});
