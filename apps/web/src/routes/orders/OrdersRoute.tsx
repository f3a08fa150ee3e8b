import { useCurrentUser } from '../../features/auth/AuthProvider';
import { OrdersScreen } from '../../features/orders/OrdersScreen';

/** /orders — order lists of every role (SPEC §2). */
export function OrdersRoute() {
  const user = useCurrentUser();
  return <OrdersScreen viewerKind={user?.kind ?? 'GUEST'} />;
}
