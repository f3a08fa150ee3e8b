import { useCurrentUser } from '../../features/auth/AuthProvider';
import { OrdersAbosTabs } from '../../features/abos/OrdersAbosTabs';
import { OrdersScreen } from '../../features/orders/OrdersScreen';

/** /orders — order lists of every role (requirements/ordering.md#order-lists); clients also reach their standing orders here. */
export function OrdersRoute() {
  const user = useCurrentUser();
  const kind = user?.kind ?? 'GUEST';
  return kind === 'BAKERY' ? <OrdersScreen viewerKind={kind} /> : <OrdersAbosTabs viewerKind={kind} />;
}
