import { compareIsoDates } from './calendar';

/**
 * Which delivery dockets a deadline's orders without one can still get. A docket (DDT) goes with the
 * goods: it is issued by midnight of its delivery day at the latest (D.P.R. 472/96 art. 1 c. 3;
 * C.M. 249/E/1996). Made later it would date a transport document back, and the deferred invoice it
 * allows would rest on it; a past delivery without one is billed with an immediate invoice (TD01).
 * Business rules only: the production service loads the orders and writes the dockets.
 */
export interface DocketCandidate {
  orderId: number;
  /** Who the docket goes to: the ordering host or private customer, a guest's host. */
  recipientId: number;
  deliveryDate: string;
}

/** One docket to make: a recipient's orders of one delivery day. */
export interface DocketGroup {
  recipientId: number;
  deliveryDate: string;
  orderIds: number[];
}

export interface DocketPlan {
  /** The dockets to make, one per recipient and delivery day not yet past, in the candidates' order. */
  groups: DocketGroup[];
  /** Delivery days before `today` with orders left without a docket, earliest first. */
  pastDays: string[];
}

/** The dockets `candidates` make on `today` (the bakery's date), and the past days that can no longer get one. */
export function planDockets(candidates: readonly DocketCandidate[], today: string): DocketPlan {
  const groups = new Map<string, DocketGroup>();
  const pastDays = new Set<string>();
  for (const c of candidates) {
    if (compareIsoDates(c.deliveryDate, today) < 0) {
      pastDays.add(c.deliveryDate);
      continue;
    }
    const key = `${c.recipientId}|${c.deliveryDate}`;
    const group = groups.get(key) ?? { recipientId: c.recipientId, deliveryDate: c.deliveryDate, orderIds: [] };
    group.orderIds.push(c.orderId);
    groups.set(key, group);
  }
  return { groups: [...groups.values()], pastDays: [...pastDays].sort(compareIsoDates) };
}
