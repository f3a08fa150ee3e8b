import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStateOf, useApiQuery } from '../../api/query';
import { ClientQuery } from '../../api/operations';
import type { ClientWithDetail, User } from '../../api/operations';
import { BackLinkScreen } from '../../ui/BackLinkScreen';
import { useOptionalUser } from '../auth';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { ClientForm } from './ClientForm';
import { GuestForm } from './GuestForm';

export function ClientScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  // a host's list holds its guests
  const back = useOptionalUser()?.kind === 'HOST' ? t('clients.toGuests') : t('clients.toList');
  return (
    <BackLinkScreen backTo="/clients" backLabel={back} title={title} size="md">
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
  // the form keeps what is typed: it takes the client once, a later refetch does not reset it
  const query = useApiQuery(ClientQuery, { id }, { refetchOnWindowFocus: false });
  const loaded = loadStateOf(query);
  const user = loaded.status === 'ready' ? loaded.data.user : null;
  const state: LoadState =
    loaded.status !== 'ready'
      ? loaded
      : user && user.id !== viewer.id
        ? { status: 'ready', client: user }
        : { status: 'failed', error: new Error('NOT_FOUND') };

  const name =
    state.status === 'ready' ? (state.client.kind === 'GUEST' ? state.client.label : state.client.displayName) : '';
  return (
    <ClientScreen title={t('screens.clientEdit', { name })}>
      {state.status === 'loading' ? <LoadingState /> : null}
      {state.status === 'failed' ? (
        <LoadFailed title={t('clients.loadOneFailed')} error={state.error} onRetry={() => void query.refetch()} />
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
