import { useCurrentUser } from '../../features/auth';
import { OrdersAbosTabs } from '../../features/abos';
import { OrdersScreen } from '../../features/orders';

/** /orders — order lists of every role (requirements/ordering.md#order-lists); clients also reach their standing orders here. */
export function OrdersRoute() {
  const user = useCurrentUser();
  const kind = user?.kind ?? 'GUEST';
  return kind === 'BAKERY' ? <OrdersScreen viewerKind={kind} /> : <OrdersAbosTabs viewerKind={kind} />;
}
