import { fireEvent, screen, waitForElementToBeRemoved, within } from '@testing-library/react-native';
import type { AppAbo } from '@bakery/api';
import { GUEST, fakeServer, memoryStorage, offline, product, refusal } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const PRODUCTS = [product('p1', 'Semmel', 60), product('p2', 'Bauernbrot', 450), product('p3', 'Croissant', 120)];

const ABO: AppAbo = {
  id: 'a1',
  active: true,
  interval: { kind: 'WEEKDAYS', days: null, weekdays: [2, 5] },
  startsOn: '2026-11-20',
  pausedUntil: null,
  lastOrder: '2026-11-20',
  lines: [
    { id: 'l1', amount: 2, product: { id: 'p1', name: 'Semmel' } },
    { id: 'l2', amount: 1, product: { id: 'p2', name: 'Bauernbrot' } },
  ],
  nextDeliveries: ['2026-11-24', '2026-11-27', '2026-12-01', '2026-12-04', '2026-12-11', '2026-12-15', '2026-12-18'],
};

const DAILY: AppAbo = {
  ...ABO,
  id: 'a2',
  interval: { kind: 'EVERY_N_DAYS', days: 1, weekdays: [] },
  lines: [{ id: 'l3', amount: 4, product: { id: 'p3', name: 'Croissant' } }],
  lastOrder: null,
  nextDeliveries: [],
};

/** Signed in (stored session), on the Abos tab. */
async function onAbos(abos: AppAbo[] = [ABO], total = abos.length, handlers: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer({
    GuestMe: () => ({ data: { me: GUEST } }),
    GuestProducts: () => ({ data: { guestProducts: PRODUCTS } }),
    GuestAbos: () => ({ data: { abos: { total, items: abos } } }),
    ...handlers,
  });
  renderApp(server, { storage: memoryStorage('jwt-stored') });
  fireEvent.press(await screen.findByRole('tab', { name: 'Abos' }));
  return server;
}

function card(interval: string) {
  return within(screen.getByLabelText(`Abo: ${interval}`));
}

beforeEach(() => {
  // Monday 23.11.2026, 10:00 on the device
  jest.setSystemTime(new Date(2026, 10, 23, 10, 0));
});

describe('the list of standing orders', () => {
  it('shows interval, products with amounts, state, start and the next deliveries', async () => {
    await onAbos([ABO, DAILY]);
    expect(await screen.findByText(/^Wöchentlich am Di\.?, Fr\.?$/)).toBeOnTheScreen();
    const weekly = within(screen.getByLabelText(/^Abo: Wöchentlich/));
    expect(weekly.getByText('2 × Semmel')).toBeOnTheScreen();
    expect(weekly.getByText('1 × Bauernbrot')).toBeOnTheScreen();
    expect(weekly.getByText('Aktiv')).toBeOnTheScreen();
    expect(weekly.getByText('Ab 20.11.2026')).toBeOnTheScreen();
    expect(weekly.getByText('Zuletzt bestellt für 20.11.2026')).toBeOnTheScreen();
    expect(
      weekly.getByText(/^Di\.? 24\.11\.2026 · Fr\.? 27\.11\.2026 · .* · Di\.? 15\.12\.2026 und 1 weitere$/),
    ).toBeOnTheScreen();

    const daily = card('Täglich');
    expect(daily.getByText('4 × Croissant')).toBeOnTheScreen();
    expect(daily.getByText('Keine Lieferungen in den nächsten vier Wochen.')).toBeOnTheScreen();
  });

  it('names every interval kind and state', async () => {
    await onAbos([
      { ...ABO, id: 'w', interval: { kind: 'WEEKDAYS', days: null, weekdays: [1, 2, 3, 4, 5] } },
      { ...ABO, id: 'n', interval: { kind: 'EVERY_N_DAYS', days: 3, weekdays: [] }, pausedUntil: '2026-11-30' },
      { ...DAILY, active: false },
      { ...ABO, id: 'old', interval: { kind: 'EVERY_N_DAYS', days: 14, weekdays: [] }, pausedUntil: '2026-11-01' },
    ]);
    expect(await screen.findByText('Montag bis Freitag')).toBeOnTheScreen();
    expect(card('Alle 3 Tage').getByText('Pausiert bis 30.11.2026')).toBeOnTheScreen();
    expect(card('Täglich').getByText('Pausiert bis auf Weiteres')).toBeOnTheScreen();
    // a pause that ended before today no longer counts
    expect(card('Alle 14 Tage').getByText('Aktiv')).toBeOnTheScreen();
  });

  it('says when there is none yet', async () => {
    await onAbos([]);
    expect(await screen.findByText('Sie haben noch keine Abos.')).toBeOnTheScreen();
  });

  it.each([
    ['FORBIDDEN', 'Sie dürfen diese Aktion nicht ausführen.'],
    ['ACCOUNT_BLOCKED', 'Ihr Konto ist gesperrt. Bitte wenden Sie sich an Ihre Bäckerei oder an unseren Support.'],
  ])('shows the refusal %s of the list and loads again on retry', async (code, text) => {
    const answers = [refusal(code), { data: { abos: { total: 1, items: [ABO] } } }];
    const server = await onAbos();
    await screen.findByText('2 × Semmel');
    server.on('GuestAbos', () => answers.shift()!);
    fireEvent.press(screen.getByRole('tab', { name: 'Produkte' }));
    fireEvent.press(screen.getByRole('tab', { name: 'Abos' }));
    expect(await screen.findByText(text)).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitForElementToBeRemoved(() => screen.queryByText(text));
    expect(screen.getByText('2 × Semmel')).toBeOnTheScreen();
    expect(server.names().filter((name) => name === 'GuestAbos')).toHaveLength(3);
  });

  it('says when the server cannot be reached', async () => {
    const server = fakeServer({
      GuestMe: () => ({ data: { me: GUEST } }),
      GuestProducts: () => ({ data: { guestProducts: PRODUCTS } }),
      GuestAbos: offline,
    });
    renderApp(server, { storage: memoryStorage('jwt-stored') });
    fireEvent.press(await screen.findByRole('tab', { name: 'Abos' }));
    expect(
      await screen.findByText(
        'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
      ),
    ).toBeOnTheScreen();
  });

  it('loads the next page of 10 on demand', async () => {
    const server = await onAbos([ABO], 2);
    server.on('GuestAbos', (variables) => ({
      data: { abos: { total: 2, items: variables.page === 1 ? [DAILY] : [ABO] } },
    }));
    fireEvent.press(await screen.findByRole('button', { name: 'Weitere anzeigen (1)' }));
    expect(await screen.findByText('4 × Croissant')).toBeOnTheScreen();
    expect(server.calls.filter((call) => call.operationName === 'GuestAbos').map((call) => call.variables)).toEqual([
      { page: 0 },
      { page: 1 },
    ]);
    expect(screen.queryByRole('button', { name: /Weitere anzeigen/ })).toBeNull();
  });

  it('speaks the language the guest switched to', async () => {
    const server = fakeServer({
      GuestMe: () => ({ data: { me: { ...GUEST, language: 'en' } } }),
      GuestProducts: () => ({ data: { guestProducts: PRODUCTS } }),
      GuestAbos: () => ({ data: { abos: { total: 1, items: [{ ...ABO, pausedUntil: '2026-12-24' }] } } }),
    });
    renderApp(server, { storage: memoryStorage('jwt-stored') });
    fireEvent.press(await screen.findByRole('tab', { name: 'Abos' }));
    expect(await screen.findByText('Weekly on Tue, Fri')).toBeOnTheScreen();
    expect(screen.getByText('Paused until 24.12.2026')).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeOnTheScreen();
  });
});

describe('creating and editing', () => {
  it('creates a standing order on chosen weekdays with amounts, previewing its first deliveries', async () => {
    const server = await onAbos([]);
    const created: AppAbo = {
      ...ABO,
      id: 'new',
      startsOn: '2026-11-25',
      lastOrder: null,
      lines: [
        { id: 'n1', amount: 3, product: { id: 'p1', name: 'Semmel' } },
        { id: 'n2', amount: 12, product: { id: 'p3', name: 'Croissant' } },
      ],
    };
    server.on('GuestCreateAbo', () => ({ data: { createAbo: created } }));
    fireEvent.press(await screen.findByRole('button', { name: 'Neues Abo' }));

    expect(await screen.findByText('Semmel')).toBeOnTheScreen();
    // Monday to Friday from tomorrow by default
    expect(screen.getByRole('radio', { name: 'Montag bis Freitag' })).toBeChecked();
    expect(screen.getByLabelText('Erste Lieferung (TT.MM.JJJJ)')).toHaveDisplayValue('24.11.2026');

    fireEvent.press(screen.getByRole('radio', { name: 'An gewählten Wochentagen' }));
    fireEvent.press(screen.getByRole('checkbox', { name: /^Mi/ }));
    fireEvent.press(screen.getByRole('checkbox', { name: /^Sa/ }));
    expect(screen.getByRole('checkbox', { name: /^Sa/ })).toBeChecked();
    fireEvent.changeText(screen.getByLabelText('Erste Lieferung (TT.MM.JJJJ)'), '25.11.2026');
    fireEvent.press(screen.getByRole('button', { name: 'Ein Semmel mehr' }));
    fireEvent.press(screen.getByRole('button', { name: 'Ein Semmel mehr' }));
    fireEvent.press(screen.getByRole('button', { name: 'Ein Semmel mehr' }));
    fireEvent.press(screen.getByRole('button', { name: 'Ein Semmel mehr' }));
    fireEvent.press(screen.getByRole('button', { name: 'Ein Semmel weniger' }));
    fireEvent.changeText(screen.getByLabelText('Menge Croissant'), '12');
    expect(screen.getByLabelText('Menge Semmel')).toHaveDisplayValue('3');
    expect(screen.getByLabelText('Erste Lieferungen')).toHaveTextContent(
      /^Mi\.? 25\.11\.2026 · Sa\.? 28\.11\.2026 · Mi\.? 02\.12\.2026 · Sa\.? 05\.12\.2026/,
    );

    fireEvent.press(screen.getByRole('button', { name: 'Abo speichern' }));
    expect(await screen.findByText('12 × Croissant')).toBeOnTheScreen();
    expect(server.calls.find((call) => call.operationName === 'GuestCreateAbo')).toEqual({
      operationName: 'GuestCreateAbo',
      variables: {
        input: {
          interval: { kind: 'WEEKDAYS', weekdays: [3, 6] },
          startsOn: '2026-11-25',
          lines: [
            { productId: 'p1', amount: 3 },
            { productId: 'p3', amount: 12 },
          ],
        },
      },
      token: 'jwt-stored',
    });
    expect(screen.queryByText('Sie haben noch keine Abos.')).toBeNull();
  });

  it('sends daily and every-n-days intervals as the API has them', async () => {
    const server = await onAbos([]);
    server.on('GuestCreateAbo', () => ({ data: { createAbo: DAILY } }));
    fireEvent.press(await screen.findByRole('button', { name: 'Neues Abo' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Ein Croissant mehr' }));
    fireEvent.press(screen.getByRole('radio', { name: 'Alle paar Tage' }));
    fireEvent.changeText(screen.getByLabelText('Alle wie viele Tage? (2 bis 28)'), '3');
    expect(screen.getByLabelText('Erste Lieferungen')).toHaveTextContent(
      /^Di\.? 24\.11\.2026 · Fr\.? 27\.11\.2026 · Mo\.? 30\.11\.2026/,
    );
    fireEvent.press(screen.getByRole('radio', { name: 'Täglich' }));
    fireEvent.press(screen.getByRole('button', { name: 'Abo speichern' }));
    expect(await screen.findByText('4 × Croissant')).toBeOnTheScreen();
    expect(server.calls.find((call) => call.operationName === 'GuestCreateAbo')?.variables).toEqual({
      input: {
        interval: { kind: 'EVERY_N_DAYS', days: 1 },
        startsOn: '2026-11-24',
        lines: [{ productId: 'p3', amount: 1 }],
      },
    });
  });

  it.each([
    ['no product', () => undefined, 'Bitte wählen Sie mindestens ein Produkt.'],
    [
      'no weekday',
      () => fireEvent.press(screen.getByRole('radio', { name: 'An gewählten Wochentagen' })),
      'Bitte wählen Sie mindestens einen Wochentag.',
    ],
    [
      'every 29 days',
      () => {
        fireEvent.press(screen.getByRole('radio', { name: 'Alle paar Tage' }));
        fireEvent.changeText(screen.getByLabelText('Alle wie viele Tage? (2 bis 28)'), '29');
      },
      'Bitte geben Sie eine Anzahl Tage von 2 bis 28 ein.',
    ],
    [
      'a date that is none',
      () => fireEvent.changeText(screen.getByLabelText('Erste Lieferung (TT.MM.JJJJ)'), '31.11.2026'),
      'Bitte geben Sie das Datum als TT.MM.JJJJ ein.',
    ],
    [
      'today as first delivery',
      () => fireEvent.changeText(screen.getByLabelText('Erste Lieferung (TT.MM.JJJJ)'), '23.11.2026'),
      'Die erste Lieferung kann frühestens morgen sein.',
    ],
    [
      '1000 pieces',
      () => fireEvent.changeText(screen.getByLabelText('Menge Semmel'), '1000'),
      'Die Menge muss eine ganze Zahl von 1 bis 999 sein.',
    ],
  ])('asks to fix %s before sending anything', async (_case, act, text) => {
    const server = await onAbos([]);
    fireEvent.press(await screen.findByRole('button', { name: 'Neues Abo' }));
    await screen.findByText('Croissant');
    if (_case !== 'no product' && _case !== '1000 pieces')
      fireEvent.press(screen.getByRole('button', { name: 'Ein Croissant mehr' }));
    act();
    fireEvent.press(screen.getByRole('button', { name: 'Abo speichern' }));
    expect(await screen.findByText(text)).toBeOnTheScreen();
    expect(server.names()).not.toContain('GuestCreateAbo');
  });

  it.each([
    ['PRODUCT_NOT_ORDERABLE', 'Produkt konnte nicht hinzugefügt werden.'],
    ['ORDER_AMOUNT_INVALID', 'Die Menge muss eine ganze Zahl von 1 bis 999 sein.'],
    ['ORDER_TOO_MANY_LINES', 'Zu viele verschiedene Produkte in einer Bestellung.'],
    ['ORDER_EMPTY', 'Bestellung konnte nicht erstellt werden: bitte mindestens ein Produkt wählen.'],
    ['INVALID_DATE', 'Ungültiges Datum ausgewählt'],
    ['BAD_INPUT', 'Bitte überprüfen Sie Ihre Eingaben.'],
    ['ACCOUNT_BLOCKED', 'Ihr Konto ist gesperrt. Bitte wenden Sie sich an Ihre Bäckerei oder an unseren Support.'],
    ['FORBIDDEN', 'Sie dürfen diese Aktion nicht ausführen.'],
  ])('shows the refusal %s of a new standing order and keeps the form', async (code, text) => {
    const server = await onAbos([]);
    server.on('GuestCreateAbo', () => refusal(code));
    fireEvent.press(await screen.findByRole('button', { name: 'Neues Abo' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Ein Semmel mehr' }));
    fireEvent.press(screen.getByRole('button', { name: 'Abo speichern' }));
    expect(await screen.findByText(text)).toBeOnTheScreen();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Menge Semmel')).toHaveDisplayValue('1');
    expect(screen.getByRole('button', { name: 'Abo speichern' })).toBeEnabled();
  });

  it('shows a failed product list in the form and loads it again', async () => {
    let failing = true;
    await onAbos([], 0, {
      GuestProducts: () => (failing ? refusal('INTERNAL') : { data: { guestProducts: PRODUCTS } }),
    });
    fireEvent.press(await screen.findByRole('button', { name: 'Neues Abo' }));
    expect(await screen.findByText('Ein unerwarteter Fehler ist aufgetreten.')).toBeOnTheScreen();
    failing = false;
    fireEvent.press(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Semmel')).toBeOnTheScreen();
  });

  it('edits a standing order: prefilled, continues from its next delivery, leaves out products no longer offered', async () => {
    const withGone: AppAbo = {
      ...ABO,
      lines: [...ABO.lines, { id: 'l9', amount: 1, product: { id: 'p9', name: 'Osterpinze' } }],
    };
    const server = await onAbos([withGone]);
    server.on('GuestUpdateAbo', (variables) => ({
      data: {
        updateAbo: {
          ...ABO,
          lines: [{ id: 'l1', amount: 5, product: { id: 'p1', name: 'Semmel' } }],
          id: variables.id as string,
        },
      },
    }));
    fireEvent.press(await screen.findByRole('button', { name: 'Bearbeiten' }));

    expect(await screen.findByText('Abo bearbeiten')).toBeOnTheScreen();
    expect(
      await screen.findByText('Osterpinze wird nicht mehr angeboten und beim Speichern weggelassen.'),
    ).toBeOnTheScreen();
    expect(screen.getByRole('radio', { name: 'An gewählten Wochentagen' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Di/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Mo/ })).not.toBeChecked();
    // started 20.11. (past): continues from its next delivery
    expect(screen.getByLabelText('Erste Lieferung (TT.MM.JJJJ)')).toHaveDisplayValue('24.11.2026');
    expect(screen.getByLabelText('Menge Semmel')).toHaveDisplayValue('2');
    fireEvent.changeText(screen.getByLabelText('Menge Semmel'), '5');
    fireEvent.changeText(screen.getByLabelText('Menge Bauernbrot'), '0');

    fireEvent.press(screen.getByRole('button', { name: 'Abo speichern' }));
    expect(await screen.findByText('5 × Semmel')).toBeOnTheScreen();
    expect(server.calls.find((call) => call.operationName === 'GuestUpdateAbo')?.variables).toEqual({
      id: 'a1',
      input: {
        interval: { kind: 'WEEKDAYS', weekdays: [2, 5] },
        startsOn: '2026-11-24',
        lines: [{ productId: 'p1', amount: 5 }],
      },
    });
  });

  it('shows the refusal of a change (NOT_FOUND) and goes back unchanged on cancel', async () => {
    const server = await onAbos();
    server.on('GuestUpdateAbo', () => refusal('NOT_FOUND'));
    fireEvent.press(await screen.findByRole('button', { name: 'Bearbeiten' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Ein Semmel mehr' }));
    fireEvent.press(screen.getByRole('button', { name: 'Abo speichern' }));
    expect(await screen.findByText('Nicht gefunden.')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(await screen.findByText('2 × Semmel')).toBeOnTheScreen();
  });
});

describe('pausing, resuming and deleting', () => {
  it('pauses until a date and resumes', async () => {
    const server = await onAbos();
    server.on('GuestPauseAbo', (variables) => ({
      data: { pauseAbo: { ...ABO, pausedUntil: variables.until as string | null } },
    }));
    const weekly = () => within(screen.getByLabelText(/^Abo: Wöchentlich/));
    fireEvent.press(await screen.findByRole('button', { name: 'Pausieren' }));
    expect(screen.getByLabelText('Pausieren bis einschließlich (TT.MM.JJJJ)')).toHaveDisplayValue('30.11.2026');
    fireEvent.changeText(screen.getByLabelText('Pausieren bis einschließlich (TT.MM.JJJJ)'), '6.12.2026');
    fireEvent.press(screen.getByRole('button', { name: 'Bis zu diesem Datum pausieren' }));
    expect(await weekly().findByText('Pausiert bis 06.12.2026')).toBeOnTheScreen();

    fireEvent.press(weekly().getByRole('button', { name: 'Fortsetzen' }));
    expect(await weekly().findByText('Aktiv')).toBeOnTheScreen();
    expect(server.calls.filter((call) => call.operationName === 'GuestPauseAbo').map((call) => call.variables)).toEqual(
      [
        { id: 'a1', until: '2026-12-06' },
        { id: 'a1', until: null },
      ],
    );
  });

  it('pauses until further notice and resumes', async () => {
    const server = await onAbos();
    server.on('GuestSetAboActive', (variables) => ({
      data: { setAboActive: { ...ABO, active: variables.active as boolean } },
    }));
    fireEvent.press(await screen.findByRole('button', { name: 'Pausieren' }));
    fireEvent.press(screen.getByRole('button', { name: 'Bis auf Weiteres pausieren' }));
    expect(await screen.findByText('Pausiert bis auf Weiteres')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Fortsetzen' }));
    expect(await screen.findByText('Aktiv')).toBeOnTheScreen();
    expect(
      server.calls.filter((call) => call.operationName === 'GuestSetAboActive').map((call) => call.variables),
    ).toEqual([
      { id: 'a1', active: false },
      { id: 'a1', active: true },
    ]);
  });

  it('resumes a stopped and paused standing order completely', async () => {
    const server = await onAbos([{ ...ABO, active: false, pausedUntil: '2026-12-31' }]);
    server.on('GuestSetAboActive', () => ({
      data: { setAboActive: { ...ABO, active: true, pausedUntil: '2026-12-31' } },
    }));
    server.on('GuestPauseAbo', () => ({ data: { pauseAbo: { ...ABO, active: true, pausedUntil: null } } }));
    fireEvent.press(await screen.findByRole('button', { name: 'Fortsetzen' }));
    expect(await screen.findByText('Aktiv')).toBeOnTheScreen();
    expect(server.names().slice(-2)).toEqual(['GuestSetAboActive', 'GuestPauseAbo']);
  });

  it('checks the pause date before sending', async () => {
    const server = await onAbos();
    fireEvent.press(await screen.findByRole('button', { name: 'Pausieren' }));
    fireEvent.changeText(screen.getByLabelText('Pausieren bis einschließlich (TT.MM.JJJJ)'), 'morgen');
    fireEvent.press(screen.getByRole('button', { name: 'Bis zu diesem Datum pausieren' }));
    expect(screen.getByText('Bitte geben Sie das Datum als TT.MM.JJJJ ein.')).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText('Pausieren bis einschließlich (TT.MM.JJJJ)'), '22.11.2026');
    fireEvent.press(screen.getByRole('button', { name: 'Bis zu diesem Datum pausieren' }));
    expect(screen.getByText('Das Datum darf nicht in der Vergangenheit liegen.')).toBeOnTheScreen();
    expect(server.names()).not.toContain('GuestPauseAbo');
  });

  it.each([
    ['GuestPauseAbo', 'INVALID_DATE', 'Bis zu diesem Datum pausieren', 'Ungültiges Datum ausgewählt'],
    ['GuestPauseAbo', 'NOT_FOUND', 'Bis zu diesem Datum pausieren', 'Nicht gefunden.'],
    ['GuestSetAboActive', 'NOT_FOUND', 'Bis auf Weiteres pausieren', 'Nicht gefunden.'],
    [
      'GuestSetAboActive',
      'ACCOUNT_BLOCKED',
      'Bis auf Weiteres pausieren',
      'Ihr Konto ist gesperrt. Bitte wenden Sie sich an Ihre Bäckerei oder an unseren Support.',
    ],
  ])('shows the refusal of %s (%s) on the card', async (operation, code, button, text) => {
    const server = await onAbos();
    server.on(operation, () => refusal(code));
    fireEvent.press(await screen.findByRole('button', { name: 'Pausieren' }));
    fireEvent.press(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(text)).toBeOnTheScreen();
    expect(screen.getByText('Aktiv')).toBeOnTheScreen();
  });

  it('shows the refusal of resuming', async () => {
    const server = await onAbos([{ ...ABO, active: false }]);
    server.on('GuestSetAboActive', offline);
    fireEvent.press(await screen.findByRole('button', { name: 'Fortsetzen' }));
    expect(
      await screen.findByText(
        'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
      ),
    ).toBeOnTheScreen();
    expect(screen.getByText('Pausiert bis auf Weiteres')).toBeOnTheScreen();
  });

  it('deletes only after confirmation', async () => {
    const server = await onAbos([ABO, DAILY]);
    server.on('GuestDeleteAbo', () => ({ data: { deleteAbo: true } }));
    const weekly = () => within(screen.getByLabelText(/^Abo: Wöchentlich/));
    await screen.findByText('2 × Semmel');
    fireEvent.press(weekly().getByRole('button', { name: 'Löschen' }));
    expect(
      weekly().getByText('Dieses Abo löschen? Bereits aufgegebene Bestellungen bleiben bestehen.'),
    ).toBeOnTheScreen();
    fireEvent.press(weekly().getByRole('button', { name: 'Abbrechen' }));
    expect(server.names()).not.toContain('GuestDeleteAbo');

    fireEvent.press(weekly().getByRole('button', { name: 'Löschen' }));
    fireEvent.press(weekly().getByRole('button', { name: 'Endgültig löschen' }));
    await waitForElementToBeRemoved(() => screen.queryByText('2 × Semmel'));
    expect(screen.getByText('4 × Croissant')).toBeOnTheScreen();
    expect(server.calls.find((call) => call.operationName === 'GuestDeleteAbo')?.variables).toEqual({ id: 'a1' });
  });

  it('shows the refusal of deleting and keeps the standing order', async () => {
    const server = await onAbos();
    server.on('GuestDeleteAbo', () => refusal('NOT_FOUND'));
    fireEvent.press(await screen.findByRole('button', { name: 'Löschen' }));
    fireEvent.press(screen.getByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByText('Nicht gefunden.')).toBeOnTheScreen();
    expect(screen.getByText('2 × Semmel')).toBeOnTheScreen();
  });
});
