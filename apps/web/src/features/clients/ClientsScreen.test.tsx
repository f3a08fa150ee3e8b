import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../api/operations';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { ClientsScreen } from './ClientsScreen';
import { makeClient, SETTINGS } from './client-fixtures';

const HOST = makeClient();
const WAITING = makeClient({
  id: '22',
  username: 'maria',
  label: 'maria',
  displayName: 'Maria Rossi',
  kind: 'PRIVATE',
  isHost: false,
  blocked: true,
  clientSettings: { ...SETTINGS, awaitingAcceptance: true },
});
const GUEST = makeClient({
  id: '31',
  username: `Zimmer 12${'a'.repeat(32)}`,
  label: 'Zimmer 12',
  displayName: 'Zimmer 12',
  kind: 'GUEST',
  isHost: false,
  email: null,
  activeFrom: '2026-11-20',
  activeTo: '2026-11-25',
  stayStatus: 'ACTIVE',
  clientSettings: null,
});

const page = (items: Client[], total = items.length) => data({ clients: { items, total, page: 0, pageSize: 12 } });
const setup = () => userEvent.setup({ delay: null });

describe('clients list (/clients)', () => {
  it('shows a bakery its clients, the waiting count and accepts a private customer', async () => {
    const user = setup();
    const api = installFakeApi({
      Clients: () => page([WAITING, HOST]),
      CountNewPrivates: () => data({ countNewPrivates: 1 }),
      AcceptPrivate: () => data({ acceptPrivate: { ...WAITING, blocked: false, clientSettings: SETTINGS } }),
    });
    renderUi(<ClientsScreen viewerKind="BAKERY" />);
    const maria = await screen.findByRole('listitem', { name: 'Maria Rossi' });
    expect(screen.getByText('1 neuer Privatkunde wartet')).toBeInTheDocument();
    expect(within(maria).getByText('Wartet auf Freischaltung')).toBeInTheDocument();
    expect(screen.getByText('2 Kunden')).toBeInTheDocument();
    await user.click(within(maria).getByRole('button', { name: 'Maria Rossi freischalten' }));
    await waitFor(() => expect(api.callsOf('AcceptPrivate')[0]?.variables).toEqual({ id: '22' }));
    await waitFor(() => expect(screen.queryByText('Wartet auf Freischaltung')).not.toBeInTheDocument());
    expect(screen.queryByText('1 neuer Privatkunde wartet')).not.toBeInTheDocument();
  });

  it("opens a client from its name on the card, as from the edit button; a waiting one's name opens nothing", async () => {
    installFakeApi({
      Clients: () => page([WAITING, HOST, GUEST]),
      CountNewPrivates: () => data({ countNewPrivates: 1 }),
    });
    renderUi(<ClientsScreen viewerKind="BAKERY" />);
    const host = await screen.findByRole('listitem', { name: HOST.displayName });
    const edit = within(host).getByRole('link', { name: `${HOST.displayName} bearbeiten` });
    expect(within(host).getByRole('link', { name: HOST.displayName })).toHaveAttribute(
      'href',
      edit.getAttribute('href'),
    );
    const guest = screen.getByRole('listitem', { name: 'Zimmer 12' });
    expect(within(guest).getByRole('link', { name: 'Zimmer 12' })).toHaveAttribute('href', '/client/edit/31/Zimmer-12');
    const maria = screen.getByRole('listitem', { name: 'Maria Rossi' });
    expect(within(maria).queryByRole('link')).toBeNull();
  });

  it('searches and filters by kind, back on the first page', async () => {
    const user = setup();
    const api = installFakeApi({
      Clients: () => page([HOST], 30),
      CountNewPrivates: () => data({ countNewPrivates: 0 }),
    });
    renderUi(<ClientsScreen viewerKind="BAKERY" />);
    await screen.findByRole('listitem', { name: 'Hotel Post' });
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(api.callsOf('Clients').at(-1)?.variables).toMatchObject({ page: 1 }));
    await user.click(screen.getByRole('radio', { name: 'Gastgeber' }));
    await waitFor(() => expect(api.callsOf('Clients').at(-1)?.variables).toMatchObject({ page: 0, kind: 'HOST' }));
    await user.type(screen.getByRole('textbox', { name: 'Suche' }), 'post');
    await waitFor(() =>
      expect(api.callsOf('Clients').at(-1)?.variables).toMatchObject({
        search: 'post',
        kind: 'HOST',
        includeBlocked: false,
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Gelöschte anzeigen' }));
    await waitFor(() => expect(api.callsOf('Clients').at(-1)?.variables).toMatchObject({ includeBlocked: true }));
  });

  it('blocks only after confirmation: the deleted client leaves the list at once (show deleted off), the next one moves up', async () => {
    const user = setup();
    // a stateful bakery: 13 hosts, 12 per page; deleting blocks, restoring unblocks
    const others = Array.from({ length: 12 }, (_, i) =>
      makeClient({
        id: String(100 + i),
        username: `h${i}`,
        label: `h${i}`,
        displayName: `Hotel ${String.fromCharCode(66 + i)}`,
      }),
    );
    let store = [HOST, ...others];
    const set = (id: string, blocked: boolean) => {
      store = store.map((c) => (c.id === id ? { ...c, blocked } : c));
      return store.find((c) => c.id === id)!;
    };
    const api = installFakeApi({
      Clients: ({ includeBlocked }) => {
        const shown = store.filter((c) => includeBlocked || !c.blocked);
        return page(shown.slice(0, 12), shown.length);
      },
      CountNewPrivates: () => data({ countNewPrivates: 0 }),
      DeleteClient: ({ id }) => data({ deleteClient: set(String(id), true) }),
      RestoreClient: ({ id }) => data({ restoreClient: set(String(id), false) }),
    });
    renderUi(<ClientsScreen viewerKind="BAKERY" />);
    const card = await screen.findByRole('listitem', { name: 'Hotel Post' });
    expect(screen.getByText('13 Kunden')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Hotel M' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Hotel Post löschen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(api.callsOf('DeleteClient')).toHaveLength(0);
    await user.click(within(card).getByRole('button', { name: 'Hotel Post löschen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(api.callsOf('DeleteClient')[0]?.variables).toEqual({ id: '21' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Hotel Post' })).not.toBeInTheDocument());
    expect(screen.queryByText('Gelöscht')).not.toBeInTheDocument();
    expect(screen.getByText('12 Kunden')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Hotel M' })).toBeInTheDocument();

    // "show deleted" brings it back with its badge, to be restored
    await user.click(screen.getByRole('checkbox', { name: 'Gelöschte anzeigen' }));
    const deleted = await screen.findByRole('listitem', { name: 'Hotel Post' });
    expect(within(deleted).getByText('Gelöscht')).toBeInTheDocument();
    await user.click(within(deleted).getByRole('button', { name: 'Hotel Post wiederherstellen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Wiederherstellen' }));
    await waitFor(() => expect(api.callsOf('RestoreClient')).toHaveLength(1));
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'Hotel Post' })).queryByText('Gelöscht'),
      ).not.toBeInTheDocument(),
    );
  });

  it('keeps a client deleted with "show deleted" on in the list, marked deleted', async () => {
    const user = setup();
    installFakeApi({
      Clients: () => page([HOST]),
      CountNewPrivates: () => data({ countNewPrivates: 0 }),
      DeleteClient: () => data({ deleteClient: { ...HOST, blocked: true } }),
    });
    renderUi(<ClientsScreen viewerKind="BAKERY" />);
    await screen.findByRole('listitem', { name: 'Hotel Post' });
    await user.click(screen.getByRole('checkbox', { name: 'Gelöschte anzeigen' }));
    const card = await screen.findByRole('listitem', { name: 'Hotel Post' });
    await user.click(within(card).getByRole('button', { name: 'Hotel Post löschen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    expect(
      await within(screen.getByRole('listitem', { name: 'Hotel Post' })).findByText('Gelöscht'),
    ).toBeInTheDocument();
  });

  it('shows a host its guests with stay dates and status, in Italian', async () => {
    installFakeApi({ Clients: () => page([GUEST]) });
    renderUi(<ClientsScreen viewerKind="HOST" />, 'it');
    const guest = await screen.findByRole('listitem', { name: 'Zimmer 12' });
    expect(within(guest).getByText('Attivo ora')).toBeInTheDocument();
    expect(within(guest).getByText('Soggiorno: 20.11.2026 – 25.11.2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ospiti' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Nuovo ospite/ })).toHaveAttribute('href', '/client/create');
  });

  it('says what failed and retries', async () => {
    const user = setup();
    let fail = true;
    installFakeApi({
      Clients: () => (fail ? gqlError('INTERNAL') : page([HOST])),
      CountNewPrivates: () => data({ countNewPrivates: 0 }),
    });
    renderUi(<ClientsScreen viewerKind="BAKERY" />);
    expect(await screen.findByText('Die Kunden konnten nicht geladen werden.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('listitem', { name: 'Hotel Post' })).toBeInTheDocument();
  });
});
