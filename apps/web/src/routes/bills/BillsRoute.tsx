import { useCurrentUser } from '../../features/auth';
import { BillsScreen } from '../../features/bills';

/**
 * /bills — a bakery's bills, a client's own once sent (requirements/bills-and-e-invoices.md#paying-and-deleting);
 * who may open it is `ACCESS.bills` (routes/access.ts), guarded by the route table.
 */
export function BillsRoute() {
  const kind = useCurrentUser()?.kind ?? 'GUEST';
  return <BillsScreen viewerKind={kind} />;
}
