// Linted as apps/mobile/src/boundary-fixture.ts (test/boundaries.test.ts).
import { orderTotals } from '@bakery/core/order-form';
import { formatDate } from '../../web/src/i18n/format';

export const used = [orderTotals, formatDate];
