import type { TFunction } from 'i18next';
import { ApiError } from '@bakery/api';
import { translateError } from '../../i18n/error-text';
import type { DayReason } from './days';

/** One reason a day is closed, for the picker and for refusals ("Feiertag: Weihnachten"). */
export function reasonText(
  t: TFunction,
  reason: DayReason,
  details: { holidayName?: string | null; unavailable?: readonly string[] } = {},
): string {
  switch (reason) {
    case 'SATURDAY':
    case 'SUNDAY':
    case 'DEADLINE_PASSED':
    case 'DATE_IN_PAST':
    case 'OUTSIDE_STAY':
      return t(`days.reason.${reason}`);
    case 'HOLIDAY':
      return details.holidayName
        ? t('days.reason.HOLIDAY_NAMED', { name: details.holidayName })
        : t('days.reason.HOLIDAY');
    case 'PRODUCT_NOT_AVAILABLE':
      return details.unavailable?.length
        ? t('days.reason.PRODUCT_NOT_AVAILABLE_NAMED', { names: details.unavailable.join(', ') })
        : t('days.reason.PRODUCT_NOT_AVAILABLE');
    default:
      return t('days.reason.CLOSED');
  }
}

export interface RefusalContext {
  /** The name of a product by id (refusals name products by id). */
  productName(id: string): string | null;
  /** The holiday's name on the refused date, the basket's products not available that day. */
  dayDetails: { holidayName?: string | null; unavailable?: readonly string[] };
  /** The text for products that cannot be ordered ({{names}}); the basket's asks to remove them. */
  notOrderableKey?: 'basket.notOrderable' | 'orders.notOrderable';
}

/**
 * A refusal of placing or changing an order in words: ORDER_DATE_REFUSED with each reason,
 * PRODUCT_NOT_ORDERABLE with the products' names, a too long message; the rest as `errors.<CODE>`.
 */
export function orderRefusalText(t: TFunction, error: unknown, context: RefusalContext): string {
  if (error instanceof ApiError && !error.network) {
    const { reasons, productIds, fields } = error.extensions as {
      reasons?: unknown;
      productIds?: unknown;
      fields?: unknown;
    };
    if (error.code === 'ORDER_DATE_REFUSED' && Array.isArray(reasons) && reasons.length > 0) {
      const because = reasons.map((reason) => reasonText(t, String(reason), context.dayDetails)).join(' · ');
      return t('basket.refusedBecause', { refusal: t('errors.ORDER_DATE_REFUSED'), reasons: because });
    }
    if (error.code === 'PRODUCT_NOT_ORDERABLE' && Array.isArray(productIds) && productIds.length > 0) {
      const names = productIds.map((id) => context.productName(String(id)) ?? String(id)).join(', ');
      return t(context.notOrderableKey ?? 'basket.notOrderable', { names });
    }
    if (error.code === 'BAD_INPUT' && Array.isArray(fields) && fields.includes('message'))
      return t('basket.messageTooLong');
  }
  return translateError(t, error);
}
