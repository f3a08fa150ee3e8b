import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@bakery/core';
import { SessionTokens } from '../auth/tokens';
import { openDatabase } from '../db/database';
import { ChildServer } from '../../../test/crash/child-server';
import { inspectCrashDatabase } from '../../../test/crash/crash-database';
import { CRASH_JWT_SECRET, previousMonth, seedUnbilledOrders } from '../../../test/crash/crash-data';
import { useCrashTest } from '../../../test/crash/crash-setup';
import { runAdmin } from '../../../test/backup/admin-command';
import { filesOf, tableRows } from '../../../test/backup/compare-databases';
import { emptyTarget, type EmptyTarget } from '../../../test/backup/empty-target';
import { billPdfOf, fillOverApi } from '../../../test/backup/fill-over-api';

const PLACE = 'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }';
/** The tables an order placed during the backup adds rows to: the source may hold rows the backup has not. */
const ORDERING_TABLES = ['public.orders', 'public.ordered_products', 'public.order_events'];
/** …and the one it updates: the bakery's last order number, which must match the orders in the backup. */
const ORDER_COUNTERS = 'public.order_counters';
/** The backup's own record is written after its dump: in the source, never in the backup. */
const BACKUP_RUNS = 'public.backup_runs';

const { freshDatabase } = useCrashTest();
const targets: EmptyTarget[] = [];
const scratch = mkdtemp(path.join(os.tmpdir(), 'drill-'));
afterAll(async () => {
  await Promise.all(targets.map((t) => t.dispose()));
  await rm(await scratch, { recursive: true, force: true });
});

/** Rows of `table` as objects (the comparer's canonical JSON). */
const parsed = (rows: string[] | undefined) => (rows ?? []).map((r) => JSON.parse(r) as Record<string, unknown>);

describe('restore drill (issue 46)', () => {
  it(
    'a database filled over HTTP, backed up by `npm run admin -- backup` while orders keep arriving, restored by ' +
      '`restore` into a fresh target: every table row by row, every file and every bill PDF byte by byte, each order wholly in or out',
    { timeout: 300_000 },
    async () => {
      const today = dateInTimeZone(new Date(), 'Europe/Rome');
      const period = previousMonth(today);
      const source = await freshDatabase();
      const bakery = await inspectCrashDatabase(source, (h) => seedUnbilledOrders(h.db, 'drill', 4, 2, period.month));
      const env = {
        ...source.env,
        JWT_SECRET: CRASH_JWT_SECRET,
        ABO_JOB_MINUTES: '0',
        CONTRACT_JOB_MINUTES: '0',
        LOG_LEVEL: 'error',
      };
      const server = await ChildServer.start(env);
      const filled = await fillOverApi(server, { bakery, period, ordersPerClient: 2, today });
      const pdfs = await Promise.all(filled.billIds.map((id) => filled.billPdf(id)));

      // orders keep arriving, each client one after another for the days after the fill's
      const tokens = new SessionTokens(CRASH_JWT_SECRET, '1h');
      const placed: string[] = [];
      let arrive = true;
      let failure: string | null = null;
      const arriving = Promise.all(
        bakery.clientIds.map(async (clientId, i) => {
          const token = await tokens.sign(clientId, 0);
          for (let day = 4; arrive; day++) {
            const input = {
              deliveryDate: addDays(today, day),
              lines: [{ productId: String(bakery.productIds[(i + day) % 2]), amount: 1 + (day % 5) }],
            };
            const result = await server.gql(PLACE, { input }, token);
            if (result.errors) {
              failure = `placeOrder: ${JSON.stringify(result.errors)}\n${server.output}`;
              arrive = false;
              return;
            }
            placed.push((result.data as { placeOrder: { id: string } }).placeOrder.id);
          }
        }),
      );
      const until = async (count: number) => {
        while (placed.length < count) {
          if (failure) throw new Error(failure);
          await new Promise((r) => setTimeout(r, 20));
        }
      };
      await until(8);
      const before = placed.length;
      const file = path.join(await scratch, `backup-${source.kind}.tar`);
      const backup = await runAdmin(['backup', '--to', file], env);
      expect(backup.output).toMatch(/Backup written/);
      expect(backup.code).toBe(0);
      const after = placed.length;
      await until(after + 8);
      arrive = false;
      await arriving;
      expect(failure).toBeNull();
      expect(await server.stop()).toBe(0);

      const target = await emptyTarget(source.kind);
      targets.push(target);
      const restore = await runAdmin(['restore', '--from', file], target.env);
      expect(restore.output).toMatch(/Restored/);
      expect(restore.code).toBe(0);

      const wanted = await inspectCrashDatabase(source, tableRows);
      const restored = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
      const got = await tableRows(restored).finally(() => restored.close());
      expect([...got.keys()]).toEqual([...wanted.keys()]);
      for (const [table, rows] of wanted) {
        if (ORDERING_TABLES.includes(table) || table === ORDER_COUNTERS || table === BACKUP_RUNS) continue;
        expect(got.get(table), table).toEqual(rows);
      }
      // the orders: those before the backup began are in it, those after it ended are not, none is in part
      const sourceOrders = parsed(wanted.get('public.orders'));
      const restoredOrders = parsed(got.get('public.orders'));
      const restoredIds = new Set(restoredOrders.map((o) => String(o.id)));
      const arrivedIn = placed.filter((id) => restoredIds.has(id));
      expect(arrivedIn.length).toBeGreaterThanOrEqual(before);
      expect(arrivedIn.length).toBeLessThanOrEqual(after);
      expect(placed.slice(0, before).every((id) => restoredIds.has(id))).toBe(true);
      expect(restoredOrders.length).toBe(sourceOrders.length - (placed.length - arrivedIn.length));
      for (const table of ORDERING_TABLES) {
        const sourceRows = new Set(wanted.get(table));
        const inBackup = (row: Record<string, unknown>) =>
          restoredIds.has(String(table === 'public.orders' ? row.id : row.order_id));
        // every restored row is the source's row, and every source row of a restored order was restored
        expect((got.get(table) ?? []).filter((r) => !sourceRows.has(r))).toEqual([]);
        expect(parsed(wanted.get(table)).filter(inBackup).length, table).toBe((got.get(table) ?? []).length);
      }
      const lastNumber = Math.max(
        ...restoredOrders.filter((o) => o.bakery_id === bakery.bakeryId).map((o) => Number(o.number)),
      );
      expect(parsed(got.get(ORDER_COUNTERS))).toEqual([{ bakery_id: bakery.bakeryId, last_number: lastNumber }]);
      expect(parsed(wanted.get(BACKUP_RUNS))).toMatchObject([{ trigger: 'command', ok: true, file, error: null }]);
      expect(got.get(BACKUP_RUNS)).toEqual([]);
      expect(await filesOf(target.mediaDir)).toEqual(await filesOf(source.env.MEDIA_DIR!));
      expect((await filesOf(target.mediaDir)).size).toBe(filled.mediaKeys.length);

      // the restored platform serves the same bills: the PDFs byte for byte (the XML is in the rows above)
      const again = await ChildServer.start({ ...target.env, JWT_SECRET: CRASH_JWT_SECRET, ABO_JOB_MINUTES: '0' });
      for (const [i, id] of filled.billIds.entries())
        expect((await billPdfOf(again, bakery.token, id)).equals(pdfs[i]!), `bill ${id}`).toBe(true);
      expect(await again.stop()).toBe(0);
    },
  );
});
