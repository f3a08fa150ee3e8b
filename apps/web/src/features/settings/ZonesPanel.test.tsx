import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeliveryZoneCounts } from '../../api/operations';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { ZonesPanel } from './ZonesPanel';

const ZONES: DeliveryZoneCounts[] = [
  { id: '1', name: 'Altstadt', userCount: 3, orderCount: 12 },
  { id: '2', name: 'Berg', userCount: 0, orderCount: 1 },
  { id: null, name: null, userCount: 2, orderCount: 5 },
];

function zonesApi(handlers: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    DeliveryZones: () => data({ deliveryZones: ZONES }),
    CreateDeliveryZone: (variables) => data({ createDeliveryZone: { id: '3', name: variables.name } }),
    RenameDeliveryZone: (variables) => data({ renameDeliveryZone: { id: variables.id, name: variables.name } }),
    DeleteDeliveryZone: () => data({ deleteDeliveryZone: true }),
    ...handlers,
  });
}
const user = () => userEvent.setup({ delay: null });

describe('settings: delivery zones', () => {
  it('lists zones with client and order counts and the no-zone bucket', async () => {
    zonesApi();
    renderUi(<ZonesPanel />);
    expect(
      within(await screen.findByRole('listitem', { name: 'Altstadt' })).getByText('3 Kunden · 12 Bestellungen'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Berg' })).getByText('0 Kunden · 1 Bestellung'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Ohne Zone' })).getByText('2 Kunden · 5 Bestellungen'),
    ).toBeInTheDocument();
  });

  it('refuses an empty name without a call, then creates a zone', async () => {
    const u = user();
    const api = zonesApi();
    renderUi(<ZonesPanel />);
    await screen.findByRole('listitem', { name: 'Altstadt' });
    await u.click(screen.getByRole('button', { name: 'Lieferzone anlegen' }));
    expect(await screen.findByText('Bitte geben Sie einen Namen mit höchstens 80 Zeichen ein.')).toBeInTheDocument();
    expect(api.callsOf('CreateDeliveryZone')).toHaveLength(0);
    await u.type(screen.getByRole('textbox', { name: 'Name der neuen Lieferzone' }), ' Meran ');
    await u.click(screen.getByRole('button', { name: 'Lieferzone anlegen' }));
    await waitFor(() => expect(api.callsOf('CreateDeliveryZone')[0]?.variables).toEqual({ name: 'Meran' }));
    await waitFor(() => expect(api.callsOf('DeliveryZones')).toHaveLength(2));
  });

  it('shows "zone contains clients" for a zone with clients and sends nothing', async () => {
    const u = user();
    const api = zonesApi();
    renderUi(<ZonesPanel />);
    await u.click(
      within(await screen.findByRole('listitem', { name: 'Altstadt' })).getByRole('button', {
        name: 'Altstadt löschen',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Lieferzone löschen?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Die Lieferzone enthält noch Kunden (3).');
    expect(within(dialog).queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
    expect(api.callsOf('DeleteDeliveryZone')).toHaveLength(0);
  });

  it("shows the server's refusal when the counts were stale, and deletes an empty zone", async () => {
    const u = user();
    const api = zonesApi({ DeleteDeliveryZone: () => gqlError('ZONE_HAS_CLIENTS', { clients: 1 }) });
    renderUi(<ZonesPanel />);
    await u.click(
      within(await screen.findByRole('listitem', { name: 'Berg' })).getByRole('button', { name: 'Berg löschen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Lieferzone löschen?' });
    expect(
      within(dialog).getByText(/Die 1 Bestellung dieser Zone erscheint danach unter „Ohne Zone“/),
    ).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Die Lieferzone enthält noch Kunden (1). Ordnen Sie sie zuerst einer anderen Zone zu.',
    );
    expect(api.callsOf('DeleteDeliveryZone')[0]?.variables).toEqual({ id: '2' });
  });

  it('renames a zone', async () => {
    const u = user();
    const api = zonesApi();
    renderUi(<ZonesPanel />, 'en');
    await u.click(
      within(await screen.findByRole('listitem', { name: 'Berg' })).getByRole('button', { name: 'Rename Berg' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rename delivery zone' });
    const input = within(dialog).getByRole('textbox', { name: 'Name' });
    await u.clear(input);
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a name of at most 80 characters.')).toBeInTheDocument();
    await u.type(input, 'Berg Süd');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsOf('RenameDeliveryZone')[0]?.variables).toEqual({ id: '2', name: 'Berg Süd' }));
  });

  it('refuses a blank name with the Italian message and sends nothing', async () => {
    const u = user();
    const api = zonesApi();
    renderUi(<ZonesPanel />, 'it');
    await screen.findByRole('listitem', { name: 'Altstadt' });
    await u.type(screen.getByRole('textbox', { name: 'Nome della nuova zona di consegna' }), '   ');
    await u.click(screen.getByRole('button', { name: 'Aggiungi zona' }));
    expect(await screen.findByText('Inserisca un nome di al massimo 80 caratteri.')).toBeInTheDocument();
    expect(api.callsOf('CreateDeliveryZone')).toHaveLength(0);
  });
});
