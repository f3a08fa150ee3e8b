import { useParams } from 'react-router';
import { RequireKind, useCurrentUser } from '../../features/auth';
import { BillView } from '../../features/bills';
import { BILL_READERS } from '../bills/BillsRoute';

/**
 * /bill/:id — one bill: the bakery acts on it, the client reads it
 * (requirements/platform-and-contract.md#screens-and-who-may-open-them).
 */
export function BillRoute() {
  const kind = useCurrentUser()?.kind ?? 'GUEST';
  const { id = '' } = useParams();
  return (
    <RequireKind kind={kind} allowed={BILL_READERS}>
      <BillView key={id} id={id} viewerKind={kind} />
    </RequireKind>
  );
}
