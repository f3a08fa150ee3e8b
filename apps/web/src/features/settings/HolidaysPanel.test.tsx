import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Holiday } from '../../api/operations';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { HolidaysPanel } from './HolidaysPanel';

const ALL: Holiday[] = [
  { id: '7', name: 'Weihnachten', from: '2026-12-24', to: '2027-01-06' },
  { id: '6', name: 'Allerheiligen', from: '2026-11-01', to: '2026-11-01' },
  { id: '5', name: 'Ferragosto', from: '2026-08-15', to: '2026-08-16' },
  { id: '4', name: 'Tag der Arbeit', from: '2026-05-01', to: '2026-05-01' },
  { id: '3', name: 'Ostern', from: '2026-04-05', to: '2026-04-06' },
  { id: '2', name: 'Dreikönig', from: '2026-01-06', to: '2026-01-06' },
];

function holidaysApi(handlers: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    Holidays: (variables) => {
      const page = Number(variables.page ?? 0);
      return data({ holidays: { items: ALL.slice(page * 5, page * 5 + 5), total: ALL.length, page, pageSize: 5 } });
    },
    UpdateHoliday: (variables) =>
      data({ updateHoliday: { id: variables.id, name: variables.name, from: variables.from, to: variables.to } }),
    CreateHoliday: (variables) =>
      data({ createHoliday: { id: '8', name: variables.name, from: variables.from, to: variables.to } }),
    DeleteHoliday: () => data({ deleteHoliday: true }),
    ...handlers,
  });
}
const user = () => userEvent.setup({ delay: null });

describe('settings: holidays', () => {
  it('lists 5 per page, newest first, in German date format, and pages on', async () => {
    const u = user();
    const api = holidaysApi();
    renderUi(<HolidaysPanel />);
    const christmas = await screen.findByRole('listitem', { name: 'Weihnachten' });
    expect(within(christmas).getByText('24.12.2026 – 06.01.2027 · 14 Tage')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Allerheiligen' })).getByText('01.11.2026 · 1 Tag'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    await u.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(await screen.findByRole('listitem', { name: 'Dreikönig' })).toBeInTheDocument();
    expect(api.callsOf('Holidays').map((c) => c.variables.page)).toEqual([0, 1]);
  });

  it('refuses a missing name and date range with "Invalid date selected" and sends nothing', async () => {
    const u = user();
    const api = holidaysApi();
    renderUi(<HolidaysPanel />);
    await screen.findByRole('listitem', { name: 'Weihnachten' });
    await u.click(screen.getByRole('button', { name: 'Betriebsferien anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Betriebsferien' });
    await u.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Ungültiges Datum ausgewählt')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Bitte geben Sie eine Bezeichnung mit höchstens 80 Zeichen ein.'),
    ).toBeInTheDocument();
    expect(api.callsOf('CreateHoliday')).toHaveLength(0);
  });

  it('refuses a blank name with the Italian message and sends nothing', async () => {
    const u = user();
    const api = holidaysApi();
    renderUi(<HolidaysPanel />, 'it');
    await u.click(
      within(await screen.findByRole('listitem', { name: 'Ferragosto' })).getByRole('button', {
        name: 'Modifica Ferragosto',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifica ferie' });
    await u.clear(within(dialog).getByRole('textbox', { name: /^Descrizione/ }));
    await u.type(within(dialog).getByRole('textbox', { name: /^Descrizione/ }), '  ');
    await u.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(
      await within(dialog).findByText('Inserisca una descrizione di al massimo 80 caratteri.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Data selezionata non valida')).not.toBeInTheDocument();
    expect(api.callsOf('UpdateHoliday')).toHaveLength(0);
  });

  it("edits a holiday and shows the server's INVALID_DATE refusal", async () => {
    const u = user();
    const api = holidaysApi({ UpdateHoliday: () => gqlError('INVALID_DATE') });
    renderUi(<HolidaysPanel />);
    await u.click(
      within(await screen.findByRole('listitem', { name: 'Ferragosto' })).getByRole('button', {
        name: 'Ferragosto bearbeiten',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Betriebsferien bearbeiten' });
    const name = within(dialog).getByRole('textbox', { name: /^Bezeichnung/ });
    await u.clear(name);
    await u.type(name, 'Mariä Himmelfahrt');
    await u.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(api.callsOf('UpdateHoliday')[0]?.variables).toEqual({
        id: '5',
        name: 'Mariä Himmelfahrt',
        from: '2026-08-15',
        to: '2026-08-16',
      }),
    );
    expect(await within(dialog).findByText('Ungültiges Datum ausgewählt')).toBeInTheDocument();
  });

  it('picks a new range in the calendar and sends it as YYYY-MM-DD', async () => {
    const u = user();
    const api = holidaysApi();
    renderUi(<HolidaysPanel />);
    await u.click(
      within(await screen.findByRole('listitem', { name: 'Ferragosto' })).getByRole('button', {
        name: 'Ferragosto bearbeiten',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Betriebsferien bearbeiten' });
    await u.click(within(dialog).getByRole('button', { name: /^Zeitraum/ }));
    await u.click(await screen.findByRole('button', { name: /^20 August 2026$|^20$/ }));
    await u.click(screen.getByRole('button', { name: /^22 August 2026$|^22$/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(api.callsOf('UpdateHoliday')[0]?.variables).toEqual({
        id: '5',
        name: 'Ferragosto',
        from: '2026-08-20',
        to: '2026-08-22',
      }),
    );
  });

  it('deletes after confirmation', async () => {
    const u = user();
    const api = holidaysApi();
    renderUi(<HolidaysPanel />);
    await u.click(
      within(await screen.findByRole('listitem', { name: 'Ostern' })).getByRole('button', { name: 'Ostern löschen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Betriebsferien löschen?' });
    expect(api.callsOf('DeleteHoliday')).toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(api.callsOf('DeleteHoliday')[0]?.variables).toEqual({ id: '3' }));
    await waitFor(() => expect(api.callsOf('Holidays')).toHaveLength(2)); // the page is read again
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Betriebsferien löschen?' })).not.toBeInTheDocument(),
    );
  });

  it('shows a created holiday in the list at once, read again from the server', async () => {
    const u = user();
    const stored = [...ALL];
    const api = holidaysApi({
      Holidays: () => data({ holidays: { items: stored.slice(0, 5), total: stored.length, page: 0, pageSize: 5 } }),
      CreateHoliday: (variables) => {
        const holiday = {
          id: '8',
          name: String(variables.name),
          from: String(variables.from),
          to: String(variables.to),
        };
        stored.unshift(holiday);
        return data({ createHoliday: holiday });
      },
    });
    renderUi(<HolidaysPanel />);
    await screen.findByRole('listitem', { name: 'Weihnachten' });
    await u.click(screen.getByRole('button', { name: 'Betriebsferien anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Betriebsferien' });
    await u.type(within(dialog).getByRole('textbox', { name: /^Bezeichnung/ }), 'Silvester');
    await u.click(within(dialog).getByRole('button', { name: /^Zeitraum/ }));
    await u.click(await screen.findByRole('button', { name: /^20 .* 2026$|^20$/ }));
    await u.click(screen.getByRole('button', { name: /^22 .* 2026$|^22$/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('listitem', { name: 'Silvester' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Ostern' })).not.toBeInTheDocument();
    expect(screen.getByText('7 Einträge')).toBeInTheDocument();
    expect(api.callsOf('Holidays')).toHaveLength(2);
  });
});
