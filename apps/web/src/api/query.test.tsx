import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { data, installFakeApi } from '../test/fake-api';
import { renderUi } from '../test/render-ui';
import { ApiError } from './client';
import { CreateDeliveryZoneMutation, DeliveryZonesQuery } from './operations';
import { useApiMutation, useApiQuery } from './query';
import { shouldRetry } from './query-client';

function ZoneNames({ label }: { label: string }) {
  const query = useApiQuery(DeliveryZonesQuery, {});
  return <output aria-label={label}>{query.data?.deliveryZones.map((zone) => zone.name).join(', ')}</output>;
}

function AddZone() {
  const create = useApiMutation(CreateDeliveryZoneMutation, { invalidates: [DeliveryZonesQuery] });
  return <button onClick={() => void create.mutateAsync({ name: 'Meran' })}>add</button>;
}

const zone = (id: string, name: string) => ({ id, name, userCount: 0, orderCount: 0 });

describe('api query cache', () => {
  it('asks the server once when two components want the same query', async () => {
    const api = installFakeApi({ DeliveryZones: () => data({ deliveryZones: [zone('1', 'Bozen')] }) });
    renderUi(
      <>
        <ZoneNames label="first" />
        <ZoneNames label="second" />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('status', { name: 'second' })).toHaveTextContent('Bozen'));
    expect(screen.getByRole('status', { name: 'first' })).toHaveTextContent('Bozen');
    expect(api.callsOf('DeliveryZones')).toHaveLength(1);
  });

  it('refetches the queries a mutation invalidates, without a reload', async () => {
    const zones = [zone('1', 'Bozen')];
    const api = installFakeApi({
      DeliveryZones: () => data({ deliveryZones: [...zones] }),
      CreateDeliveryZone: (variables) => {
        zones.push(zone('2', String(variables.name)));
        return data({ createDeliveryZone: zones[1] });
      },
    });
    renderUi(
      <>
        <ZoneNames label="zones" />
        <AddZone />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('status', { name: 'zones' })).toHaveTextContent('Bozen'));
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'zones' })).toHaveTextContent('Bozen, Meran'));
    expect(api.callsOf('DeliveryZones')).toHaveLength(2);
  });

  it('retries once after a network failure, never after an error code', () => {
    expect(shouldRetry(0, new ApiError('INTERNAL', {}, 'offline', true))).toBe(true);
    expect(shouldRetry(1, new ApiError('INTERNAL', {}, 'offline', true))).toBe(false);
    for (const code of ['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_INPUT', 'INTERNAL'])
      expect(shouldRetry(0, new ApiError(code))).toBe(false);
  });
});
