import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addDays, contractEnd, WITHDRAWAL_DAYS } from '@bakery/core';
import { apiQueryKey, useApiMutation, useApiQuery } from '../../api/query';
import {
  ContractStatusQuery,
  GiveContractNoticeMutation,
  WithdrawContractNoticeMutation,
  type ContractStatus,
} from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { useAuth } from '../auth';
import { ConfirmDeleteModal } from '../../ui/ConfirmDeleteModal';
import { useErrorText } from '../../i18n/error-text';

/**
 * Settings → Contract (requirements/platform-and-contract.md#service-contract): the bakery's notice of its service
 * contract — when it takes effect (core `contractEnd`: at once within the 14-day withdrawal period, else at the month's
 * end), giving it with the password, and taking it back while that is still allowed.
 */
export function ContractPanel() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { logout } = useAuth();
  const queryClient = useQueryClient();
  const query = useApiQuery(ContractStatusQuery, {});
  const status = query.data?.contractStatus ?? null;
  const setStatus = (next: ContractStatus) =>
    queryClient.setQueryData(apiQueryKey(ContractStatusQuery, {}), { contractStatus: next });
  // each answers the new status, which replaces the cached one
  const giveNotice = useApiMutation(GiveContractNoticeMutation, {
    onSuccess: (data) => setStatus(data.giveContractNotice),
  });
  const withdrawNotice = useApiMutation(WithdrawContractNoticeMutation, {
    onSuccess: (data) => setStatus(data.withdrawContractNotice),
  });
  // a refused action; before the status came, the failure to load it
  const [actionError, setError] = useState<unknown>(undefined);
  const error = actionError !== undefined ? actionError : query.isError && !query.isFetching ? query.error : undefined;
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<'given' | 'withdrawn' | null>(null);
  // the password typed, the notice is asked once more with what it will do
  const [asking, setAsking] = useState(false);

  const run = async (work: () => Promise<ContractStatus>, outcome: 'given' | 'withdrawn') => {
    setBusy(true);
    setError(undefined);
    try {
      const next = await work();
      setPassword('');
      setDone(outcome);
      // a withdrawal blocks the account at once: the session has ended
      if (next.notice?.rule === 'WITHDRAWAL') logout();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const give = (event: FormEvent) => {
    event.preventDefault();
    if (password) setAsking(true);
  };

  const confirmGive = () => {
    setAsking(false);
    void run(async () => (await giveNotice.mutateAsync({ password })).giveContractNotice, 'given');
  };

  if (!status)
    return error === undefined ? (
      <Loader size="sm" role="status" aria-label={t('contract.loading')} />
    ) : (
      <Alert color="red" role="alert">
        {errorText(error)}
      </Alert>
    );

  const notice = status.notice;
  const preview = contractEnd(status.contractStart, status.today);
  const withdrawalUntil = addDays(status.contractStart, WITHDRAWAL_DAYS);
  const whatHappens = [
    preview.rule === 'WITHDRAWAL'
      ? t('contract.confirmWithdrawal')
      : t('contract.confirmMonthEnd', {
          lastDay: formatDate(preview.lastDay),
          blockedFrom: formatDate(preview.blockedFrom),
        }),
    status.clientsToInform === 0
      ? t('contract.confirmNoClients')
      : t('contract.confirmClients', { count: status.clientsToInform }),
  ].join(' ');
  return (
    <Stack gap="md">
      <Text size="sm">{t('contract.start', { date: formatDate(status.contractStart) })}</Text>
      {error !== undefined && (
        <Alert color="red" role="alert">
          {errorText(error)}
        </Alert>
      )}
      {done === 'withdrawn' && (
        <Alert color="green" role="status">
          {t('contract.withdrawn')}
        </Alert>
      )}
      {notice ? (
        <Alert color="orange" role="status" title={t('contract.noticeTitle', { date: formatDate(notice.noticeOn) })}>
          <Stack gap="xs">
            <Text size="sm">
              {notice.rule === 'WITHDRAWAL'
                ? t('contract.noticeWithdrawal', { date: formatDate(notice.lastDay) })
                : t('contract.noticeMonthEnd', {
                    lastDay: formatDate(notice.lastDay),
                    blockedFrom: formatDate(notice.blockedFrom),
                  })}
            </Text>
            {done === 'given' && <Text size="sm">{t('contract.clientsTold')}</Text>}
            {notice.withdrawable ? (
              <Group>
                <Button
                  variant="light"
                  loading={busy}
                  onClick={() =>
                    void run(async () => (await withdrawNotice.mutateAsync({})).withdrawContractNotice, 'withdrawn')
                  }
                >
                  {t('contract.withdraw')}
                </Button>
              </Group>
            ) : (
              <Text size="sm" c="taupe.7">
                {t('contract.notWithdrawable')}
              </Text>
            )}
          </Stack>
        </Alert>
      ) : (
        <form onSubmit={give} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              {preview.rule === 'WITHDRAWAL'
                ? t('contract.previewWithdrawal', { until: formatDate(withdrawalUntil) })
                : t('contract.previewMonthEnd', {
                    lastDay: formatDate(preview.lastDay),
                    blockedFrom: formatDate(preview.blockedFrom),
                  })}
            </Text>
            <Text size="sm" c="taupe.7">
              {t('contract.clientsWillBeTold')}
            </Text>
            <PasswordInput
              label={t('contract.password')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete="current-password"
              maw={360}
              required
            />
            <Group>
              <Button type="submit" color="red" loading={busy} disabled={!password}>
                {t('contract.give')}
              </Button>
            </Group>
          </Stack>
          <ConfirmDeleteModal
            opened={asking}
            title={t('contract.confirmTitle')}
            text={whatHappens}
            busy={busy}
            confirmLabel={t('contract.confirm')}
            onConfirm={confirmGive}
            onClose={() => setAsking(false)}
          />
        </form>
      )}
    </Stack>
  );
}
