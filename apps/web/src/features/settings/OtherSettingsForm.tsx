import { useState } from 'react';
import { Alert, Button, Divider, Grid, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  bakerySettingsFormSchema,
  DEFAULT_DEADLINE_TIME,
  isLanguage,
  type BakerySettingsFormInput,
  type Language,
} from '@bakery/core';
import { apiQueryKey, loadStateOf, useApiMutation, useApiQuery } from '../../api/query';
import { BakerySettingsQuery, UpdateBakerySettingsMutation } from '../../api/operations';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { schemaForm } from '../../ui/schema-form';
import { useErrorText } from '../../i18n/error-text';
import { deliveryCostExplanation, SETTINGS_PROBLEMS, toSettingsValues, type SettingsValues } from './bakery-settings';

const FLAGS = ['deliversSaturday', 'deliversSunday', 'takeaway', 'ignoreDeadline', 'createBills'] as const;

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/**
 * Settings → other settings: the bakery flags and delivery costs (docs/requirements/settings.md#bakery-settings),
 * the default deadline and the time zone; the loaded settings seed the form once.
 */
export function OtherSettingsForm() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'de';
  const query = useApiQuery(BakerySettingsQuery, {});
  const loaded = loadStateOf(query);
  if (loaded.status === 'loading') return <LoadingState />;
  if (loaded.status === 'failed')
    return (
      <LoadFailed title={t('settings.other.loadFailed')} error={loaded.error} onRetry={() => void query.refetch()} />
    );
  return <SettingsForm initial={toSettingsValues(loaded.data.bakerySettings, language)} language={language} />;
}

/** The form over the loaded settings, checked by core's bakerySettingsFormSchema — the rules the server checks with. */
function SettingsForm({ initial, language }: { initial: SettingsValues; language: Language }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const save = useApiMutation(UpdateBakerySettingsMutation);
  const form = useForm<SettingsValues, BakerySettingsFormInput>({
    initialValues: initial,
    ...schemaForm<SettingsValues, BakerySettingsFormInput>(bakerySettingsFormSchema(language), (path) => {
      const problem = SETTINGS_PROBLEMS.find((p) => p === path);
      return problem ? t(`settings.other.problems.${problem}`) : t('errors.BAD_INPUT');
    }),
  });
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const v = form.values;
  const zones = timeZones(v.timeZone);

  const submit = form.onSubmit(
    (input) => {
      setFailure(null);
      setBusy(true);
      save
        .mutateAsync({ input })
        .then(({ updateBakerySettings }) => {
          queryClient.setQueryData(apiQueryKey(BakerySettingsQuery, {}), { bakerySettings: updateBakerySettings });
          form.setValues(toSettingsValues(updateBakerySettings, language));
          notifications.show({ color: 'green', message: t('settings.other.saved') });
        })
        .catch((error: unknown) => setFailure(error))
        .finally(() => setBusy(false));
    },
    () => setFailure(null),
  );

  const cost = deliveryCostExplanation(v, language);
  const deadline = v.deadline.trim() || DEFAULT_DEADLINE_TIME;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(failure)}
          </Alert>
        ) : null}
        <Stack gap="sm">
          <Title order={3} fz="md" c="brown.8">
            {t('settings.other.deliveryTitle')}
          </Title>
          {FLAGS.map((flag) => (
            <Switch
              key={flag}
              label={t(`settings.other.flags.${flag}`)}
              description={t(`settings.other.flagHints.${flag}`)}
              {...form.getInputProps(flag, { type: 'checkbox' })}
            />
          ))}
        </Stack>
        <Divider />
        <Stack gap="sm">
          <Title order={3} fz="md" c="brown.8">
            {t('settings.other.costTitle')}
          </Title>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('settings.other.deliveryCost')}
                rightSection="€"
                inputMode="decimal"
                {...form.getInputProps('deliveryCost')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('settings.other.deliveryCostMin')}
                description={t('settings.other.deliveryCostMinHint')}
                rightSection="€"
                inputMode="decimal"
                {...form.getInputProps('deliveryCostMin')}
              />
            </Grid.Col>
          </Grid>
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} aria-live="polite">
            <Text size="sm" data-testid="cost-explanation">
              {v.takeaway
                ? t('settings.other.costTakeaway')
                : cost
                  ? t(cost.key, { cost: cost.cost, min: cost.min })
                  : t('settings.other.costIncomplete')}
            </Text>
          </Alert>
        </Stack>
        <Divider />
        <Stack gap="sm">
          <Title order={3} fz="md" c="brown.8">
            {t('settings.other.deadlineTitle')}
          </Title>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t('settings.other.deadline')}
                description={t('settings.other.deadlineHint', { time: DEFAULT_DEADLINE_TIME })}
                placeholder={DEFAULT_DEADLINE_TIME}
                {...form.getInputProps('deadline')}
                maxLength={5}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <Select
                label={t('settings.other.timeZone')}
                data={zones}
                value={v.timeZone}
                onChange={(zone) => zone && form.setFieldValue('timeZone', zone)}
                searchable
                allowDeselect={false}
                error={form.errors.timeZone}
                comboboxProps={{ withinPortal: true }}
              />
            </Grid.Col>
          </Grid>
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} aria-live="polite">
            <Text size="sm" data-testid="deadline-explanation">
              {v.ignoreDeadline
                ? t('settings.other.deadlineIgnored')
                : form.errors.deadline
                  ? t('settings.other.problems.deadline')
                  : t('settings.other.deadlineExplained', { time: deadline, zone: v.timeZone })}
            </Text>
          </Alert>
        </Stack>
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {t('settings.other.submit')}
        </Button>
      </Stack>
    </form>
  );
}
