import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContractStatus } from '../../api/operations';
import { data, gqlError, installFakeApi, makeUser } from '../../test/fake-api';
import { renderApp, signInStored } from '../../test/render-app';

const OPEN: ContractStatus = { contractStart: '2025-03-10', today: '2026-11-25', clientsToInform: 12, notice: null };
const GIVEN: ContractStatus = {
  ...OPEN,
  notice: {
    noticeOn: '2026-11-25',
    rule: 'MONTH_END',
    lastDay: '2026-11-30',
    blockedFrom: '2026-12-01',
    withdrawable: true,
  },
};

function setup(status: ContractStatus, handlers: Parameters<typeof installFakeApi>[0] = {}) {
  signInStored();
  return installFakeApi({
    Me: () => data({ me: makeUser() }),
    ContractStatus: () => data({ contractStatus: status }),
    ...handlers,
  });
}

const user = () => userEvent.setup({ delay: null });

// requirements/platform-and-contract.md#service-contract
describe('settings: contract notice', () => {
  it('tells when a notice given today takes effect, asks the password and shows the notice with cancel-the-notice', async () => {
    const u = user();
    const api = setup(OPEN, {
      GiveContractNotice: ({ password }) =>
        password === 'Sauerteig-42!' ? data({ giveContractNotice: GIVEN }) : gqlError('PASSWORD_WRONG'),
      WithdrawContractNotice: () => data({ withdrawContractNotice: OPEN }),
    });
    renderApp('/settings?tab=contract');
    expect(
      await screen.findByText(
        /Wenn Sie heute kündigen, endet der Vertrag am 30\.11\.2026; ab 01\.12\.2026 ist Ihr Konto gesperrt/,
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Vertragsbeginn: 10.03.2025')).toBeInTheDocument();
    const give = screen.getByRole('button', { name: 'Vertrag kündigen' });
    expect(give).toBeDisabled();
    await u.type(screen.getByLabelText(/Ihr Passwort zur Bestätigung/), 'falsch');
    await u.click(give);
    // asked once more, with what will happen; nothing is sent before the answer
    const ask = await screen.findByRole('dialog', { name: 'Vertrag wirklich kündigen?' });
    expect(ask).toHaveTextContent(
      'Der Vertrag endet am 30.11.2026. Ab 01.12.2026 ist Ihr Konto gesperrt und Sie nehmen keine Bestellungen mehr an.',
    );
    expect(ask).toHaveTextContent('12 Kunden werden per E-Mail informiert; Sie erhalten eine Bestätigung per E-Mail.');
    await u.click(within(ask).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('GiveContractNotice')).toHaveLength(0);
    await u.click(give);
    await u.click(await screen.findByRole('button', { name: 'Ja, kündigen' }));
    expect(await screen.findByText('Passwort falsch!')).toBeInTheDocument();
    await u.clear(screen.getByLabelText(/Ihr Passwort zur Bestätigung/));
    await u.type(screen.getByLabelText(/Ihr Passwort zur Bestätigung/), 'Sauerteig-42!');
    await u.click(screen.getByRole('button', { name: 'Vertrag kündigen' }));
    await u.click(await screen.findByRole('button', { name: 'Ja, kündigen' }));
    expect(await screen.findByText('Gekündigt am 25.11.2026')).toBeInTheDocument();
    expect(
      screen.getByText('Der Vertrag endet am 30.11.2026; ab 01.12.2026 ist Ihr Konto gesperrt.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ihre Kunden werden per E-Mail informiert.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Kündigung zurücknehmen' }));
    expect(
      await screen.findByText('Die Kündigung ist zurückgenommen; Ihre Kunden werden per E-Mail informiert.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vertrag kündigen' })).toBeInTheDocument();
    expect(api.callsOf('GiveContractNotice').map((c) => c.variables.password)).toEqual(['falsch', 'Sauerteig-42!']);
    expect(api.callsOf('WithdrawContractNotice')).toHaveLength(1);
  }, 60_000); // the settings chunk loads cold and every step renders the whole app: slow on a loaded machine

  it('within the 14 days says the account is blocked at once, also when asking once more', async () => {
    setup({ contractStart: '2026-11-20', today: '2026-11-25', clientsToInform: 1, notice: null });
    renderApp('/settings?tab=contract');
    expect(
      await screen.findByText(/noch in der Rücktrittsfrist \(bis 04\.12\.2026\).*sofort/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    const u = user();
    await u.type(screen.getByLabelText(/Ihr Passwort zur Bestätigung/), 'Sauerteig-42!');
    await u.click(screen.getByRole('button', { name: 'Vertrag kündigen' }));
    const ask = await screen.findByRole('dialog', { name: 'Vertrag wirklich kündigen?' });
    expect(ask).toHaveTextContent(
      'Sie sind in der Rücktrittsfrist: Der Vertrag endet sofort, Ihr Konto wird jetzt gesperrt und Sie werden abgemeldet.',
    );
    expect(ask).toHaveTextContent('1 Kunde wird per E-Mail informiert; Sie erhalten eine Bestätigung per E-Mail.');
  });

  it('offers no cancel-the-notice once it can no longer be taken back', async () => {
    setup({ ...GIVEN, notice: { ...GIVEN.notice!, withdrawable: false } });
    renderApp('/settings?tab=contract');
    expect(await screen.findByText(/kann nicht mehr zurückgenommen werden/, {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Kündigung zurücknehmen' })).toBeNull());
  });

  it('has the same texts in Italian and English', async () => {
    const { default: it_ } = await import('../../i18n/it.json');
    const { default: en } = await import('../../i18n/en.json');
    expect(Object.keys(it_.contract).sort()).toEqual(Object.keys(en.contract).sort());
    expect(en.settings.tabs.contract).toBe('Contract');
    expect(it_.settings.tabs.contract).toBe('Contratto');
  });
});
