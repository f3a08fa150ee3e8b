import { and, eq } from 'drizzle-orm';
import { COMPILE_LIMIT, guestLabel, isValidMeasuredWeight, isValidMissing, MAX_MEASURED_GRAMS, type Language } from '@bakery/core';
import { orderedProducts } from '../../db/schema/index';
import { fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { compileWhere, countCompileLines, countProgress, findCompileLines, lockLine, ownZoneExists, type CompileLineRow } from './compile.queries';
import type { ZoneSelection } from './production.queries';

export type CompileLine = CompileLineRow;

export interface CompileOrder {
  orderId: number;
  number: number;
  publicId: string;
  deliveryDate: string;
  message: string | null;
  takeaway: boolean;
  lines: CompileLine[];
}

export interface CompileClient {
  clientId: number;
  /** Company or full name; a guest's label without its suffix. */
  name: string;
  /** The host of a guest (whose delivery it travels with), else null. */
  hostName: string | null;
  zoneId: number | null;
  zoneName: string | null;
  orders: CompileOrder[];
}

export interface CompileList {
  deadline: Date;
  zone: ZoneSelection;
  page: number;
  totalLines: number;
  clients: CompileClient[];
  bakeryId: number;
}

/** A client's name as the packer reads it: company, full name, else the label (a guest without its suffix). */
function clientNameOf(row: CompileLineRow): string {
  if (row.clientHostId !== null && row.clientName === row.clientUsername) return guestLabel(row.clientUsername);
  return row.clientName;
}

/** Groups lines (already sorted) into clients → orders → lines. */
function groupLines(rows: CompileLineRow[]): CompileClient[] {
  const clients: CompileClient[] = [];
  for (const r of rows) {
    let client = clients.at(-1);
    if (!client || client.clientId !== r.clientId || client.zoneId !== r.zoneId) {
      client = { clientId: r.clientId, name: clientNameOf(r), hostName: r.hostName, zoneId: r.zoneId, zoneName: r.zoneName, orders: [] };
      clients.push(client);
    }
    let order = client.orders.at(-1);
    if (!order || order.orderId !== r.orderId) {
      order = { orderId: r.orderId, number: r.orderNumber, publicId: r.publicId, deliveryDate: r.deliveryDate, message: r.message, takeaway: r.takeaway, lines: [] };
      client.orders.push(order);
    }
    order.lines.push(r);
  }
  return clients;
}

async function checkZone(ctx: RequestContext, bakeryId: number, zone: ZoneSelection): Promise<void> {
  if (typeof zone === 'number' && !(await ownZoneExists(ctx.platform.db, bakeryId, zone))) fail('NOT_FOUND');
}

/**
 * The compile view (SPEC §2 /orders/compile): for a deadline and a zone (undefined = all, null =
 * the no-zone bucket) the accepted orders per client with the products to pack, 1000 ordered
 * products per page (§9). One statement per page.
 */
export async function getCompileList(ctx: RequestContext, deadline: Date, zone: ZoneSelection, page: number, language: Language | null): Promise<CompileList> {
  const bakeryId = requireBakery(ctx);
  if (!Number.isInteger(page) || page < 0) fail('BAD_INPUT', { fields: ['page'] });
  await checkZone(ctx, bakeryId, zone);
  const where = compileWhere(bakeryId, deadline, zone);
  const rows = await findCompileLines(ctx.platform.db, where, language ?? ctx.viewer!.language, { limit: COMPILE_LIMIT, offset: page * COMPILE_LIMIT });
  // the window count comes with the rows; past the last page there are none to carry it
  const totalLines = rows[0]?.total ?? (page > 0 ? await countCompileLines(ctx.platform.db, where) : 0);
  return { deadline, zone, page, totalLines, clients: groupLines(rows), bakeryId };
}

/** Packed and total ordered products per zone of the deadline (the no-zone bucket has zoneId null). */
export function compileProgress(ctx: RequestContext, list: CompileList) {
  return countProgress(ctx.platform.db, list.bakeryId, list.deadline);
}

/**
 * Changes one ordered product on the compile screen, inside a transaction with the line locked:
 * only the bakery's own products in its accepted orders (else NOT_FOUND), not on a bill
 * (ORDER_NOT_EDITABLE). Returns the line as the compile view shows it.
 */
async function changeLine(ctx: RequestContext, id: number, change: (line: { amount: number }) => Partial<typeof orderedProducts.$inferInsert>): Promise<CompileLine> {
  const bakeryId = requireBakery(ctx);
  await ctx.platform.db.transaction(async (tx) => {
    const line = await lockLine(tx, id);
    if (!line || line.bakeryId !== bakeryId || !line.accepted || line.productHostId !== null) fail('NOT_FOUND');
    if (line.billId !== null) fail('ORDER_NOT_EDITABLE');
    await tx.update(orderedProducts).set(change(line)).where(eq(orderedProducts.id, id));
  });
  const [row] = await findCompileLines(ctx.platform.db, and(eq(orderedProducts.id, id))!, ctx.viewer!.language, { limit: 1, offset: 0 });
  return row!;
}

/** Saves a measured weight as typed (whole grams; -1 = not weighed again). */
export function uploadMeasuredWeight(ctx: RequestContext, id: number, grams: number): Promise<CompileLine> {
  requireBakery(ctx);
  if (!isValidMeasuredWeight(grams)) fail('MEASURED_WEIGHT_INVALID', { max: MAX_MEASURED_GRAMS });
  return changeLine(ctx, id, () => ({ measuredWeight: grams }));
}

/** Marks pieces of an ordered product missing (0 … amount). */
export function setMissing(ctx: RequestContext, id: number, missing: number): Promise<CompileLine> {
  requireBakery(ctx);
  return changeLine(ctx, id, (line) => {
    if (!isValidMissing(missing, line.amount)) fail('MISSING_AMOUNT_INVALID', { max: line.amount });
    return { missing };
  });
}

/** Marks an ordered product packed or not (products that are weighed count as packed once weighed). */
export function setPacked(ctx: RequestContext, id: number, packed: boolean): Promise<CompileLine> {
  return changeLine(ctx, id, () => ({ packed }));
}
