import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { billSdiNotifications, bills } from '../../db/schema/index';
import { PERIOD, setupBills } from './bills.test-setup';
import { xsdChecksDone } from './bill-runs.service';

// A bill run checks its files against the XSD after each client's commit without holding the worker
// (ADR 019): a file the schema refuses must still be marked INVALID with xmllint's messages, and never sent.
// The schema check is made to refuse every file here; the builder's own checks make that impossible otherwise.
vi.mock('@bakery/einvoice/xsd', () => ({
  validateFatturaPA: vi.fn(async () => ({ valid: false, errors: ['line 3: Schemas validity error : test refusal'] })),
}));

const START = 'mutation S($f: String!, $t: String!) { startBillRun(from: $f, to: $t) { id state } }';
const RUN = 'query R($id: ID!) { billRun(id: $id) { id state created } }';

let s: Awaited<ReturnType<typeof setupBills>>;
beforeAll(async () => {
  s = await setupBills('bx');
});
afterAll(() => s.server.close());

describe('the XSD check of a bill run', () => {
  it('marks every bill whose file the schema refuses INVALID, with the messages in its history', async () => {
    const started = (await s.server.gql(START, { f: PERIOD.from, t: PERIOD.to }, s.jwt.bakery)).data.startBillRun;
    let run = started;
    for (let i = 0; i < 300 && run.state === 'RUNNING'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      run = (await s.server.gql(RUN, { id: started.id }, s.jwt.bakery)).data.billRun;
    }
    expect(run.state).toBe('DONE');
    expect(run.created).toBeGreaterThan(0);
    await xsdChecksDone();
    const made = await s.db
      .select()
      .from(bills)
      .where(eq(bills.billRunId, Number(started.id)));
    expect(made).toHaveLength(run.created);
    expect(made.map((b) => b.sdiState)).toEqual(made.map(() => 'INVALID'));
    const history = await s.db
      .select()
      .from(billSdiNotifications)
      .where(
        inArray(
          billSdiNotifications.billId,
          made.map((b) => b.id),
        ),
      );
    expect(history.map((h) => [h.billId, h.kind, h.errors]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual(
      [...made]
        .sort((a, b) => a.id - b.id)
        .map((b) => [
          b.id,
          'XSD_INVALID',
          [{ code: 'XSD', description: 'line 3: Schemas validity error : test refusal' }],
        ]),
    );
  });
});
