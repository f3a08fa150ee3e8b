import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gramPriceFromCents } from '@bakery/core';
import type { Abo } from '../../api/operations';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { makeAbo } from './abo-fixtures';
import { AbosScreen } from './AbosScreen';

type Handler = NonNullable<Parameters<typeof installFakeApi>[0]>[string];

const product = (id: string, name: string, priceCents: number) => ({
  gramPrice: gramPriceFromCents(priceCents, 50),
  priceCents,
  product: { id, name, approxWeight: 50, haveToWeight: false, availableDays: 0 },
});

const OPTIONS = {
  timeZone: 'Europe/Rome',
  deadlineTime: '18:00:00',
  ignoreDeadline: false,
  takeawayOnly: false,
  deliveryCostCents: 0,
  deliveryCostMinCents: 0,
  noDeliveryCost: true,
  products: [product('12', 'Semmel', 45), product('13', 'Krapfen', 120)],
  days: [],
};

function api(abos: Abo[], handlers: Record<string, Handler> = {}) {
  return installFakeApi({
    Abos: () => data({ abos: { total: abos.length, items: abos } }),
    MyOrderOptions: () => data({ orderOptions: OPTIONS, holidaysOfMyBakery: [] }),
    ...handlers,
  });
}

const renderScreen = (language: 'de' | 'it' | 'en' = 'de') =>
  renderUi(
    <>
      <Notifications />
      <AbosScreen viewerKind="PRIVATE" />
    </>,
    language,
  );

describe('standing orders of a client', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T08:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists abos with interval in words, state, products and next deliveries', async () => {
    api([
      makeAbo(),
      makeAbo({
        id: '6',
        interval: { kind: 'EVERY_N_DAYS', days: 2, weekdays: [] },
        startsOn: '2026-12-01',
        pausedUntil: '2026-03-20',
        nextDeliveries: [],
      }),
      makeAbo({ id: '7', active: false, interval: { kind: 'WEEKDAYS', days: null, weekdays: [1, 3, 6, 7] } }),
    ]);
    renderScreen();
    const weekdays = await screen.findByRole('listitem', { name: 'Mo–Fr' });
    expect(within(weekdays).getByText('Aktiv')).toBeInTheDocument();
    expect(weekdays).toHaveTextContent('4 × Semmel');
    expect(weekdays).toHaveTextContent('Nächste Lieferungen: 11.03.2026, 12.03.2026, 16.03.2026');
    const every = screen.getByRole('listitem', { name: 'alle 2 Tage ab 01.12.2026' });
    expect(within(every).getByText('Pausiert bis 20.03.2026')).toBeInTheDocument();
    expect(within(every).getByRole('button', { name: 'Fortsetzen' })).toBeInTheDocument();
    const inactive = screen.getByRole('listitem', { name: 'Mo, Mi, Sa, So' });
    expect(within(inactive).getByText('Inaktiv')).toBeInTheDocument();
    expect(within(inactive).getByRole('button', { name: 'Aktivieren' })).toBeInTheDocument();
  });

  it('creates an abo on chosen weekdays with the products of the order form', async () => {
    const user = userEvent.setup({ delay: null });
    const created = makeAbo({ id: '9' });
    const calls = api([], { CreateAbo: () => data({ createAbo: created }) });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Neuer Dauerauftrag' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Montag' })); // Mo–Fr preset: leave Monday out
    await user.click(screen.getByRole('checkbox', { name: 'Samstag' }));
    await user.click(screen.getByRole('button', { name: 'Mehr: Semmel' }));
    await user.click(screen.getByRole('button', { name: 'Mehr: Semmel' }));
    await user.click(screen.getByRole('button', { name: 'Dauerauftrag anlegen' }));
    await waitFor(() =>
      expect(calls.callsOf('CreateAbo')[0]?.variables).toEqual({
        input: {
          interval: { kind: 'WEEKDAYS', weekdays: [2, 3, 4, 5, 6] },
          startsOn: '2026-03-11',
          lines: [{ productId: '12', amount: 2 }],
        },
      }),
    );
    expect(await screen.findByText('Dauerauftrag angelegt.')).toBeInTheDocument();
  });

  it('sends nothing without products, weekdays or a valid interval', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api([], { CreateAbo: () => data({ createAbo: makeAbo() }) });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Neuer Dauerauftrag' }));
    await user.click(await screen.findByRole('button', { name: 'Dauerauftrag anlegen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte wählen Sie mindestens ein Produkt.');
    await user.click(screen.getByRole('button', { name: 'Mehr: Krapfen' }));
    for (const day of ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag'])
      await user.click(screen.getByRole('checkbox', { name: day }));
    await user.click(screen.getByRole('button', { name: 'Dauerauftrag anlegen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte wählen Sie mindestens einen Wochentag.');
    await user.click(screen.getByRole('radio', { name: 'Alle n Tage' }));
    const days = screen.getByRole('textbox', { name: 'Alle … Tage' });
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: 'Dauerauftrag anlegen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte eine ganze Zahl von 1 bis 28 Tagen eingeben.');
    const amount = screen.getByRole('textbox', { name: 'Menge: Krapfen' });
    await user.clear(amount);
    await user.type(amount, '1000');
    await user.tab();
    await user.clear(days);
    await user.type(days, '3');
    await user.click(screen.getByRole('button', { name: 'Dauerauftrag anlegen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte eine ganze Zahl von 1 bis 999 eingeben.');
    expect(calls.callsOf('CreateAbo')).toHaveLength(0);
  });

  it('pauses until a chosen day and resumes', async () => {
    const user = userEvent.setup({ delay: null });
    const abo = makeAbo();
    const calls = api(
      [abo, makeAbo({ id: '6', interval: { kind: 'EVERY_N_DAYS', days: 3, weekdays: [] }, pausedUntil: '2026-03-31' })],
      {
        PauseAbo: (v) => data({ pauseAbo: { ...abo, id: v.id as string, pausedUntil: v.until } }),
      },
    );
    renderScreen();
    const card = await screen.findByRole('listitem', { name: 'Mo–Fr' });
    await user.click(within(card).getByRole('button', { name: 'Pausieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dauerauftrag pausieren' });
    expect(dialog).toHaveTextContent('Bereits erstellte Bestellungen bleiben bestehen.');
    await user.click(within(dialog).getByRole('button', { name: 'Pausieren' })); // no date yet: nothing sent
    expect(await within(dialog).findByText('Bitte wählen Sie ein Datum.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pausieren bis einschließlich' }));
    const day = (await screen.findAllByRole('button', { name: /^20/ })).filter((b) => !b.hasAttribute('data-outside'));
    await user.click(day[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Pausieren' }));
    await waitFor(() =>
      expect(calls.callsOf('PauseAbo').map((c) => c.variables)).toEqual([{ id: '5', until: '2026-03-20' }]),
    );
    expect(await within(card).findByText('Pausiert bis 20.03.2026')).toBeInTheDocument();

    const paused = screen.getByRole('listitem', { name: 'alle 3 Tage ab 01.03.2026' });
    await user.click(within(paused).getByRole('button', { name: 'Fortsetzen' }));
    await waitFor(() => expect(calls.callsOf('PauseAbo')[1]?.variables).toEqual({ id: '6', until: null }));
  });

  it('asks before deleting and says that created orders stay', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api([makeAbo()], { DeleteAbo: () => data({ deleteAbo: true }) });
    renderScreen();
    const card = await screen.findByRole('listitem', { name: 'Mo–Fr' });
    await user.click(within(card).getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dauerauftrag löschen?' });
    expect(dialog).toHaveTextContent('Bestellungen, die er bereits erstellt hat, bleiben bestehen.');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(calls.callsOf('DeleteAbo')[0]?.variables).toEqual({ id: '5' }));
  });

  it('edits an abo keeping its products and shows the server refusal translated', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api([makeAbo()], { UpdateAbo: () => gqlError('PRODUCT_NOT_ORDERABLE', { productIds: ['12'] }) });
    renderScreen('it');
    const card = await screen.findByRole('listitem', { name: 'Lu–Ve' });
    await user.click(within(card).getByRole('button', { name: 'Modifica' }));
    await user.click(await screen.findByRole('button', { name: 'Di più: Semmel' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(calls.callsOf('UpdateAbo')[0]?.variables).toEqual({
        id: '5',
        input: {
          interval: { kind: 'WEEKDAYS', weekdays: [1, 2, 3, 4, 5] },
          startsOn: '2026-03-11',
          lines: [{ productId: '12', amount: 5 }],
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/Semmel/);
  });
});
