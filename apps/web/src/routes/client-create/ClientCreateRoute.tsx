import { useCurrentUser } from '../../features/auth';
import { ClientCreate } from '../../features/clients';

/** /client/create — a bakery creates a host or private customer, a host a guest. */
export function ClientCreateRoute() {
  const user = useCurrentUser();
  return user ? <ClientCreate viewer={user} /> : null;
}
