/**
 * The life of an e-invoice at SdI (Specifiche tecniche SdI, allegato B "ricevute e notifiche"):
 * a sent file is either rejected (NS: not issued, to be corrected and sent again within 5 days)
 * or issued — delivered to the client (RC) or, when delivery failed, left in the client's reserved
 * area (MC; for public bodies followed by AT). A public client then accepts (NE EC01) or refuses
 * (NE EC02) a delivered invoice, or lets 15 days pass (DT).
 */
export const SDI_STATES = [
  'SENT',
  'DELIVERED',
  'NOT_DELIVERED',
  'REJECTED',
  'ACCEPTED',
  'REFUSED',
  'TERMS_EXPIRED',
  'INVALID',
] as const;
export type SdiState = (typeof SDI_STATES)[number];

/** The notifications SdI sends about a file: RC, NS, MC, NE (with EC01/EC02), DT, AT. */
export type SdiNotificationKind = 'RC' | 'NS' | 'MC' | 'NE' | 'DT' | 'AT';

/** NE's outcome: EC01 the public client accepted the invoice, EC02 it refused it. */
export type SdiOutcome = 'EC01' | 'EC02';

export type SdiTransition = { ok: true; state: SdiState } | { ok: false; reason: 'NOT_SENT' | 'OUT_OF_ORDER' };

/** What each notification leads to, from the states it may arrive in. */
function target(
  kind: SdiNotificationKind,
  outcome: SdiOutcome | null,
): { from: readonly SdiState[]; to: SdiState } | null {
  switch (kind) {
    case 'RC':
      return { from: ['SENT'], to: 'DELIVERED' };
    case 'NS':
      return { from: ['SENT'], to: 'REJECTED' };
    case 'MC':
      return { from: ['SENT'], to: 'NOT_DELIVERED' };
    case 'AT': // attests the transmission of an undeliverable invoice to a public body: it stays not delivered
      return { from: ['NOT_DELIVERED'], to: 'NOT_DELIVERED' };
    case 'NE':
      if (outcome === 'EC01') return { from: ['DELIVERED'], to: 'ACCEPTED' };
      if (outcome === 'EC02') return { from: ['DELIVERED'], to: 'REFUSED' };
      return null;
    case 'DT':
      return { from: ['DELIVERED'], to: 'TERMS_EXPIRED' };
  }
}

/**
 * The state a bill's e-invoice moves to when SdI notifies `kind` about its current file, or why
 * it cannot: an unsent (or never valid) file hears nothing from SdI, and a notification that
 * cannot follow the current state (an NS after an RC, an RC after an NS) is refused rather than
 * believed. The same notification again is no error.
 */
export function nextSdiState(
  current: SdiState | null,
  kind: SdiNotificationKind,
  outcome: SdiOutcome | null = null,
): SdiTransition {
  if (current === null || current === 'INVALID') return { ok: false, reason: 'NOT_SENT' };
  const step = target(kind, outcome);
  if (!step) return { ok: false, reason: 'OUT_OF_ORDER' };
  // the same notification again (SdI or the bakery repeats itself) leaves the state as it is
  if (step.from.includes(current) || current === step.to) return { ok: true, state: step.to };
  return { ok: false, reason: 'OUT_OF_ORDER' };
}
