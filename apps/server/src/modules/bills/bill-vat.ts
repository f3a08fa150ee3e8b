import type { BillLine } from '@bakery/core';
import type { EBillDataDraft } from '@bakery/core/fiscal';
import type { VatTreatmentContext } from '@bakery/core/natura';
import type { StampDutyCharge } from '@bakery/core/stamp-duty';
import { regimeOfDeliveries } from '@bakery/core/regime-change';
import type { Db, Tx } from '../../platform/db/database';
import { fail } from '../../platform/errors';
import { findBuyerVat, findEBillData } from './bill-vat.queries';

/** The VAT treatment of a bill (requirements/bills-and-e-invoices.md#vat-natura-and-stamp-duty): the seller's regime and 0 % Natura, the buyer, who bears the stamp duty. */
export interface BillVatContext {
  vat: VatTreatmentContext;
  stampDuty: StampDutyCharge;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/**
 * The bakery's regime, Natura and reference for its 0 % sales and stamp-duty choice (its stored
 * e-invoice data, Settings → Documents) with the client's country and VAT number. Without seller
 * data the regime is ordinary (RF01): the bill is refused for the missing seller data anyway.
 */
export async function billVatContext(
  db: Db | Tx,
  bakeryId: number,
  clientId: number,
  deliveryDays: readonly string[] = [],
): Promise<BillVatContext> {
  const [eBillData, buyer] = await Promise.all([findEBillData(db, bakeryId), findBuyerVat(db, clientId)]);
  return vatContextOf(eBillDataOfDeliveries(eBillData, deliveryDays), buyer);
}

/**
 * The seller data as a bill of deliveries on `deliveryDays` carries it: the regime in force on those
 * days (core `regimeOfDeliveries`), without the change's history. Deliveries on both sides of a
 * change are refused (BILL_SPANS_REGIME_CHANGE naming the day: one RegimeFiscale per document).
 */
export function eBillDataOfDeliveries(
  eBillData: EBillDataDraft | null | undefined,
  deliveryDays: readonly string[],
): EBillDataDraft {
  const { previousRegime, regimeSince, ...data } = eBillData ?? {};
  if (typeof data.regime !== 'string') return data;
  const of = regimeOfDeliveries(
    { regime: data.regime, previousRegime: text(previousRegime), regimeSince: text(regimeSince) },
    deliveryDays,
  );
  if ('spansChangeOn' in of) fail('BILL_SPANS_REGIME_CHANGE', { days: [of.spansChangeOn] });
  return { ...data, regime: of.regime };
}

/** The VAT treatment of the seller's e-invoice data and the buyer's country and VAT number (as `billVatContext`). */
export function vatContextOf(
  eBillData: unknown,
  buyer: { country: string | null; vatNumber: string | null } | null | undefined,
): BillVatContext {
  const data = (eBillData ?? {}) as Record<string, unknown>;
  return {
    vat: {
      regime: text(data.regime) ?? 'RF01',
      zeroRate: { natura: text(data.zeroRateNatura), reference: text(data.zeroRateReference) },
      buyer: { country: text(buyer?.country) ?? 'IT', vatNumber: text(buyer?.vatNumber) },
    },
    stampDuty: data.stampDuty === 'CLIENT' ? 'CLIENT' : 'BAKERY',
  };
}

/** The names of the bill's lines at 0 % without a Natura (the bakery chose none for its 0 % sales): such a bill is refused. */
export function linesWithoutNatura(lines: readonly (BillLine & { name: string })[]): string[] {
  return [...new Set(lines.filter((l) => Number(l.vatRate) === 0 && !l.natura).map((l) => l.name || l.kind))];
}
