import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Container, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiQueryKey, loadStateOf, useApiMutation, useApiQuery } from '../../api/query';
import { MyAccountQuery, UpdateMyProfileMutation } from '../../api/operations';
import type { MyAccount } from '../../api/operations';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { useErrorText } from '../../i18n/error-text';

type State = { status: 'loading' } | { status: 'ready'; account: MyAccount } | { status: 'failed'; error: unknown };

/** /profile of a private customer: whether guests may order through the account (requirements/host-and-guests.md#guests). */
export function ProfileScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const query = useApiQuery(MyAccountQuery, {});
  const loaded = loadStateOf(query);
  // no account in the answer: failed without a reason
  const state: State =
    loaded.status !== 'ready'
      ? loaded
      : loaded.data.me
        ? { status: 'ready', account: loaded.data.me }
        : { status: 'failed', error: null };
  const [failure, setFailure] = useState<unknown>(null);
  // the answer is the changed account, shown at once
  const update = useApiMutation(UpdateMyProfileMutation, {
    onSuccess: ({ updateMyProfile: account }) => {
      queryClient.setQueryData(apiQueryKey(MyAccountQuery, {}), { me: account });
      notifications.show({
        color: 'green',
        message: t(account.acceptsGuestOrders ? 'profile.acceptOn' : 'profile.acceptOff'),
      });
    },
    onError: (error) => setFailure(error),
  });

  const toggle = (acceptsGuestOrders: boolean) => {
    setFailure(null);
    update.mutate({ acceptsGuestOrders });
  };

  return (
    <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }} mb="lg">
        {t('profile.title')}
      </Title>
      {state.status === 'loading' ? <LoadingState /> : null}
      {state.status === 'failed' ? (
        <LoadFailed title={t('profile.loadFailed')} error={state.error} onRetry={() => void query.refetch()} />
      ) : null}
      {state.status === 'ready' ? (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <Stack gap="md">
            <div>
              <Title order={2} fz="lg" c="brown.8">
                {state.account.displayName}
              </Title>
              <Text size="sm" c="taupe.7">
                {state.account.email ?? state.account.username}
              </Text>
            </div>
            {failure ? (
              <Alert color="red" variant="light" role="alert">
                {errorText(failure)}
              </Alert>
            ) : null}
            <Switch
              label={t('profile.acceptsGuestOrders')}
              description={t('profile.acceptsGuestOrdersHint')}
              checked={state.account.acceptsGuestOrders}
              disabled={update.isPending}
              onChange={(event) => toggle(event.currentTarget.checked)}
            />
            <Text size="sm">
              <Anchor component={Link} to="/settings">
                {t('profile.toSettings')}
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      ) : null}
    </Container>
  );
}
