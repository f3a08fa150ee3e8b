import { useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth';
import { ProductEditor } from '../../features/products';

/** /product/edit/:id/:name — loads the product (a host: one of its own) and shows the editor (ACCESS.productEdit: bakery and host). */
export function ProductEditRoute() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  return <ProductEditor key={id} id={id} mode={user?.kind === 'HOST' ? 'host' : 'bakery'} />;
}
