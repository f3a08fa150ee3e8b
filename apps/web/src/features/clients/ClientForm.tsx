import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isValidEmail, usernameProblem } from '@bakery/core';
import { useApiMutation, useApiQuery } from '../../api/query';
import {
  ClientQuery,
  ClientsQuery,
  CreateClientMutation,
  DeliveryZoneNamesQuery,
  DiscountNamesQuery,
  PriceListsQuery,
  UpdateClientMutation,
} from '../../api/operations';
import type { ClientWithDetail, CreatedClient, Language } from '../../api/operations';
import { useErrorText } from '../errors/error-text';
import { useAvailability, type Availability } from '../registration/useAvailability';
import { PAYMENT_METHODS, PAYMENT_TERMS, type PaymentMethod, type PaymentTerms } from '@bakery/core/payment';
import {
  clientValuesOf,
  emptyClientValues,
  paymentValues,
  serverFieldErrors,
  toClientInput,
  validateClient,
  type ClientFormValues,
  type FieldErrors,
} from './client-form';
import { CreatedCredentials } from './CreatedCredentials';
import { useFieldText } from './field-text';
import type en from '../../i18n/en.json';

type LabelField = keyof (typeof en)['clients']['fields'];

const LANGUAGES: Language[] = ['de', 'it', 'en'];

function availabilityIcon(a: Availability) {
  if (a === 'checking') return <Loader size={14} />;
  if (a === 'free') return <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />;
  return null;
}

/** The bakery's form for a host or private customer: base data, billing data, settings (SPEC §3, §6). */
export function ClientForm({ client }: { client?: ClientWithDetail }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [values, setValues] = useState<ClientFormValues>(() => (client ? clientValuesOf(client) : emptyClientValues()));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedClient | null>(null);
  const [sendMail, setSendMail] = useState(false);
  const priceLists = useApiQuery(PriceListsQuery, {}).data?.priceLists;
  const zones = (useApiQuery(DeliveryZoneNamesQuery, {}).data?.deliveryZones ?? []).flatMap((z) =>
    z.id && z.name ? [{ value: z.id, label: z.name }] : [],
  );
  const discounts = (useApiQuery(DiscountNamesQuery, {}).data?.discounts ?? []).map((d) => ({
    value: d.id,
    label: d.name,
  }));
  const invalidates = [ClientsQuery, ClientQuery];
  const updateClient = useApiMutation(UpdateClientMutation, { invalidates });
  const createClient = useApiMutation(CreateClientMutation, { invalidates });
  // a new client starts on the default price list once the lists are known
  const [defaultPicked, setDefaultPicked] = useState(false);
  if (!client && priceLists && !defaultPicked) {
    setDefaultPicked(true);
    if (values.priceListId === null)
      setValues((v) => ({ ...v, priceListId: priceLists.find((l) => l.isDefault)?.id ?? null }));
  }

  const username = values.username.trim();
  const email = values.email.trim();
  const usernameAvailability = useAvailability(
    'username',
    username,
    usernameProblem(username) === null && username.toLowerCase() !== client?.username.toLowerCase(),
  );
  const emailAvailability = useAvailability(
    'email',
    email,
    isValidEmail(email) && email.toLowerCase() !== (client?.email ?? '').toLowerCase(),
  );

  const errors: FieldErrors = { ...(submitted ? validateClient(values) : {}), ...serverErrors };
  const fieldText = useFieldText(errors);
  const change = (patch: Partial<ClientFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    const keys = Object.keys(patch);
    if (keys.some((k) => k in serverErrors))
      setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([k]) => !keys.includes(k))));
  };
  const text = (field: LabelField | 'username' | 'email', extra: { required?: boolean; label?: string } = {}) => ({
    label: extra.label ?? t(`clients.fields.${field as LabelField}`),
    value: values[field as keyof ClientFormValues] as string,
    onChange: (e: { currentTarget: { value: string } }) => change({ [field]: e.currentTarget.value }),
    error: fieldText(field),
    withAsterisk: extra.required,
  });
  const toggle = (field: LabelField & keyof ClientFormValues) => (
    <Switch
      label={t(`clients.fields.${field}`)}
      checked={values[field] as boolean}
      onChange={(e) => change({ [field]: e.currentTarget.checked })}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (
      Object.keys(validateClient(values)).length > 0 ||
      usernameAvailability === 'taken' ||
      emailAvailability === 'taken'
    )
      return;
    setBusy(true);
    try {
      if (client) {
        await updateClient.mutateAsync({ id: client.id, input: toClientInput(values) });
        void navigate('/clients');
      } else {
        setCreated(
          (
            await createClient.mutateAsync({
              input: toClientInput(values),
              sendWelcomeMail: sendMail && email !== '',
            })
          ).createClient,
        );
      }
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setServerErrors(fields);
      else setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  if (created)
    return (
      <CreatedCredentials
        user={created.user}
        password={created.password}
        signInUrl={null}
        printPath={null}
        mailedTo={created.mailed ? created.user.email : null}
        onDone={() => navigate('/clients')}
      />
    );

  const isHost = values.kind === 'HOST';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} fz="lg" c="brown.8">
              {t('clients.sections.base')}
            </Title>
            {!client ? (
              <SegmentedControl
                aria-label={t('clients.kindFilter')}
                data={[
                  { value: 'HOST', label: t('kinds.HOST') },
                  { value: 'PRIVATE', label: t('kinds.PRIVATE') },
                ]}
                value={values.kind}
                onChange={(kind) => {
                  const defaults = emptyClientValues(kind as 'HOST' | 'PRIVATE');
                  change({
                    kind: kind as 'HOST' | 'PRIVATE',
                    activeFrom: defaults.activeFrom,
                    activeTo: defaults.activeTo,
                    ...paymentValues(kind as 'HOST' | 'PRIVATE'),
                  });
                }}
              />
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                {...text('username', { required: true, label: t('common.username') })}
                autoComplete="off"
                rightSection={availabilityIcon(usernameAvailability)}
                error={fieldText('username', usernameAvailability)}
              />
              <TextInput
                {...text('email', { label: t('common.email') })}
                type="email"
                autoComplete="off"
                rightSection={availabilityIcon(emailAvailability)}
                error={fieldText('email', emailAvailability)}
              />
              <TextInput {...text('companyName', { required: isHost })} />
              <TextInput {...text('fullName', { required: !isHost })} />
              <TextInput
                {...text('firstName')}
                description={values.companyName.trim() ? undefined : t('clients.personNameHint')}
              />
              <TextInput {...text('lastName')} />
              <Select
                label={t('clients.fields.language')}
                data={LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
                value={values.language}
                onChange={(l) => l && change({ language: l as Language })}
                allowDeselect={false}
              />
              <TextInput {...text('tel')} type="tel" />
            </SimpleGrid>
          </Stack>
        </Paper>

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
                label={t('clients.fields.paymentMethod')}
                data={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`clients.paymentMethods.${m}`) }))}
                value={values.paymentMethod}
                onChange={(m) => m && change({ paymentMethod: m as PaymentMethod })}
                allowDeselect={false}
              />
              <Select
                label={t('clients.fields.paymentTerms')}
                data={PAYMENT_TERMS.map((p) => ({ value: p, label: t(`clients.paymentTerms.${p}`) }))}
                value={values.paymentTerms}
                onChange={(p) => p && change({ paymentTerms: p as PaymentTerms })}
                allowDeselect={false}
              />
            </SimpleGrid>
            <Textarea {...text('extra')} autosize minRows={2} />
          </Stack>
        </Paper>

        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} fz="lg" c="brown.8">
              {t('clients.sections.settings')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('clients.fields.priceList')}
                data={(priceLists ?? []).map((l) => ({ value: l.id, label: l.name }))}
                value={values.priceListId}
                onChange={(id) => change({ priceListId: id })}
                error={fieldText('priceListId')}
                clearable
              />
              <Select
                label={t('clients.fields.deliveryZone')}
                data={zones}
                value={values.deliveryZoneId}
                onChange={(id) => change({ deliveryZoneId: id })}
                error={fieldText('deliveryZoneId')}
                clearable
              />
              <Select
                label={t('discounts.clientField')}
                placeholder={t('discounts.none')}
                data={discounts}
                value={values.discountId}
                onChange={(id) => change({ discountId: id })}
                error={fieldText('discountId')}
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

        {!client ? (
          <Checkbox
            label={t('clients.sendWelcomeMail')}
            description={t('clients.sendWelcomeMailHint')}
            checked={sendMail && email !== ''}
            disabled={email === ''}
            onChange={(e) => setSendMail(e.currentTarget.checked)}
          />
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {errorText(failure)}
          </Alert>
        ) : null}
        {submitted && Object.keys(errors).length > 0 ? (
          <Alert color="red" variant="light" role="alert">
            {t('clients.checkFields')}
          </Alert>
        ) : null}
        <Group justify="flex-end" wrap="wrap">
          <Button component={Link} to="/clients" variant="default">
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {client ? t('common.save') : t('clients.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
