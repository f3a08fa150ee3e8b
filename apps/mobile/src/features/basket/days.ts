import type { AppProduct } from '@bakery/api';
import { orderDays, type ClosedDayReason, type OrderDay } from '@bakery/core/order-days';
import type { OrderRules } from '../products/catalogue';

/** Why a day is closed: the server's ORDER_DATE_REFUSED reasons. */
export type DayReason = ClosedDayReason;

export type PickerDay = OrderDay;

/**
 * The days of the picker with every reason they are closed (core `orderDays`, which the web's order
 * form uses too): the server's plus, for the basket's products, "not available that day", and a
 * deadline that passed since the rules were loaded.
 */
export function pickerDays(rules: OrderRules, basketProducts: readonly AppProduct[], now: Date): PickerDay[] {
  return orderDays(rules.options.days, {
    holidays: rules.holidays,
    products: basketProducts,
    now,
    ignoreDeadline: rules.options.ignoreDeadline,
  });
}
