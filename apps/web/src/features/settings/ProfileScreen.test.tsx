import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MyAccount } from '../../api/operations';
import { data, installFakeApi, makeUser } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { ProfileScreen } from './ProfileScreen';

const ACCOUNT: MyAccount = { ...makeUser({ kind: 'PRIVATE', label: 'anna' }), acceptsGuestOrders: false, detail: null };

describe('/profile of a private customer', () => {
  it('switches accepting guest orders', async () => {
    const api = installFakeApi({
      MyAccount: () => data({ me: ACCOUNT }),
      UpdateMyProfile: (variables) =>
        data({ updateMyProfile: { ...ACCOUNT, acceptsGuestOrders: variables.acceptsGuestOrders } }),
    });
    renderUi(<ProfileScreen />);
    const toggle = await screen.findByRole('switch', { name: /Bestellungen von Gästen annehmen/ });
    expect(toggle).not.toBeChecked();
    await userEvent.setup({ delay: null }).click(toggle);
    await waitFor(() => expect(api.callsOf('UpdateMyProfile')[0]?.variables).toEqual({ acceptsGuestOrders: true }));
    await waitFor(() => expect(screen.getByRole('switch', { name: /Bestellungen von Gästen annehmen/ })).toBeChecked());
  });
});
