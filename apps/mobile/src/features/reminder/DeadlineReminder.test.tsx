import { fireEvent, screen, waitFor } from '@testing-library/react-native';
import type { Reminders } from '../../platform/reminders';
import { GUEST, fakeServer, memoryStorage, memoryStore, refusal } from '../../test/fake-server';
import { NOW, PRODUCTS, orderOptionsAnswer } from '../../test/ordering';
import { renderApp } from '../../test/render-app';
import { operationName, type AnyOperation } from '@bakery/api';
import type { TFunction } from 'i18next';
import type { ApiFetch } from '../session/query';
import type { AppServices } from '../session/services';
import { updateReminder } from './DeadlineReminder';

const LABEL = 'Eine Stunde vor Bestellschluss erinnern, wenn für morgen noch nichts bestellt ist';
// tomorrow (24.11.) closes 23.11. 18:00 in Rome = 17:00 UTC: the reminder comes an hour before
const AT = new Date('2026-11-23T16:00:00Z');

function fakeReminders(allowed = true) {
  return {
    allow: jest.fn(async () => allowed),
    schedule: jest.fn(async (_at: Date, _title: string, _body: string) => undefined),
    cancel: jest.fn(async () => undefined),
  } satisfies Reminders;
}

function server(nextDeliveryDate: string | null = null) {
  return fakeServer({
    GuestMe: () => ({ data: { me: GUEST } }),
    GuestProducts: () => ({ data: { guestProducts: PRODUCTS } }),
    GuestOrderOptions: () => ({ data: orderOptionsAnswer() }),
    GuestOrderCounts: () => ({ data: { orderCounts: { next: 0, future: 0, past: 0, all: 0, nextDeliveryDate } } }),
  });
}

async function onProfile(
  fake: ReturnType<typeof server>,
  reminders: Reminders | null,
  stored: Record<string, string> = {},
) {
  const utils = renderApp(fake, { storage: memoryStorage('jwt-stored'), store: memoryStore(stored), reminders });
  fireEvent.press(await screen.findByRole('tab', { name: 'Profil' }));
  return utils;
}

const pad = (n: number) => String(n).padStart(2, '0');

beforeEach(() => {
  jest.setSystemTime(NOW);
});

describe('the reminder before the deadline', () => {
  it('is switched on in the profile: asks to notify and schedules it an hour before tomorrow’s deadline', async () => {
    const reminders = fakeReminders();
    const { store } = await onProfile(server(), reminders);
    fireEvent(screen.getByRole('switch', { name: LABEL }), 'valueChange', true);

    expect(
      await screen.findByText(
        `Nächste Erinnerung: ${pad(AT.getDate())}.11.2026 um ${pad(AT.getHours())}:${pad(AT.getMinutes())}`,
      ),
    ).toBeOnTheScreen();
    expect(reminders.allow).toHaveBeenCalled();
    expect(reminders.schedule).toHaveBeenLastCalledWith(
      AT,
      'Für morgen ist noch nichts bestellt',
      'Bestellen Sie bis 18:00 für frisches Brot morgen.',
    );
    expect(store.items['brotzeit.reminder']).toBe('on');
    expect(screen.getByRole('switch', { name: LABEL })).toHaveProp('value', true);
  });

  it('stays off when the device does not allow notifications', async () => {
    const reminders = fakeReminders(false);
    const { store } = await onProfile(server(), reminders);
    fireEvent(screen.getByRole('switch', { name: LABEL }), 'valueChange', true);
    expect(
      await screen.findByText(
        'Mitteilungen für Brotzeit sind ausgeschaltet. Bitte erlauben Sie sie in den Einstellungen Ihres Geräts.',
      ),
    ).toBeOnTheScreen();
    expect(screen.getByRole('switch', { name: LABEL })).toHaveProp('value', false);
    expect(store.items['brotzeit.reminder']).toBeUndefined();
    expect(reminders.schedule).not.toHaveBeenCalled();
  });

  it('is not needed when tomorrow is already ordered', async () => {
    const reminders = fakeReminders();
    await onProfile(server('2026-11-24'), reminders);
    fireEvent(screen.getByRole('switch', { name: LABEL }), 'valueChange', true);
    expect(
      await screen.findByText(
        'Derzeit ist keine Erinnerung nötig: Für morgen ist schon bestellt oder es kann nicht bestellt werden.',
      ),
    ).toBeOnTheScreen();
    expect(reminders.schedule).not.toHaveBeenCalled();
    expect(reminders.cancel).toHaveBeenCalled();
  });

  it('is kept up to date from the start when switched on, switched off in the profile, and cancelled on sign-out', async () => {
    const reminders = fakeReminders();
    const { store } = await onProfile(server(), reminders, { 'brotzeit.reminder': 'on' });
    await waitFor(() => expect(reminders.schedule).toHaveBeenCalledWith(AT, expect.any(String), expect.any(String)));
    await waitFor(() => expect(screen.getByRole('switch', { name: LABEL })).toHaveProp('value', true));

    fireEvent(screen.getByRole('switch', { name: LABEL }), 'valueChange', false);
    await waitFor(() => expect(screen.getByRole('switch', { name: LABEL })).toHaveProp('value', false));
    expect(store.items['brotzeit.reminder']).toBeUndefined();
    const cancels = reminders.cancel.mock.calls.length;
    expect(cancels).toBeGreaterThan(0);

    fireEvent.press(screen.getByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeOnTheScreen();
    expect(reminders.cancel.mock.calls.length).toBeGreaterThan(cancels);
  });

  it('shows why it could not be set', async () => {
    const fake = server();
    fake.on('GuestOrderCounts', () => refusal('ACCOUNT_BLOCKED'));
    await onProfile(fake, fakeReminders());
    fireEvent(screen.getByRole('switch', { name: LABEL }), 'valueChange', true);
    expect(
      await screen.findByText(
        'Ihr Konto ist gesperrt. Bitte wenden Sie sich an Ihre Bäckerei oder an unseren Support.',
      ),
    ).toBeOnTheScreen();
  });

  it('is not offered where there are no reminders (the web build)', async () => {
    const fake = server();
    await onProfile(fake, null);
    expect(screen.queryByRole('switch', { name: LABEL })).toBeNull();
    expect(fake.names()).not.toContain('GuestOrderCounts');
  });
});

describe('updateReminder', () => {
  it('reminds for the bakery’s tomorrow, not the device’s: at 00:30 in Rome (23:30 UTC) tomorrow is the 25th', async () => {
    const reminders = fakeReminders();
    const services = { reminders, store: memoryStore({ 'brotzeit.reminder': 'on' }) } as unknown as AppServices;
    const asked: unknown[] = [];
    const fetch = (async (operation: AnyOperation, variables?: unknown) => {
      asked.push(variables);
      return operationName(operation) === 'GuestOrderCounts'
        ? { orderCounts: { next: 0, future: 0, past: 0, all: 0, nextDeliveryDate: null } }
        : orderOptionsAnswer();
    }) as ApiFetch;
    const now = new Date('2026-11-23T23:30:00Z');
    const t = ((key: string) => key) as unknown as TFunction;
    // the 25th closes on the 24th at 18:00 in Rome (17:00 UTC): reminded an hour before
    expect(await updateReminder(services, fetch, t, now)).toEqual(new Date('2026-11-24T16:00:00Z'));
    expect(reminders.schedule).toHaveBeenCalledWith(
      new Date('2026-11-24T16:00:00Z'),
      'reminder.title',
      'reminder.body',
    );
    // the days asked cover the bakery's tomorrow in every time zone
    expect(asked).toContainEqual({ from: '2026-11-23', to: '2026-11-25' });
  });
});
