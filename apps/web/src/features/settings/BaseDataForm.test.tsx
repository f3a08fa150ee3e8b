import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BaseData, MyAccount } from '../../api/operations';
import { data, gqlError, installFakeApi, makeUser } from '../../test/fake-api';
import { renderApp, signInStored } from '../../test/render-app';

const DETAIL: BaseData = {
  companyName: null,
  fullName: 'Anna Rossi',
  firstName: null,
  lastName: null,
  province: null,
  street: 'Via Roma',
  houseNumber: '3',
  postalCode: '39100',
  city: 'Bolzano',
  country: 'IT',
  partitaIva: null,
  taxNumber: null,
  recipientCode: null,
  pec: null,
  tel: null,
  extra: null,
};

function account(overrides: Partial<MyAccount> = {}): MyAccount {
  return { ...makeUser({ kind: 'PRIVATE', label: 'anna' }), acceptsGuestOrders: false, detail: DETAIL, ...overrides };
}

function setup(handlers: Parameters<typeof installFakeApi>[0] = {}, me = makeUser({ kind: 'PRIVATE', label: 'anna' })) {
  signInStored();
  return installFakeApi({
    Me: () => data({ me }),
    MyAccount: () => data({ me: account() }),
    UpdateMyDetails: (variables) =>
      data({
        updateMyDetails: account({
          detail: { ...DETAIL, ...(variables.input as Partial<BaseData>) },
          needsDataCompletion: false,
        }),
      }),
    ...handlers,
  });
}

const user = () => userEvent.setup({ delay: null });

describe('settings: base data', () => {
  it('marks missing and malformed fields and sends nothing', async () => {
    const u = user();
    const api = setup();
    renderApp('/settings');
    const street = await screen.findByRole('textbox', { name: /^Straße/ }, { timeout: 8000 });
    await u.clear(street);
    await u.clear(screen.getByRole('textbox', { name: /^Vollständiger Name/ }));
    await u.type(screen.getByRole('textbox', { name: /^USt-IdNr/ }), '123');
    await u.type(screen.getByRole('textbox', { name: /^Empfängerkodex/ }), 'ABC');
    await u.type(screen.getByRole('textbox', { name: /^PEC-Adresse/ }), 'keine-mail');
    await u.click(screen.getByRole('button', { name: 'Stammdaten speichern' }));
    expect(await screen.findByText('Bitte prüfen Sie die 6 markierten Felder.')).toBeInTheDocument();
    expect(screen.getAllByText('Bitte geben Sie einen Firmennamen oder einen vollständigen Namen ein.')).toHaveLength(
      2,
    );
    expect(screen.getByText('Bitte geben Sie die Straße ein.')).toBeInTheDocument();
    expect(
      screen.getByText('Keine gültige Partita IVA: in Italien 11 Ziffern mit korrekter Prüfziffer.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Der Empfängerkodex hat 7 Zeichen.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(api.callsOf('UpdateMyDetails')).toHaveLength(0);
  });

  it('saves trimmed data and ends the first-login data completion', async () => {
    const u = user();
    const api = setup(
      { MyAccount: () => data({ me: account({ detail: null }) }) },
      makeUser({ kind: 'HOST', label: 'Hotel', needsDataCompletion: true }),
    );
    renderApp('/settings');
    expect(
      await screen.findByText(/Bitte vervollständigen Sie Ihre Stammdaten/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: /^Firmenname/ }), ' Hotel Post ');
    await u.type(screen.getByRole('textbox', { name: /^Straße/ }), 'Hauptplatz');
    await u.type(screen.getByRole('textbox', { name: /^PLZ/ }), '39100');
    await u.type(screen.getByRole('textbox', { name: /^Ort/ }), 'Bozen');
    await u.click(screen.getByRole('button', { name: 'Stammdaten speichern' }));
    await waitFor(() => expect(api.callsOf('UpdateMyDetails')).toHaveLength(1));
    expect(api.callsOf('UpdateMyDetails')[0]?.variables.input).toMatchObject({
      companyName: 'Hotel Post',
      fullName: null,
      street: 'Hauptplatz',
      postalCode: '39100',
      city: 'Bozen',
      country: 'IT',
      pec: null,
    });
    await waitFor(() =>
      expect(screen.queryByText(/Bitte vervollständigen Sie Ihre Stammdaten/)).not.toBeInTheDocument(),
    );
  });

  it('refuses a partita IVA with a wrong check digit as the server does (core BaseDataInputSchema)', async () => {
    const u = user();
    const api = setup();
    renderApp('/settings');
    const vat = await screen.findByRole('textbox', { name: /^USt-IdNr/ }, { timeout: 8000 });
    await u.click(vat);
    await u.paste('01234567890');
    await u.click(screen.getByRole('button', { name: 'Stammdaten speichern' }));
    expect(
      await screen.findByText('Keine gültige Partita IVA: in Italien 11 Ziffern mit korrekter Prüfziffer.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Bitte prüfen Sie das markierte Feld.')).toBeInTheDocument();
    expect(api.callsOf('UpdateMyDetails')).toHaveLength(0);
  });

  it('shows the fields a BAD_INPUT answer names', async () => {
    const u = user();
    setup({ UpdateMyDetails: () => gqlError('BAD_INPUT', { fields: ['tel'] }) });
    renderApp('/settings');
    await u.click(await screen.findByRole('button', { name: 'Stammdaten speichern' }, { timeout: 8000 }));
    expect(await screen.findByText('Bitte geben Sie eine gültige Telefonnummer ein.')).toBeInTheDocument();
  });

  it('offers hosts and private customers base data and password only', async () => {
    setup();
    renderApp('/settings', {});
    expect(await screen.findByRole('tab', { name: 'Stammdaten' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Passwort' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Betriebsferien' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Lieferzonen' })).not.toBeInTheDocument();
  });
});
