import { useState, type FormEvent } from 'react';
import { Alert, Button, Divider, Grid, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DEADLINE_TIME, isLanguage } from '@bakery/core';
import { apiQueryKey, loadStateOf, useApiMutation, useApiQuery } from '../../api/query';
import { BakerySettingsQuery, UpdateBakerySettingsMutation } from '../../api/operations';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { useErrorText } from '../errors/error-text';
import {
  deliveryCostExplanation,
  settingsProblems,
  toSettingsInput,
  toSettingsValues,
  type SettingsProblem,
  type SettingsValues,
} from './bakery-settings';

type LoadState =
  { status: 'loading' } | { status: 'ready'; values: SettingsValues } | { status: 'failed'; error: unknown };
const FLAGS = ['deliversSaturday', 'deliversSunday', 'takeaway', 'ignoreDeadline', 'createBills'] as const;

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/** Settings → other settings: the bakery flags and delivery costs of §6, the default deadline and the time zone. */
export function OtherSettingsForm() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const language = isLanguage(i18n.language) ? i18n.language : 'de';
  const queryClient = useQueryClient();
  const query = useApiQuery(BakerySettingsQuery, {});
  const save = useApiMutation(UpdateBakerySettingsMutation);
  // the form's copy, seeded from the loaded settings at the first change
  const [edited, setEdited] = useState<SettingsValues | null>(null);
  const loaded = loadStateOf(query);
  const state: LoadState =
    loaded.status === 'ready'
      ? { status: 'ready', values: edited ?? toSettingsValues(loaded.data.bakerySettings, language) }
      : loaded;
  const [problems, setProblems] = useState<SettingsProblem[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const timeZone = state.status === 'ready' ? state.values.timeZone : 'Europe/Rome';
  const zones = timeZones(timeZone);

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'failed')
    return (
      <LoadFailed title={t('settings.other.loadFailed')} error={state.error} onRetry={() => void query.refetch()} />
    );
  const v = state.values;

  const set = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) => {
    setEdited({ ...v, [key]: value });
    setProblems((current) => current.filter((p) => p !== key));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = settingsProblems(v);
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    save
      .mutateAsync({ input: toSettingsInput(v) })
      .then(({ updateBakerySettings }) => {
        queryClient.setQueryData(apiQueryKey(BakerySettingsQuery, {}), { bakerySettings: updateBakerySettings });
        setEdited(toSettingsValues(updateBakerySettings, language));
        notifications.show({ color: 'green', message: t('settings.other.saved') });
      })
      .catch((error: unknown) => setFailure(error))
      .finally(() => setBusy(false));
  };

  const cost = deliveryCostExplanation(v, language);
  const deadline = v.deadline.trim() || DEFAULT_DEADLINE_TIME;
  const problem = (key: SettingsProblem) => (problems.includes(key) ? t(`settings.other.problems.${key}`) : undefined);

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
              checked={v[flag]}
              onChange={(event) => set(flag, event.currentTarget.checked)}
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
                value={v.deliveryCost}
                onChange={(e) => set('deliveryCost', e.currentTarget.value)}
                error={problem('deliveryCost')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('settings.other.deliveryCostMin')}
                description={t('settings.other.deliveryCostMinHint')}
                rightSection="€"
                inputMode="decimal"
                value={v.deliveryCostMin}
                onChange={(e) => set('deliveryCostMin', e.currentTarget.value)}
                error={problem('deliveryCostMin')}
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
                value={v.deadline}
                onChange={(e) => set('deadline', e.currentTarget.value)}
                error={problem('deadline')}
                maxLength={5}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <Select
                label={t('settings.other.timeZone')}
                data={zones}
                value={v.timeZone}
                onChange={(zone) => zone && set('timeZone', zone)}
                searchable
                allowDeselect={false}
                error={problem('timeZone')}
                comboboxProps={{ withinPortal: true }}
              />
            </Grid.Col>
          </Grid>
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} aria-live="polite">
            <Text size="sm" data-testid="deadline-explanation">
              {v.ignoreDeadline
                ? t('settings.other.deadlineIgnored')
                : problems.includes('deadline')
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
