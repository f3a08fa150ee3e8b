import { useState } from 'react';
import { Alert, Button, Grid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BaseDataInputSchema, DETAIL_TEXT_MAX, type CleanBaseData } from '@bakery/core/account-schemas';
import { operationKey, useApiMutation, useApiQuery } from '../../api/query';
import { MyAccountQuery, UpdateMyDetailsMutation } from '../../api/operations';
import type { BaseDataField } from '../../api/operations';
import { QueryStates } from '../../ui/LoadStates';
import { schemaForm } from '../../ui/schema-form';
import { useAuth } from '../auth';
import { useErrorText } from '../../i18n/error-text';
import { BASE_DATA_FIELDS, badFieldsOf, toInput, toValues, type BaseDataValues } from './base-data';

/** The one-line fields, in screen order (the note `extra` is a text area below them). */
const TEXT_FIELDS = BASE_DATA_FIELDS.filter((name): name is Exclude<BaseDataField, 'extra'> => name !== 'extra');

/** Grid widths (of 12) per field on wider screens; phones stack every field. */
const SPAN: Record<BaseDataField, number> = {
  companyName: 6,
  fullName: 6,
  firstName: 6,
  lastName: 6,
  street: 9,
  houseNumber: 3,
  postalCode: 3,
  city: 4,
  province: 2,
  country: 3,
  partitaIva: 4,
  taxNumber: 4,
  recipientCode: 4,
  pec: 6,
  tel: 6,
  extra: 12,
};

/** Settings → base data: the account's own address and billing data (also the first-login data completion). */
export function BaseDataForm() {
  const { t } = useTranslation();
  const query = useApiQuery(MyAccountQuery, {});
  return (
    <QueryStates query={query} title={t('settings.base.loadFailed')}>
      {({ me }) => <BaseDataFields initial={toValues(me?.detail ?? null)} />}
    </QueryStates>
  );
}

/** The form, seeded once from the loaded data. */
function BaseDataFields({ initial }: { initial: BaseDataValues }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { state: auth, updateUser } = useAuth();
  const queryClient = useQueryClient();
  // the account read elsewhere (profile, documents) is read again when next shown
  const update = useApiMutation(UpdateMyDetailsMutation, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operationKey(MyAccountQuery), refetchType: 'none' }),
  });
  const [failure, setFailure] = useState<unknown>(null);
  const needsCompletion = auth.status === 'loggedIn' && auth.user.needsDataCompletion;
  const problem = (field: string) => t(`settings.base.problems.${field as BaseDataField}`);
  // the rules the server checks (BaseDataInputSchema): the fiscal codes as SdI checks them, a name,
  // street, postal code and city required; each bad field shows its own hint
  const form = useForm<BaseDataValues, CleanBaseData>({
    initialValues: initial,
    ...schemaForm<BaseDataValues, CleanBaseData>(BaseDataInputSchema, problem),
    onValuesChange: () => setFailure(null),
  });

  // form.submitting stays true until the returned promise settles
  const submit = form.onSubmit((clean) =>
    update
      .mutateAsync({ input: toInput(clean) })
      .then(({ updateMyDetails: account }) => {
        form.setValues(toValues(account.detail));
        updateUser(account); // needsDataCompletion turns false once the required data is saved
        notifications.show({ color: 'green', message: t('settings.base.saved') });
      })
      .catch((error: unknown) => {
        const fields = badFieldsOf(error);
        if (fields.length > 0) form.setErrors(Object.fromEntries(fields.map((f) => [f, problem(f)])));
        else setFailure(error);
      }),
  );

  const field = (name: BaseDataField, extra: { required?: boolean; autoComplete?: string } = {}) => ({
    ...form.getInputProps(name),
    label: t(`settings.base.fields.${name}`),
    ...extra,
  });
  const badCount = Object.keys(form.errors).length;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {needsCompletion ? (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} role="status">
            {t('settings.base.completion')}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(failure)}
          </Alert>
        ) : null}
        {badCount > 0 ? (
          <Alert color="red" variant="light" role="alert">
            {t('settings.base.checkFields', { count: badCount })}
          </Alert>
        ) : null}
        <Grid gap="md">
          {TEXT_FIELDS.map((name) => (
            <Grid.Col key={name} span={{ base: 12, sm: SPAN[name] }}>
              <TextInput
                {...field(name, {
                  required: ['street', 'postalCode', 'city'].includes(name),
                  autoComplete: {
                    companyName: 'organization',
                    fullName: 'name',
                    firstName: 'given-name',
                    lastName: 'family-name',
                    postalCode: 'postal-code',
                    city: 'address-level2',
                    country: 'country',
                    tel: 'tel',
                    pec: 'email',
                  }[name as string],
                })}
                description={name === 'companyName' ? t('settings.base.nameHint') : undefined}
                maxLength={name === 'country' || name === 'province' ? 2 : DETAIL_TEXT_MAX}
              />
            </Grid.Col>
          ))}
          <Grid.Col span={12}>
            <Textarea {...field('extra')} autosize minRows={2} maxLength={1000} />
          </Grid.Col>
        </Grid>
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          {t('settings.base.submit')}
        </Button>
      </Stack>
    </form>
  );
}
