import { useEffect, useMemo, useRef, useState } from 'react';
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
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isValidEmail, LANGUAGES, usernameProblem } from '@bakery/core';
import { clientFormSchema, clientNameOptional, type CleanClient } from '@bakery/core/account-schemas';
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
import type { ClientWithDetail, CreatedClient } from '../../api/operations';
import { schemaForm } from '../../ui/schema-form';
import { useErrorText } from '../../i18n/error-text';
import { useLanguage } from '../../i18n/use-language';
import { useAvailability, type Availability } from '../registration';
import {
  clientValuesOf,
  emptyClientValues,
  paymentValues,
  serverFieldErrors,
  toClientInput,
  type ClientFormValues,
} from './client-form';
import { BillingSection, SettingsSection, useTextField } from './ClientFormSections';
import { CreatedCredentials } from './CreatedCredentials';
import { useFieldText } from './field-text';

function availabilityIcon(a: Availability) {
  if (a === 'checking') return <Loader size={14} />;
  if (a === 'free') return <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />;
  return null;
}

/**
 * The bakery's form for a host or private customer: base data, billing data, settings
 * (requirements/accounts-and-sign-in.md#account-kinds, requirements/bills-and-e-invoices.md#client-billing-data).
 * Checked with core's clientFormSchema — the server's ClientInputSchema — before anything is sent.
 */
export function ClientForm({ client }: { client?: ClientWithDetail }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const language = useLanguage();
  const { issueText, serverErrors, takenText } = useFieldText();
  const [failure, setFailure] = useState<unknown>(null);
  const [created, setCreated] = useState<CreatedClient | null>(null);
  const [sendMail, setSendMail] = useState(false);
  // a private customer who registered without a name yet (it gives it at its first sign-in) is saved without one
  const nameOptional = client ? clientNameOptional(client.isHost ? 'HOST' : 'PRIVATE', client.detail) : false;
  const schema = useMemo(() => clientFormSchema(language, { nameOptional }), [language, nameOptional]);
  const form = useForm<ClientFormValues, CleanClient>({
    initialValues: client ? clientValuesOf(client, language) : emptyClientValues(),
    ...schemaForm<ClientFormValues, CleanClient>(schema, issueText),
    onValuesChange: () => setFailure(null),
  });
  const text = useTextField(form);
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
  const defaultPicked = useRef(false);
  useEffect(() => {
    if (client || !priceLists || defaultPicked.current) return;
    defaultPicked.current = true;
    if (form.getValues().priceListId === null)
      form.setFieldValue('priceListId', priceLists.find((l) => l.isDefault)?.id ?? null);
  });

  const username = form.values.username.trim();
  const email = form.values.email.trim();
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

  // form.submitting stays true until the returned promise settles
  const submit = form.onSubmit(async (clean) => {
    if (usernameAvailability === 'taken' || emailAvailability === 'taken') return;
    const input = toClientInput(clean, form.getValues());
    try {
      if (client) {
        await updateClient.mutateAsync({ id: client.id, input });
        void navigate('/clients');
      } else {
        const answer = await createClient.mutateAsync({ input, sendWelcomeMail: sendMail && email !== '' });
        setCreated(answer.createClient);
      }
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) form.setErrors(serverErrors(fields));
      else setFailure(error);
    }
  });

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

  const { values } = form;
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
                onChange={(value) => {
                  const kind = value === 'PRIVATE' ? 'PRIVATE' : 'HOST';
                  const defaults = emptyClientValues(kind);
                  form.setValues({
                    kind,
                    activeFrom: defaults.activeFrom,
                    activeTo: defaults.activeTo,
                    ...paymentValues(kind),
                  });
                }}
              />
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                {...form.getInputProps('username')}
                label={t('common.username')}
                withAsterisk
                autoComplete="off"
                rightSection={availabilityIcon(usernameAvailability)}
                error={form.errors.username ?? takenText('username', usernameAvailability)}
              />
              <TextInput
                {...form.getInputProps('email')}
                label={t('common.email')}
                type="email"
                autoComplete="off"
                rightSection={availabilityIcon(emailAvailability)}
                error={form.errors.email ?? takenText('email', emailAvailability)}
              />
              <TextInput {...text('companyName', { required: isHost })} />
              <TextInput {...text('fullName', { required: !isHost && !nameOptional })} />
              <TextInput
                {...text('firstName')}
                description={values.companyName.trim() ? undefined : t('clients.personNameHint')}
              />
              <TextInput {...text('lastName')} />
              <Select
                {...form.getInputProps('language')}
                label={t('clients.fields.language')}
                data={LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
                allowDeselect={false}
              />
              <TextInput {...text('tel')} type="tel" />
            </SimpleGrid>
          </Stack>
        </Paper>

        <BillingSection form={form} />
        <SettingsSection
          form={form}
          priceLists={(priceLists ?? []).map((l) => ({ value: l.id, label: l.name }))}
          zones={zones}
          discounts={discounts}
        />

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
        {Object.keys(form.errors).length > 0 ? (
          <Alert color="red" variant="light" role="alert">
            {t('clients.checkFields')}
          </Alert>
        ) : null}
        <Group justify="flex-end" wrap="wrap">
          <Button component={Link} to="/clients" variant="default">
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {client ? t('common.save') : t('clients.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
