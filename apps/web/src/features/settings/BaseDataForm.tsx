import { useState, type FormEvent } from 'react';
import { Alert, Button, Grid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { operationKey, useApiMutation, useApiQuery } from '../../api/query';
import { MyAccountQuery, UpdateMyDetailsMutation } from '../../api/operations';
import type { BaseDataField } from '../../api/operations';
import { QueryStates } from '../../ui/LoadStates';
import { useAuth } from '../auth/AuthProvider';
import { useErrorText } from '../errors/error-text';
import { badFieldsOf, baseDataProblems, toInput, toValues, type BaseDataValues } from './base-data';

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
  const [values, setValues] = useState<BaseDataValues>(initial);
  const [bad, setBad] = useState<BaseDataField[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const needsCompletion = auth.status === 'loggedIn' && auth.user.needsDataCompletion;

  const set = (field: BaseDataField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setBad((current) => current.filter((f) => f !== field));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problems = baseDataProblems(values);
    setBad(problems);
    if (problems.length > 0) return;
    setBusy(true);
    update
      .mutateAsync({ input: toInput(values) })
      .then(({ updateMyDetails: account }) => {
        setValues(toValues(account.detail));
        updateUser(account); // needsDataCompletion turns false once the required data is saved
        notifications.show({ color: 'green', message: t('settings.base.saved') });
      })
      .catch((error: unknown) => {
        const fields = badFieldsOf(error);
        if (fields.length > 0) setBad(fields);
        else setFailure(error);
      })
      .finally(() => setBusy(false));
  };

  const field = (name: BaseDataField, extra: { required?: boolean; autoComplete?: string } = {}) => ({
    label: t(`settings.base.fields.${name}`),
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => set(name)(event.currentTarget.value),
    error: bad.includes(name) ? t(`settings.base.problems.${name}`) : undefined,
    ...extra,
  });

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
        {bad.length > 0 ? (
          <Alert color="red" variant="light" role="alert">
            {t('settings.base.checkFields', { count: bad.length })}
          </Alert>
        ) : null}
        <Grid gap="md">
          {(
            [
              'companyName',
              'fullName',
              'firstName',
              'lastName',
              'street',
              'houseNumber',
              'postalCode',
              'city',
              'province',
              'country',
              'partitaIva',
              'taxNumber',
              'recipientCode',
              'pec',
              'tel',
            ] as const
          ).map((name) => (
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
                description={name === 'companyName' || name === 'fullName' ? t('settings.base.nameHint') : undefined}
                maxLength={name === 'country' || name === 'province' ? 2 : 200}
              />
            </Grid.Col>
          ))}
          <Grid.Col span={12}>
            <Textarea {...field('extra')} autosize minRows={2} maxLength={1000} />
          </Grid.Col>
        </Grid>
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {t('settings.base.submit')}
        </Button>
      </Stack>
    </form>
  );
}
