import { Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconCalendarOff,
  IconFileCertificate,
  IconDiscount,
  IconFileText,
  IconKey,
  IconMapPin,
  IconReceipt2,
  IconSearch,
  IconSettings,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChangePasswordForm, useAuth } from '../../features/auth';
import {
  BaseDataForm,
  ContractPanel,
  DiscountsPanel,
  DocumentsPanel,
  HolidaysPanel,
  OrderSearchPanel,
  OtherSettingsForm,
  ZonesPanel,
} from '../../features/settings';
import { ServiceFeePanel } from '../../features/serviceFee';

const BAKERY_TABS = [
  'base',
  'password',
  'holidays',
  'zones',
  'discounts',
  'other',
  'documents',
  'serviceFee',
  'contract',
  'orderSearch',
] as const;
const CUSTOMER_TABS = ['base', 'password', 'orderSearch'] as const;
type Tab = (typeof BAKERY_TABS)[number];

const ICONS: Record<Tab, ReactNode> = {
  base: <IconBuildingStore size={16} />,
  password: <IconKey size={16} />,
  holidays: <IconCalendarOff size={16} />,
  zones: <IconMapPin size={16} />,
  discounts: <IconDiscount size={16} />,
  other: <IconSettings size={16} />,
  documents: <IconFileText size={16} />,
  serviceFee: <IconReceipt2 size={16} />,
  contract: <IconFileCertificate size={16} />,
  orderSearch: <IconSearch size={16} />,
};

function Panel({ tab, withClient }: { tab: Tab; withClient: boolean }) {
  switch (tab) {
    case 'base':
      return <BaseDataForm />;
    case 'password':
      return <ChangePasswordForm />;
    case 'holidays':
      return <HolidaysPanel />;
    case 'zones':
      return <ZonesPanel />;
    case 'discounts':
      return <DiscountsPanel />;
    case 'other':
      return <OtherSettingsForm />;
    case 'documents':
      return <DocumentsPanel />;
    case 'serviceFee':
      return <ServiceFeePanel />;
    case 'contract':
      return <ContractPanel />;
    case 'orderSearch':
      return <OrderSearchPanel withClient={withClient} />;
  }
}

/**
 * /settings as tabs (the open tab is `?tab=` so it survives a reload): base data and password for
 * every account, and the order search (last 10 orders); a bakery also has holidays, delivery zones, discounts, its other settings, document numbering, the platform's service fee and its contract notice.
 */
export function SettingsRoute() {
  const { t } = useTranslation();
  const { state } = useAuth();
  const [params, setParams] = useSearchParams();
  const kind = state.status === 'loggedIn' ? state.user.kind : null;
  const tabs: readonly Tab[] = kind === 'BAKERY' ? BAKERY_TABS : CUSTOMER_TABS;
  const requested = params.get('tab');
  const tab: Tab = tabs.find((name) => name === requested) ?? 'base';

  return (
    <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }} mb="lg">
        {t('settings.title')}
      </Title>
      <Tabs value={tab} onChange={(next) => next && setParams({ tab: next }, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md" style={{ flexWrap: 'wrap' }}>
          {tabs.map((name) => (
            <Tabs.Tab key={name} value={name} leftSection={ICONS[name]}>
              {t(`settings.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((name) => (
          <Tabs.Panel key={name} value={name}>
            <Paper withBorder p={{ base: 'md', sm: 'xl' }} shadow="xs">
              <Stack gap="md">
                <div>
                  <Title order={2} fz="lg" c="brown.8">
                    {t(`settings.sections.${name}.title`)}
                  </Title>
                  <Text size="sm" c="taupe.7">
                    {t(`settings.sections.${name}.text`)}
                  </Text>
                </div>
                <Panel tab={name} withClient={kind === 'BAKERY' || kind === 'HOST'} />
              </Stack>
            </Paper>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
