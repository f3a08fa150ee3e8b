import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BakeryAccount } from '../../api/operations';
import { data, gqlError, installFakeApi, makeUser } from '../../test/fake-api';
import { openMenu, renderApp, signInStored } from '../../test/render-app';

const HUBER: BakeryAccount = {
  id: '3',
  username: 'huber',
  email: 'huber@example.org',
  companyName: 'Bäckerei Huber',
  city: 'Meran',
  blocked: false,
  contractStart: '2025-03-10',
  contractLastDay: null,
};
const MOSER: BakeryAccount = {
  id: '4',
  username: 'moser',
  email: 'moser@example.org',
  companyName: 'Panificio Moser',
  city: 'Bozen',
  blocked: false,
  contractStart: '2024-01-05',
  contractLastDay: '2026-11-30',
};
const ENDED: BakeryAccount = {
  id: '5',
  username: 'ploner',
  email: null,
  companyName: null,
  city: null,
  blocked: true,
  contractStart: '2023-06-01',
  contractLastDay: '2026-10-31',
};

const BACKED_UP = {
  everyHours: 24,
  keep: 7,
  overdue: false,
  last: { ok: true, trigger: 'schedule', finishedAt: '2026-12-03T03:00:12Z', error: null },
  lastOk: {
    finishedAt: '2026-12-03T03:00:12Z',
    fileName: 'brotzeit-2026-12-03T03-00-00Z.tar',
    bytes: 48_734_003,
    trigger: 'schedule',
  },
};

function signInOperator(
  bakeries: BakeryAccount[],
  handlers: Parameters<typeof installFakeApi>[0] = {},
  language: 'de' | 'it' | 'en' = 'de',
) {
  signInStored();
  return installFakeApi({
    Me: () =>
      data({
        me: makeUser({ kind: 'OPERATOR', isBakery: false, label: 'platform-op', username: 'platform-op', language }),
      }),
    AllBakeries: () => data({ allBakeries: bakeries }),
    BackupStatus: () => data({ backupStatus: BACKED_UP }),
    SupportUnreadCount: () => data({ unreadMessageCount: 0 }), // the operator's menu counts its unread support requests
    ...handlers,
  });
}

async function expectPath(path: string) {
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`)));
}

const user = () => userEvent.setup({ delay: null });

// requirements/platform-and-contract.md#platform-operator
describe('the platform operator on the web ("all bakeries")', () => {
  it('lands on All bakeries after sign-in, with every bakery in a table and a menu of only what it can use', async () => {
    signInOperator([HUBER, MOSER, ENDED]);
    renderApp('/login');
    // the first test of the file pays for transforming the lazy route modules
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/bakeries$/), { timeout: 25_000 });
    expect(await screen.findByRole('heading', { name: 'Alle Bäckereien' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Firma', 'Benutzername', 'E-Mail', 'Ort', 'Gesperrt', 'Vertragsbeginn', 'Letzter Tag']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Bäckerei Huber', 'huber', 'huber@example.org', 'Meran', 'Nein', '10.03.2025', '–']);
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['–', 'ploner', '–', '–', 'Ja', '01.06.2023', '31.10.2026Kündigung widerrufen']);
    // what a private customer or a bakery uses is not offered
    openMenu();
    for (const name of [
      'Dashboard',
      'Bestellungen',
      'Produkte',
      'Rechnungen',
      'Profil',
      'Einstellungen',
      'Support kontaktieren',
      'App herunterladen',
    ]) {
      expect(screen.queryByRole('link', { name }), name).not.toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Alle Bäckereien' })).toHaveAttribute('href', '/bakeries');
    expect(screen.getAllByText('Abmelden').length).toBeGreaterThan(0);
    expect(screen.getByText('Plattformbetreiber')).toBeInTheDocument();
  });

  it('sends the operator from the customer screens to its own page', async () => {
    signInOperator([HUBER]);
    renderApp('/dashboard');
    expect(await screen.findByText('Sie dürfen diese Seite nicht sehen.', {}, { timeout: 8000 })).toBeInTheDocument();
    await user().click(screen.getByRole('link', { name: 'Zur Startseite' }));
    await expectPath('/bakeries');
  });

  it('finds bakeries by company name or username', async () => {
    const u = user();
    signInOperator([HUBER, MOSER, ENDED]);
    renderApp('/bakeries');
    await screen.findByText('Panificio Moser', {}, { timeout: 8000 });
    await u.type(screen.getByRole('searchbox', { name: 'Bäckerei suchen' }), 'mos');
    expect(screen.queryByText('Bäckerei Huber')).not.toBeInTheDocument();
    expect(screen.getByText('Panificio Moser')).toBeInTheDocument();
    await u.clear(screen.getByRole('searchbox', { name: 'Bäckerei suchen' }));
    await u.type(screen.getByRole('searchbox', { name: 'Bäckerei suchen' }), 'PLONER');
    expect(screen.getByText('ploner')).toBeInTheDocument();
    expect(screen.queryByText('Panificio Moser')).not.toBeInTheDocument();
    await u.clear(screen.getByRole('searchbox', { name: 'Bäckerei suchen' }));
    await u.type(screen.getByRole('searchbox', { name: 'Bäckerei suchen' }), 'xyz');
    expect(screen.getByText('Keine Bäckerei gefunden.')).toBeInTheDocument();
  });

  it('revokes a pending notice after asking, and shows the bakery again without it', async () => {
    const u = user();
    let list = [HUBER, MOSER];
    const api = signInOperator([], {
      AllBakeries: () => data({ allBakeries: list }),
      RevokeContractNotice: ({ bakeryId }) => {
        list = list.map((b) => (b.id === bakeryId ? { ...b, contractLastDay: null } : b));
        return data({ revokeContractNotice: { contractStart: '2024-01-05', today: '2026-11-25', notice: null } });
      },
    });
    renderApp('/bakeries');
    await screen.findByText('Panificio Moser', {}, { timeout: 8000 });
    // only where a notice is pending
    expect(screen.getAllByRole('button', { name: /Kündigung widerrufen/ })).toHaveLength(1);
    await u.click(screen.getByRole('button', { name: 'Kündigung widerrufen: Panificio Moser' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Die Kündigung von Panificio Moser wird widerrufen/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Widerrufen' }));
    expect(
      await screen.findByText(
        'Die Kündigung von Panificio Moser ist widerrufen; ihre Kunden werden per E-Mail informiert.',
      ),
    ).toBeInTheDocument();
    expect(api.callsOf('RevokeContractNotice').map((c) => c.variables)).toEqual([{ bakeryId: '4' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Kündigung widerrufen/ })).not.toBeInTheDocument());
  });

  it('says why a revocation failed', async () => {
    const u = user();
    signInOperator([MOSER], {
      RevokeContractNotice: () => gqlError('CONTRACT_NOTICE_NOT_WITHDRAWABLE', { reason: 'NONE' }),
    });
    renderApp('/bakeries');
    await u.click(
      await screen.findByRole('button', { name: 'Kündigung widerrufen: Panificio Moser' }, { timeout: 8000 }),
    );
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Widerrufen' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    signInOperator([HUBER], {}, 'it');
    renderApp('/bakeries');
    expect(await screen.findByRole('heading', { name: 'Tutti i panifici' }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Inizio contratto' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Cerca panificio' })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    signInOperator([HUBER], {}, 'en');
    renderApp('/bakeries');
    expect(await screen.findByRole('heading', { name: 'All bakeries' }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Last day' })).toBeInTheDocument();
    expect(screen.getByText('1 bakery on the platform.')).toBeInTheDocument();
  });

  it('stacks one card per bakery on a phone, with the revoke action where a notice is pending', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      signInOperator([HUBER, MOSER]);
      renderApp('/bakeries');
      const card = await screen.findByRole('article', { name: 'Panificio Moser' }, { timeout: 8000 });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(card).getByText('30.11.2026')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Kündigung widerrufen: Panificio Moser' })).toBeInTheDocument();
      expect(
        within(screen.getByRole('article', { name: 'Bäckerei Huber' })).queryByRole('button'),
      ).not.toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('the platform’s backups on the operator’s page (issue 46)', () => {
  it('says when the last backup worked, its size and file, and the schedule', async () => {
    signInOperator([HUBER]);
    renderApp('/bakeries');
    const panel = await screen.findByRole('region', { name: 'Datensicherung' });
    expect(within(panel).getByTestId('backup-last')).toHaveTextContent(
      'Letzte Sicherung: 03.12.2026 04:00 · 46,5 MB · brotzeit-2026-12-03T03-00-00Z.tar',
    );
    expect(panel).toHaveTextContent('Automatisch alle 24 Stunden; die neuesten 7 bleiben im Sicherungsordner.');
    expect(within(panel).queryByRole('status')).toBeNull();
  });

  it('warns when the last run failed, naming why, and when none worked for two periods', async () => {
    signInOperator(
      [HUBER],
      {
        BackupStatus: () =>
          data({
            backupStatus: {
              ...BACKED_UP,
              overdue: true,
              last: {
                ok: false,
                trigger: 'schedule',
                finishedAt: '2026-12-05T03:00:02Z',
                error: 'ENOSPC: no space left on device',
              },
            },
          }),
      },
      'en',
    );
    renderApp('/bakeries');
    const panel = await screen.findByRole('region', { name: 'Backups' });
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'The last backup failed (05.12.2026 04:00): ENOSPC: no space left on device',
    );
  });

  it('says so when there is none yet and none is scheduled', async () => {
    signInOperator(
      [HUBER],
      {
        BackupStatus: () =>
          data({ backupStatus: { everyHours: 0, keep: 7, overdue: false, last: null, lastOk: null } }),
      },
      'it',
    );
    renderApp('/bakeries');
    const panel = await screen.findByRole('region', { name: 'Backup dei dati' });
    expect(panel).toHaveTextContent('Ancora nessun backup.');
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Senza backup automatico tutto dipende dal backup a mano.',
    );
  });
});
