import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { App } from '../../App';
import { createQueryClient } from '../../api/query-client';
import { createI18n } from '../../i18n';
import { CONSENT_COOKIE } from '../consent';
import { data, installFakeApi, makeUser } from '../../test/fake-api';
import { openMenu, signInStored } from '../../test/render-app';

describe('query cache and the session', () => {
  it('forgets every cached answer of the user who signs out, so the next user never sees them', async () => {
    const user = userEvent.setup({ delay: null });
    document.cookie = `${CONSENT_COOKIE}=accepted; path=/`;
    signInStored();
    installFakeApi({ Me: () => data({ me: makeUser() }) });
    const queryClient = createQueryClient({ retry: false });
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <App i18n={createI18n('de')} env="test" queryClient={queryClient} />
      </MemoryRouter>,
    );
    // the first test of a file waits for the lazily loaded dashboard
    await screen.findByRole('heading', { name: /Schön, dass Sie da sind/ }, { timeout: 20_000 });
    queryClient.setQueryData(['DeliveryZones', {}], { deliveryZones: [{ id: '1', name: 'Bozen' }] });

    openMenu();
    await user.click(screen.getAllByText('Abmelden')[0]!);
    expect(await screen.findByText('Sie wurden abgemeldet.')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(['DeliveryZones', {}])).toBeUndefined());
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  }, 40_000);
});
