import { useEffect, useState } from 'react';
import { Alert, Anchor, Container, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { request } from '../../api/client';
import { MyAccountQuery, UpdateMyProfileMutation } from '../../api/operations';
import type { MyAccount } from '../../api/types';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { useErrorText } from '../errors/error-text';

type State = { status: 'loading' } | { status: 'ready'; account: MyAccount } | { status: 'failed'; error: unknown };

/** /profile of a private customer: whether guests may order through the account (SPEC §2). */
export function ProfileScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    request(MyAccountQuery, {})
      .then(
        ({ me }) =>
          live && (me ? setState({ status: 'ready', account: me }) : setState({ status: 'failed', error: null })),
      )
      .catch((error: unknown) => live && setState({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [reloads]);

  const toggle = (acceptsGuestOrders: boolean) => {
    setBusy(true);
    setFailure(null);
    request(UpdateMyProfileMutation, { acceptsGuestOrders })
      .then(({ updateMyProfile: account }) => {
        setState({ status: 'ready', account });
        notifications.show({
          color: 'green',
          message: t(account.acceptsGuestOrders ? 'profile.acceptOn' : 'profile.acceptOff'),
        });
      })
      .catch((error: unknown) => setFailure(error))
      .finally(() => setBusy(false));
  };

  return (
    <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }} mb="lg">
        {t('profile.title')}
      </Title>
      {state.status === 'loading' ? <LoadingState /> : null}
      {state.status === 'failed' ? (
        <LoadFailed
          title={t('profile.loadFailed')}
          error={state.error}
          onRetry={() => (setState({ status: 'loading' }), setReloads((n) => n + 1))}
        />
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
              disabled={busy}
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
