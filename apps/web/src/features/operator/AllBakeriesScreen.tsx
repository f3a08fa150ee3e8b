import { useState } from 'react';
import { Alert, Button, Container, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BakeryAccount } from '../../api/operations';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { useErrorText } from '../../i18n/error-text';
import { BackupPanel } from './BackupPanel';
import { BakeriesTable, BakeryCards } from './BakeryRows';
import { bakeryName, matchesSearch, useAllBakeries } from './useAllBakeries';

/**
 * /bakeries — the platform operator's page (requirements/platform-and-contract.md#platform-operator): every bakery with
 * its base data, blocked flag and contract dates, searchable by name; a pending notice can be revoked. A table on wide
 * screens, stacked cards on phones. Above them, when the platform's data was last backed up (BackupPanel).
 */
export function AllBakeriesScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const isPhone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false }) ?? false;
  const { bakeries, error, reload, revoke } = useAllBakeries();
  const [search, setSearch] = useState('');
  const [asked, setAsked] = useState<BakeryAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [revoked, setRevoked] = useState<string | null>(null);

  const close = () => {
    setAsked(null);
    setFailure(undefined);
  };
  const confirm = async () => {
    if (!asked) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await revoke(asked.id);
      setRevoked(bakeryName(asked));
      setAsked(null);
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  };

  const shown = bakeries?.filter((b) => matchesSearch(b, search)) ?? [];
  let body;
  if (bakeries === null)
    body =
      error === undefined ? (
        <LoadingState />
      ) : (
        <LoadFailed title={t('operator.loadFailed')} error={error} onRetry={reload} />
      );
  else if (shown.length === 0)
    body = <Text c="taupe.7">{t(bakeries.length === 0 ? 'operator.none' : 'operator.noMatch')}</Text>;
  else if (isPhone) body = <BakeryCards bakeries={shown} onRevoke={setAsked} />;
  else
    body = (
      <Paper withBorder shadow="xs" p="xs">
        <BakeriesTable bakeries={shown} onRevoke={setAsked} />
      </Paper>
    );

  return (
    <Container size="xl" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Stack gap={6}>
          <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }}>
            {t('operator.title')}
          </Title>
          <Text c="taupe.7">{bakeries ? t('operator.count', { count: bakeries.length }) : t('operator.lead')}</Text>
        </Stack>
        <BackupPanel />
        <TextInput
          type="search"
          maw={420}
          leftSection={<IconSearch size={16} aria-hidden />}
          label={t('operator.search')}
          placeholder={t('operator.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {revoked ? (
          <Alert color="green" role="status" withCloseButton onClose={() => setRevoked(null)}>
            {t('operator.revoked', { name: revoked })}
          </Alert>
        ) : null}
        {body}
      </Stack>
      <Modal opened={asked !== null} onClose={close} title={t('operator.revokeTitle')} centered>
        <Stack gap="md">
          <Text>{asked ? t('operator.revokeText', { name: bakeryName(asked) }) : ''}</Text>
          {failure !== undefined ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(failure)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button loading={busy} onClick={() => void confirm()}>
              {t('operator.revokeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
