// Linted as apps/web/src/features/bills/boundary-fixture.ts (test/boundaries.test.ts).
import { OrdersScreen } from '../orders';
import { OrderView } from '../orders/OrderView';
import { BillView } from './BillView';
import { formatDate } from '../../i18n/format';

export const used = [OrdersScreen, OrderView, BillView, formatDate];
