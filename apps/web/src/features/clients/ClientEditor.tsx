import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { ClientQuery } from '../../api/operations';
import type { ClientWithDetail, User } from '../../api/types';
import { BackLinkScreen } from '../../ui/BackLinkScreen';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { ClientForm } from './ClientForm';
import { GuestForm } from './GuestForm';

export function ClientScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <BackLinkScreen backTo="/clients" backLabel={t('clients.toList')} title={title} size="md">
      {children}
    </BackLinkScreen>
  );
}

/** /client/create: the bakery's client form, or the host's guest form. */
export function ClientCreate({ viewer }: { viewer: User }) {
  const { t } = useTranslation();
  return (
    <ClientScreen title={viewer.kind === 'HOST' ? t('clients.createGuest') : t('screens.clientCreate')}>
      {viewer.kind === 'HOST' ? <GuestForm host={viewer} /> : <ClientForm />}
    </ClientScreen>
  );
}

type LoadState =
  { status: 'loading' } | { status: 'ready'; client: ClientWithDetail } | { status: 'failed'; error: unknown };

/** /client/edit/:id/:name: loads the client (NOT_FOUND outside the viewer's own) and shows its form. */
export function ClientEdit({ viewer, id }: { viewer: User; id: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    let live = true;
    request(ClientQuery, { id })
      .then(
        ({ user }) =>
          live &&
          (user && user.id !== viewer.id
            ? setState({ status: 'ready', client: user })
            : setState({ status: 'failed', error: new Error('NOT_FOUND') })),
      )
      .catch((error: unknown) => live && setState({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [id, viewer.id, reloads]);

  const name =
    state.status === 'ready' ? (state.client.kind === 'GUEST' ? state.client.label : state.client.displayName) : '';
  return (
    <ClientScreen title={t('screens.clientEdit', { name })}>
      {state.status === 'loading' ? <LoadingState /> : null}
      {state.status === 'failed' ? (
        <LoadFailed title={t('clients.loadOneFailed')} error={state.error} onRetry={() => setReloads((n) => n + 1)} />
      ) : null}
      {state.status === 'ready' ? (
        viewer.kind === 'HOST' ? (
          <GuestForm host={viewer} guest={state.client} />
        ) : (
          <ClientForm client={state.client} />
        )
      ) : null}
    </ClientScreen>
  );
}
