import { useState } from 'react';
import type { AppOrder } from '@bakery/api';
import { BasketScreen } from '../basket/BasketScreen';
import { OrderPlaced } from '../basket/OrderPlaced';
import { useTabs } from '../navigation/tabs';
import { ProductsScreen } from './ProductsScreen';

type View = { name: 'list' } | { name: 'basket' } | { name: 'placed'; order: AppOrder };

/** The Products tab: the list, the basket over it, and the confirmation after placing. */
export function ProductsTab() {
  const { go } = useTabs();
  const [view, setView] = useState<View>({ name: 'list' });
  switch (view.name) {
    case 'list':
      return <ProductsScreen onOpenBasket={() => setView({ name: 'basket' })} />;
    case 'basket':
      return (
        <BasketScreen
          onBack={() => setView({ name: 'list' })}
          onPlaced={(order) => setView({ name: 'placed', order })}
        />
      );
    case 'placed':
      return (
        <OrderPlaced order={view.order} onOrders={() => go('orders')} onContinue={() => setView({ name: 'list' })} />
      );
  }
}
