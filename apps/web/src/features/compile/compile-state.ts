import { isValidMeasuredWeight } from '@bakery/core';
import type {
  CompileClient,
  CompileDeadline,
  CompileLine,
  CompileList,
  CompileProgress,
  CompileZone,
} from '../../api/operations';

/**
 * The deadline the packer most likely wants: the earliest one delivered today or later (at 3 a.m.
 * the run to pack is the one whose deadline passed last evening, ADR 010); else the latest one.
 * `today` is YYYY-MM-DD. Deadlines come soonest first.
 */
export function defaultDeadline(deadlines: readonly CompileDeadline[], today: string): string | null {
  const upcoming = deadlines.find((d) => d.deliveryDate !== null && d.deliveryDate >= today && d.orderCount > 0);
  return upcoming?.deadline ?? deadlines.at(-1)?.deadline ?? null;
}

/** The zone key a progress row stands for in the picker: its id, or '0' for orders without a zone. */
export function zoneKeyOf(zoneId: string | null): string {
  return zoneId ?? '0';
}

/** Packed and total over all zones. */
export function totalProgress(progress: readonly CompileProgress[]): { packed: number; total: number } {
  return progress.reduce((sum, p) => ({ packed: sum.packed + p.packed, total: sum.total + p.total }), {
    packed: 0,
    total: 0,
  });
}

/** The progress of the selection (all zones when `zone` is null). */
export function progressOf(progress: readonly CompileProgress[], zone: CompileZone): { packed: number; total: number } {
  if (zone === null) return totalProgress(progress);
  const row = progress.find((p) => zoneKeyOf(p.zoneId) === zone);
  return row ? { packed: row.packed, total: row.total } : { packed: 0, total: 0 };
}

/**
 * The list with one line replaced by the server's answer, and the progress of the line's zone
 * moved by the change of its packed state (no reload needed).
 */
export function withLine(list: CompileList, line: CompileLine): CompileList {
  let before: CompileLine | null = null;
  let zoneId: string | null = null;
  const clients = list.clients.map((client) => {
    let touched = false;
    const orders = client.orders.map((order) => {
      if (!order.lines.some((l) => l.id === line.id)) return order;
      touched = true;
      return {
        ...order,
        lines: order.lines.map((l) => {
          if (l.id !== line.id) return l;
          before = l;
          return line;
        }),
      };
    });
    if (!touched) return client;
    zoneId = client.zoneId;
    return { ...client, orders };
  });
  const old = before as CompileLine | null;
  if (old === null) return list;
  const delta = Number(line.packed) - Number(old.packed);
  const progress =
    delta === 0
      ? list.progress
      : list.progress.map((p) => (p.zoneId === zoneId ? { ...p, packed: p.packed + delta } : p));
  return { ...list, clients, progress };
}

/**
 * The lines the packer weighs, in the list's order (client, order, line), with their client's
 * place in the list: what Enter in a weight field walks through. A line all missing has no
 * weight field, so it is left out.
 */
export function weighOrderOf(clients: readonly CompileClient[]): { lineId: string; clientIndex: number }[] {
  return clients.flatMap((client, clientIndex) =>
    client.orders.flatMap((order) =>
      order.lines.filter((l) => l.haveToWeight && l.missing < l.amount).map((l) => ({ lineId: l.id, clientIndex })),
    ),
  );
}

/** The ids of every order of a client (a bag label per order). */
export function orderIdsOf(client: CompileClient): string[] {
  return client.orders.map((o) => o.id);
}

export type WeightProblem = 'invalid' | null;

/**
 * A typed weight as the server takes it: whole grams 1 … 1,000,000 (core `isValidMeasuredWeight`);
 * digits only, so "1.2" or "12g" are refused rather than guessed.
 */
export function parseWeight(typed: string): { grams: number; problem: null } | { grams: null; problem: 'invalid' } {
  const text = typed.trim();
  const grams = /^\d+$/.test(text) ? Number(text) : NaN;
  return isValidMeasuredWeight(grams) && grams >= 1 ? { grams, problem: null } : { grams: null, problem: 'invalid' };
}
