import { useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth';
import { BillView } from '../../features/bills';

/**
 * /bill/:id — one bill: the bakery acts on it, the client reads it
 * (requirements/platform-and-contract.md#screens-and-who-may-open-them); who may open it is `ACCESS.bill`
 * (routes/access.ts), guarded by the route table.
 */
export function BillRoute() {
  const kind = useCurrentUser()?.kind ?? 'GUEST';
  const { id = '' } = useParams();
  return <BillView key={id} id={id} viewerKind={kind} />;
}
