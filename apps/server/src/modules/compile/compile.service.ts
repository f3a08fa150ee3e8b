import {
  COMPILE_LIMIT,
  guestLabel,
  isValidMeasuredWeight,
  isValidMissing,
  MAX_MEASURED_GRAMS,
  type Language,
} from '@bakery/core';
import type { orderedProducts } from '../../db/schema/index';
import { fail } from '../../platform/errors';
import { requireBakery, requireViewer } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import {
  compileSelection,
  countCompileLines,
  countProgress,
  findCompileLines,
  lineSelection,
  lockLine,
  ownZoneExists,
  updateLine,
  type CompileLineRow,
  type CompileOrderRow,
} from './compile.queries';
import type { ZoneSelection } from '../bakeList/production-scope.queries';
import { one } from '../../platform/db/rows';

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
export function clientNameOf(order: CompileOrderRow): string {
  if (order.clientHostId !== null && order.clientName === order.clientUsername) return guestLabel(order.clientUsername);
  return order.clientName;
}

/** Groups lines (already sorted) into clients → orders → lines. */
function groupLines(rows: CompileLineRow[]): CompileClient[] {
  const clients: CompileClient[] = [];
  for (const r of rows) {
    const o = r.order;
    let client = clients.at(-1);
    if (!client || client.clientId !== o.clientId || client.zoneId !== o.zoneId) {
      client = {
        clientId: o.clientId,
        name: clientNameOf(o),
        hostName: o.hostName,
        zoneId: o.zoneId,
        zoneName: o.zoneName,
        orders: [],
      };
      clients.push(client);
    }
    let order = client.orders.at(-1);
    if (!order || order.orderId !== o.orderId) {
      order = {
        orderId: o.orderId,
        number: o.orderNumber,
        publicId: o.publicId,
        deliveryDate: o.deliveryDate,
        message: o.message,
        takeaway: o.takeaway,
        lines: [],
      };
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
 * The compile view (/orders/compile, requirements/production.md#compile-and-weigh): for a deadline and a zone (undefined = all, null =
 * the no-zone bucket) the accepted orders per client with the products to pack, 1000 ordered
 * products per page (requirements/platform-and-contract.md#page-sizes-and-limits). One statement ranks the selection's orders and returns the page's lines
 * with their orders (clients, zones) and products (names) once each.
 */
export async function getCompileList(
  ctx: RequestContext,
  deadline: Date,
  zone: ZoneSelection,
  page: number,
  language: Language | null,
): Promise<CompileList> {
  const bakeryId = requireBakery(ctx);
  if (!Number.isInteger(page) || page < 0) fail('BAD_INPUT', { fields: ['page'] });
  await checkZone(ctx, bakeryId, zone);
  const selection = compileSelection(bakeryId, deadline, zone);
  const rows = await findCompileLines(ctx.platform.db, selection, language ?? requireViewer(ctx).language, {
    limit: COMPILE_LIMIT,
    offset: page * COMPILE_LIMIT,
  });
  // the window count comes with the rows; past the last page there are none to carry it
  const totalLines = rows[0]?.total ?? (page > 0 ? await countCompileLines(ctx.platform.db, selection) : 0);
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
async function changeLine(
  ctx: RequestContext,
  id: number,
  change: (line: { amount: number }) => Partial<typeof orderedProducts.$inferInsert>,
): Promise<CompileLine> {
  const bakeryId = requireBakery(ctx);
  await ctx.platform.db.transaction(async (tx) => {
    const line = await lockLine(tx, id);
    if (!line || line.bakeryId !== bakeryId || !line.accepted || line.productHostId !== null) fail('NOT_FOUND');
    if (line.billId !== null) fail('ORDER_NOT_EDITABLE');
    await updateLine(tx, id, change(line));
  });
  const selection = lineSelection(ctx.platform.db, id);
  return one(
    await findCompileLines(ctx.platform.db, selection, requireViewer(ctx).language, { limit: 1, offset: 0 }),
    'compile line',
  );
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
