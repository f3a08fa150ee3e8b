import { useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth';
import { ClientEdit } from '../../features/clients';

/** /client/edit/:id/:name — the name is only for people reading the address. */
export function ClientEditRoute() {
  const user = useCurrentUser();
  const { id = '' } = useParams();
  return user ? <ClientEdit key={id} viewer={user} id={id} /> : null;
}
