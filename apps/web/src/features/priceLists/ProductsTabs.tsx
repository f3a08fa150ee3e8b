import { Container, Tabs } from '@mantine/core';
import { IconBaguette, IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ProductList } from '../products';
import { PriceListsScreen } from './PriceListsScreen';

const PRICE_LISTS_TAB = 'price-lists';

/** /products for a bakery: the product list and, as a second tab (?tab=price-lists), the price lists. */
export function ProductsTabs() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === PRICE_LISTS_TAB ? PRICE_LISTS_TAB : 'products';
  const choose = (value: string | null) =>
    setParams(value === PRICE_LISTS_TAB ? { tab: PRICE_LISTS_TAB } : {}, { replace: true });
  return (
    <Tabs value={tab} onChange={choose} keepMounted={false}>
      <Container size="lg" pt="md" px={{ base: 'xs', sm: 'md' }}>
        <Tabs.List>
          <Tabs.Tab value="products" leftSection={<IconBaguette size={16} />}>
            {t('priceLists.tabProducts')}
          </Tabs.Tab>
          <Tabs.Tab value={PRICE_LISTS_TAB} leftSection={<IconReceipt2 size={16} />}>
            {t('priceLists.tab')}
          </Tabs.Tab>
        </Tabs.List>
      </Container>
      <Tabs.Panel value="products">
        <ProductList />
      </Tabs.Panel>
      <Tabs.Panel value={PRICE_LISTS_TAB}>
        <PriceListsScreen />
      </Tabs.Panel>
    </Tabs>
  );
}
