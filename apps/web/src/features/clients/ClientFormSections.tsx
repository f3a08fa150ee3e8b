import { Paper, Select, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DETAIL_TEXT_MAX } from '@bakery/core/account-schemas';
import { PAYMENT_METHODS, PAYMENT_TERMS } from '@bakery/core/payment';
import type { CleanClient } from '@bakery/core/account-schemas';
import type en from '../../i18n/en.json';
import type { ClientFormValues } from './client-form';

export type ClientFormType = UseFormReturnType<ClientFormValues, CleanClient>;
export type LabelField = keyof (typeof en)['clients']['fields'];

/** Longest note of a client (ClientInputSchema). */
const EXTRA_MAX = 2000;

/** The props of a text input of the form: label, value, change, error. */
export function useTextField(form: ClientFormType) {
  const { t } = useTranslation();
  return (field: LabelField & keyof ClientFormValues, extra: { required?: boolean } = {}) => ({
    ...form.getInputProps(field),
    label: t(`clients.fields.${field}`),
    withAsterisk: extra.required,
    maxLength: DETAIL_TEXT_MAX,
  });
}

/** The client's billing data (address, fiscal codes, SdI code, PEC, payment) and note (requirements/bills-and-e-invoices.md#client-billing-data). */
export function BillingSection({ form }: { form: ClientFormType }) {
  const { t } = useTranslation();
  const text = useTextField(form);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg" c="brown.8">
          {t('clients.sections.billing')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...text('street')} />
          <TextInput {...text('houseNumber')} />
          <TextInput {...text('postalCode')} />
          <TextInput {...text('city')} />
          <TextInput {...text('province')} maxLength={2} description={t('clients.provinceHint')} />
          <TextInput {...text('country')} maxLength={2} />
          <TextInput {...text('partitaIva')} />
          <TextInput {...text('taxNumber')} />
          <TextInput {...text('recipientCode')} />
          <TextInput {...text('pec')} type="email" />
          <TextInput {...text('deadline')} type="time" />
          <Select
            {...form.getInputProps('paymentMethod')}
            label={t('clients.fields.paymentMethod')}
            data={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`clients.paymentMethods.${m}`) }))}
            allowDeselect={false}
          />
          <Select
            {...form.getInputProps('paymentTerms')}
            label={t('clients.fields.paymentTerms')}
            data={PAYMENT_TERMS.map((p) => ({ value: p, label: t(`clients.paymentTerms.${p}`) }))}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Textarea {...text('extra')} maxLength={EXTRA_MAX} autosize minRows={2} />
      </Stack>
    </Paper>
  );
}

type Option = { value: string; label: string };

/** Price list, zone, discount, delivery costs, active range and the switches of a client. */
export function SettingsSection({
  form,
  priceLists,
  zones,
  discounts,
}: {
  form: ClientFormType;
  priceLists: Option[];
  zones: Option[];
  discounts: Option[];
}) {
  const { t } = useTranslation();
  const text = useTextField(form);
  const toggle = (field: LabelField & keyof ClientFormValues) => (
    <Switch {...form.getInputProps(field, { type: 'checkbox' })} label={t(`clients.fields.${field}`)} />
  );
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg" c="brown.8">
          {t('clients.sections.settings')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            {...form.getInputProps('priceListId')}
            label={t('clients.fields.priceList')}
            data={priceLists}
            clearable
          />
          <Select
            {...form.getInputProps('deliveryZoneId')}
            label={t('clients.fields.deliveryZone')}
            data={zones}
            clearable
          />
          <Select
            {...form.getInputProps('discountId')}
            label={t('discounts.clientField')}
            placeholder={t('discounts.none')}
            data={discounts}
            clearable
          />
          <TextInput {...text('deliveryCost')} inputMode="decimal" rightSection="€" />
          <TextInput {...text('deliveryCostMin')} inputMode="decimal" rightSection="€" />
          <TextInput {...text('activeFrom')} type="date" />
          <TextInput {...text('activeTo')} type="date" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {toggle('checkOrders')}
          {toggle('createBills')}
          {toggle('ignoreDeadline')}
          {toggle('deliversSaturday')}
          {toggle('deliversSunday')}
          {toggle('noDeliveryCost')}
          {toggle('takeaway')}
          {toggle('docketPrices')}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
