import { RequireKind, useCurrentUser } from '../../features/auth';
import { BillsScreen } from '../../features/bills';

/** Bills exist between a bakery and its hosts and private customers; guests have none. */
export const BILL_READERS = ['BAKERY', 'HOST', 'PRIVATE'] as const;

/** /bills — a bakery's bills, a client's own once sent (requirements/bills-and-e-invoices.md#paying-and-deleting). */
export function BillsRoute() {
  const kind = useCurrentUser()?.kind ?? 'GUEST';
  return (
    <RequireKind kind={kind} allowed={BILL_READERS}>
      <BillsScreen viewerKind={kind} />
    </RequireKind>
  );
}
