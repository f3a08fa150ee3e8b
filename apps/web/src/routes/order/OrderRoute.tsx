import { useParams, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../features/auth';
import { NewOrderScreen, OrderView } from '../../features/orders';

/** /order/:id — one order; /order/new places a new one (the bakery: a phone order, ?client=id preselects the client; ?product=id starts with one piece of it). */
export function OrderRoute() {
  const user = useCurrentUser();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const kind = user?.kind ?? 'GUEST';
  if (id === 'new') {
    return (
      <NewOrderScreen
        viewerKind={kind}
        initialClientId={search.get('client')}
        initialProductId={search.get('product')}
      />
    );
  }
  return <OrderView key={id} id={id} viewerKind={kind} />;
}
