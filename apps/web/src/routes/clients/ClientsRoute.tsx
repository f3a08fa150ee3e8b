import { useCurrentUser } from '../../features/auth';
import { ClientsScreen } from '../../features/clients';

/** /clients — a bakery's hosts and private customers, a host's guests. */
export function ClientsRoute() {
  const user = useCurrentUser();
  return <ClientsScreen viewerKind={user?.kind === 'HOST' ? 'HOST' : 'BAKERY'} />;
}
