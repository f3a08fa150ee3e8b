import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { data, gqlError, installFakeApi, makeUser } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { ClientForm } from './ClientForm';
import { GuestForm } from './GuestForm';
import { makeClientWithDetail } from './client-fixtures';

const setup = () => userEvent.setup({ delay: null });
type User = ReturnType<typeof setup>;
/** One paste instead of a keystroke per character: the forms react the same, the test runs faster. */
async function fill(user: User, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}
const LISTS = {
  priceLists: [{ id: '1', name: 'Standard', isDefault: true, visibleFor: ['host'], clientCount: 0, productCount: 0 }],
};

function bakeryApi(overrides: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    PriceLists: () => data(LISTS),
    DeliveryZoneNames: () =>
      data({
        deliveryZones: [
          { id: '5', name: 'Meran' },
          { id: null, name: null },
        ],
      }),
    DiscountNames: () => data({ discounts: [{ id: '7', name: 'Gastro' }] }),
    UsernameCount: (v) => data({ usernameCount: v.username === 'hotel-post' ? 1 : 0 }),
    EmailCount: () => data({ emailCount: 0 }),
    ...overrides,
  });
}

describe('client form (bakery)', () => {
  it('checks the rules before sending and marks the fields', async () => {
    const user = setup();
    const api = bakeryApi();
    renderUi(<ClientForm />);
    await fill(user, screen.getByRole('textbox', { name: 'Benutzername' }), 'ab');
    await fill(user, screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Neuer Kunde' }));
    expect(await screen.findByText('Bitte prüfen Sie die markierten Felder.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Benutzername' })).toHaveAccessibleDescription(/3 Zeichen/);
    expect(screen.getByRole('textbox', { name: 'Firmenname' })).toHaveAccessibleDescription(
      'Bitte füllen Sie dieses Feld aus.',
    );
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsOf('CreateClient')).toHaveLength(0);
  });

  it('shows a taken username live', async () => {
    const user = setup();
    bakeryApi();
    renderUi(<ClientForm />);
    await fill(user, screen.getByRole('textbox', { name: 'Benutzername' }), 'hotel-post');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Benutzername' })).toHaveAttribute('aria-invalid', 'true'),
    );
  });

  it('puts a server refusal on its input and creates with the default list; the password is shown once', async () => {
    const user = setup();
    let refuse = true;
    const created = makeClientWithDetail({ id: '40', username: 'hotel-alpina', displayName: 'Hotel Alpina' });
    const api = bakeryApi({
      CreateClient: () =>
        refuse
          ? gqlError('INVALID_DATE', { fields: ['activeTo'] })
          : data({ createClient: { password: 'Xy7!abcdEFGH', signInUrl: null, user: created } }),
    });
    renderUi(<ClientForm />);
    await fill(user, screen.getByRole('textbox', { name: 'Benutzername' }), 'hotel-alpina');
    await fill(user, screen.getByRole('textbox', { name: 'Firmenname' }), 'Hotel Alpina');
    await user.click(screen.getByRole('button', { name: 'Neuer Kunde' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Aktiv bis')).toHaveAccessibleDescription('Ungültiges Datum ausgewählt'),
    );
    expect(api.callsOf('CreateClient')[0]?.variables.input).toMatchObject({
      kind: 'HOST',
      username: 'hotel-alpina',
      companyName: 'Hotel Alpina',
      priceListId: '1',
      activeFrom: '2000-01-01',
      activeTo: '9999-03-31',
    });
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Neuer Kunde' }));
    expect(await screen.findByTestId('generated-password')).toHaveTextContent('Xy7!abcdEFGH');
    expect(
      screen.getByText(
        'Dieses Passwort wird nur einmal angezeigt. Kopieren Sie es oder drucken Sie jetzt die Anleitung.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passwort kopieren' })).toBeInTheDocument();
  });

  it('mails the access data when asked (only with an e-mail address)', async () => {
    const user = setup();
    const created = makeClientWithDetail({
      id: '41',
      username: 'hotel-sonne',
      displayName: 'Hotel Sonne',
      email: 'sonne@example.org',
    });
    const api = bakeryApi({
      CreateClient: () =>
        data({ createClient: { password: 'Xy7!abcdEFGH', signInUrl: null, mailed: true, user: created } }),
    });
    renderUi(<ClientForm />);
    const mail = screen.getByRole('checkbox', { name: 'Zugangsdaten per E-Mail senden' });
    expect(mail).toBeDisabled();
    await fill(user, screen.getByRole('textbox', { name: 'Benutzername' }), 'hotel-sonne');
    await fill(user, screen.getByRole('textbox', { name: 'Firmenname' }), 'Hotel Sonne');
    await fill(user, screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'sonne@example.org');
    await user.click(mail);
    await user.click(screen.getByRole('button', { name: 'Neuer Kunde' }));
    expect(await screen.findByText('Die Zugangsdaten wurden an sonne@example.org gesendet.')).toBeInTheDocument();
    expect(api.callsOf('CreateClient')[0]?.variables).toMatchObject({
      sendWelcomeMail: true,
      input: { email: 'sonne@example.org' },
    });
  });

  it('edits a client: the own username is not "taken", settings are sent', async () => {
    const user = setup();
    const client = makeClientWithDetail({ username: 'hotel-post' });
    const api = bakeryApi({ UpdateClient: (v) => data({ updateClient: { ...client, id: v.id } }) });
    renderUi(<ClientForm client={client} />);
    expect(screen.getByRole('textbox', { name: 'Ort' })).toHaveValue('Meran');
    expect(screen.getByLabelText('Bestellschluss (Uhrzeit)')).toHaveValue('17:30');
    await user.click(screen.getByRole('switch', { name: 'Selbstabholung' }));
    expect(screen.getByRole('switch', { name: 'Preise auf Lieferscheinen' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Preise auf Lieferscheinen' }));
    await user.click(await screen.findByRole('combobox', { name: 'Rabatt' }));
    await user.click(await screen.findByRole('option', { name: 'Gastro' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(api.callsOf('UpdateClient')[0]?.variables).toMatchObject({
        id: '21',
        input: {
          username: 'hotel-post',
          takeaway: true,
          docketPrices: false,
          city: 'Meran',
          deadline: '17:30',
          discountId: '7',
        },
      }),
    );
    expect(api.callsOf('UsernameCount')).toHaveLength(0);
  });
});

describe('client form: delivery costs in the language of the user (issue 16)', () => {
  it('shows the stored costs with a comma in German, refuses a point and sends plain decimals', async () => {
    const user = setup();
    const client = makeClientWithDetail({ username: 'hotel-post' });
    const api = bakeryApi({ UpdateClient: (v) => data({ updateClient: { ...client, id: v.id } }) });
    renderUi(<ClientForm client={client} />);
    const cost = screen.getByRole('textbox', { name: 'Lieferkosten' });
    expect(cost).toHaveValue('0,00');
    await user.clear(cost);
    await fill(user, cost, '2.50');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(cost).toHaveAccessibleDescription('Bitte prüfen Sie diese Eingabe.');
    expect(api.callsOf('UpdateClient')).toHaveLength(0);
    await user.clear(cost);
    await fill(user, cost, '2,50');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(api.callsOf('UpdateClient')[0]?.variables.input).toMatchObject({
        deliveryCost: '2.50',
        deliveryCostMin: '0.00',
      }),
    );
  });
});

describe('client form: billing as a person, province, payment (issue 14)', () => {
  it('presets a private customer to cash at once, refuses a province that is no sigla, and sends first and last name, province and payment', async () => {
    const user = setup();
    const created = makeClientWithDetail({
      id: '42',
      kind: 'PRIVATE',
      username: 'giuseppe',
      displayName: 'Giuseppe De Luca',
    });
    const api = bakeryApi({
      CreateClient: () =>
        data({ createClient: { password: 'Xy7!abcdEFGH', signInUrl: null, mailed: false, user: created } }),
    });
    renderUi(<ClientForm />);
    expect(screen.getByRole('combobox', { name: 'Zahlungsart' })).toHaveValue('Banküberweisung');
    await user.click(screen.getByRole('radio', { name: 'Privatkunde' }));
    expect(screen.getByRole('combobox', { name: 'Zahlungsart' })).toHaveValue('Bar');
    expect(screen.getByRole('combobox', { name: 'Zahlungsbedingungen' })).toHaveValue('Sofort');
    await fill(user, screen.getByRole('textbox', { name: 'Benutzername' }), 'giuseppe');
    await fill(user, screen.getByRole('textbox', { name: /Vollständiger Name/ }), 'Giuseppe De Luca');
    await fill(user, screen.getByRole('textbox', { name: 'Vorname' }), 'Giuseppe');
    await fill(user, screen.getByRole('textbox', { name: 'Nachname' }), 'De Luca');
    await fill(user, screen.getByRole('textbox', { name: 'Provinz (z. B. BZ)' }), 'XX');
    await user.click(screen.getByRole('button', { name: 'Neuer Kunde' }));
    expect(screen.getByRole('textbox', { name: 'Provinz (z. B. BZ)' })).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByRole('textbox', { name: 'Provinz (z. B. BZ)' }));
    await fill(user, screen.getByRole('textbox', { name: 'Provinz (z. B. BZ)' }), 'bz');
    await user.click(screen.getByRole('combobox', { name: 'Zahlungsbedingungen' }));
    await user.click(await screen.findByRole('option', { name: '30 Tage Monatsende' }));
    await user.click(screen.getByRole('button', { name: 'Neuer Kunde' }));
    await waitFor(() =>
      expect(api.callsOf('CreateClient')[0]?.variables.input).toMatchObject({
        kind: 'PRIVATE',
        fullName: 'Giuseppe De Luca',
        firstName: 'Giuseppe',
        lastName: 'De Luca',
        province: 'BZ',
        paymentMethod: 'MP01',
        paymentTerms: 'DAYS_30_EOM',
      }),
    );
  });

  it('refuses an Austrian VAT number without its U before sending', async () => {
    const user = setup();
    const api = bakeryApi();
    renderUi(<ClientForm />);
    await fill(user, screen.getByRole('textbox', { name: 'Benutzername' }), 'gasthof-tirol');
    await fill(user, screen.getByRole('textbox', { name: 'Firmenname' }), 'Gasthof Tirol');
    await user.clear(screen.getByRole('textbox', { name: 'Land (2 Buchstaben)' }));
    await fill(user, screen.getByRole('textbox', { name: 'Land (2 Buchstaben)' }), 'AT');
    await fill(user, screen.getByRole('textbox', { name: 'MwSt.-Nummer' }), 'AT12345678');
    await user.click(screen.getByRole('button', { name: 'Neuer Kunde' }));
    expect(screen.getByRole('textbox', { name: 'MwSt.-Nummer' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsOf('CreateClient')).toHaveLength(0);
  });
});

describe('guest form (host)', () => {
  const host = makeUser({
    id: '9',
    kind: 'HOST',
    isHost: true,
    isBakery: false,
    displayName: 'Hotel Post',
    bakery: { id: '7', name: 'Bäckerei Huber' },
  });

  it('refuses a stay that ends before it starts, then shows password, QR code and print link once', async () => {
    const user = setup();
    const guest = makeClientWithDetail({
      id: '50',
      kind: 'GUEST',
      username: `Zimmer 12${'a'.repeat(32)}`,
      label: 'Zimmer 12',
      displayName: 'Zimmer 12',
      language: 'it',
      activeFrom: '2026-11-20',
      activeTo: '2026-11-25',
    });
    const api = installFakeApi({
      Client: () => data({ user: makeClientWithDetail({ id: '9' }) }),
      CreateGuest: () =>
        data({
          createGuest: { password: 'Ab3dEf6hIj9k', signInUrl: 'http://bakery.test/guest?token=abc', user: guest },
        }),
    });
    renderUi(<GuestForm host={host} />);
    await fill(user, screen.getByRole('textbox', { name: /Bezeichnung/ }), 'Zimmer 12');
    const from = screen.getByLabelText(/Aufenthalt von/);
    const to = screen.getByLabelText(/Aufenthalt bis/);
    await user.clear(from);
    await user.type(from, '2026-11-20');
    await user.clear(to);
    await user.type(to, '2026-11-19');
    await user.click(screen.getByRole('button', { name: 'Neuer Gast' }));
    expect(await screen.findByText('Ungültiges Datum ausgewählt')).toBeInTheDocument();
    expect(api.callsOf('CreateGuest')).toHaveLength(0);
    await user.clear(to);
    await user.type(to, '2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Neuer Gast' }));
    expect(await screen.findByTestId('generated-password')).toHaveTextContent('Ab3dEf6hIj9k');
    expect(api.callsOf('CreateGuest')[0]?.variables.input).toEqual({
      label: 'Zimmer 12',
      activeFrom: '2026-11-20',
      activeTo: '2026-11-25',
      language: 'de',
    });
    expect(await screen.findByRole('img', { name: 'QR-Code zur Anmeldung' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    const print = screen.getByRole('link', { name: /Anleitung drucken/ });
    expect(print).toHaveAttribute(
      'href',
      '/printInstruction/it/Zimmer%2012/Ab3dEf6hIj9k/Hotel%20Post/B%C3%A4ckerei%20Huber/17%3A30/7/2026-11-20/2026-11-25',
    );
    expect(
      within(screen.getByTestId('generated-password').parentElement!).getByRole('button', {
        name: 'Passwort kopieren',
      }),
    ).toBeInTheDocument();
  });

  it('refuses a label the username rules refuse (core GuestInputSchema), sending nothing', async () => {
    const user = setup();
    const api = installFakeApi({ Client: () => data({ user: makeClientWithDetail({ id: '9' }) }) });
    renderUi(<GuestForm host={host} />);
    await fill(user, screen.getByRole('textbox', { name: /Bezeichnung/ }), 'Z<1>');
    await user.click(screen.getByRole('button', { name: 'Neuer Gast' }));
    expect(screen.getByRole('textbox', { name: /Bezeichnung/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsOf('CreateGuest')).toHaveLength(0);
  });

  it('gives an existing guest a new password after confirmation, with a print link', async () => {
    const user = setup();
    const guest = makeClientWithDetail({
      id: '50',
      kind: 'GUEST',
      username: `Zimmer 12${'a'.repeat(32)}`,
      label: 'Zimmer 12',
      displayName: 'Zimmer 12',
      language: 'en',
      activeFrom: '2026-11-20',
      activeTo: '2026-11-25',
    });
    const api = installFakeApi({
      Client: () => data({ user: makeClientWithDetail({ id: '9' }) }),
      ResetGuestPassword: () =>
        data({
          resetGuestPassword: {
            password: 'Nn3dEf6hIj9k',
            signInUrl: 'http://bakery.test/guest?token=new',
            mailed: false,
            user: guest,
          },
        }),
    });
    renderUi(<GuestForm host={host} guest={guest} />);
    await user.click(screen.getByRole('button', { name: 'Neues Passwort und Anleitung' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Abbrechen' }));
    expect(api.callsOf('ResetGuestPassword')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Neues Passwort und Anleitung' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Neues Passwort erstellen' }),
    );
    expect(await screen.findByTestId('generated-password')).toHaveTextContent('Nn3dEf6hIj9k');
    expect(api.callsOf('ResetGuestPassword')[0]?.variables).toEqual({ guestId: '50' });
    expect(screen.getByRole('link', { name: /Anleitung drucken/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/printInstruction/en/Zimmer%2012/Nn3dEf6hIj9k/'),
    );
  });

  it("downloads a reprint of an existing guest's sheet (no password) and shows a refusal in German", async () => {
    const user = setup();
    const guest = makeClientWithDetail({
      id: '50',
      kind: 'GUEST',
      username: `Zimmer 12${'a'.repeat(32)}`,
      label: 'Zimmer 12',
      displayName: 'Zimmer 12',
      language: 'en',
      activeFrom: '2026-11-20',
      activeTo: '2026-11-25',
    });
    installFakeApi({ Client: () => data({ user: makeClientWithDetail({ id: '9' }) }) });
    const graphql = globalThis.fetch;
    const sheets: { url: string; body: unknown }[] = [];
    let answer = new Response('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (!url.startsWith('/api/guests/')) return graphql(url, init);
      sheets.push({ url, body: JSON.parse(String(init.body)) });
      return answer;
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderUi(<GuestForm host={host} guest={guest} />);
    await user.click(screen.getByRole('button', { name: 'Anleitung als PDF (ohne Passwort)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(sheets).toEqual([{ url: '/api/guests/50/instruction-sheet.pdf', body: {} }]);
    answer = Response.json({ errors: [{ message: 'NOT_FOUND', extensions: { code: 'NOT_FOUND' } }] }, { status: 404 });
    await user.click(screen.getByRole('button', { name: 'Anleitung als PDF (ohne Passwort)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nicht gefunden.');
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});
