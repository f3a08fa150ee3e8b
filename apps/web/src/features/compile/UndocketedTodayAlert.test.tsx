import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { data, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { UndocketedTodayAlert } from './UndocketedTodayAlert';

const today =
  (recipients: number, deadlines: string[] = []) =>
  () =>
    data({ undocketedToday: { deliveryDate: '2026-12-02', recipients, orders: recipients * 2, deadlines } });

describe("the dashboard's warning of today's deliveries without a docket", () => {
  it('names the clients delivered today without one and leads to the dockets of the earliest deadline', async () => {
    installFakeApi({ UndocketedToday: today(3, ['2026-11-30T16:00:00.000Z', '2026-12-01T17:00:00.000Z']) });
    renderUi(<UndocketedTodayAlert />);
    const alert = await screen.findByTestId('undocketed-today');
    expect(alert).toHaveTextContent('Heute ohne Lieferschein');
    expect(alert).toHaveTextContent('3 Kunden werden heute (02.12.2026) ohne Lieferschein beliefert.');
    expect(within(alert).getByRole('link', { name: 'Lieferscheine erstellen' })).toHaveAttribute(
      'href',
      `/orders/compile?deadline=${encodeURIComponent('2026-11-30T16:00:00.000Z')}&tab=dockets`,
    );
  });

  it('speaks of one client in the singular, in Italian and English', async () => {
    installFakeApi({ UndocketedToday: today(1, ['2026-12-01T17:00:00.000Z']) });
    const { unmount } = renderUi(<UndocketedTodayAlert />, 'it');
    expect(await screen.findByTestId('undocketed-today')).toHaveTextContent(
      '1 cliente riceve oggi (02.12.2026) la consegna senza documento di trasporto.',
    );
    unmount();
    renderUi(<UndocketedTodayAlert />, 'en');
    expect(await screen.findByTestId('undocketed-today')).toHaveTextContent(
      '1 client is delivered today (02.12.2026) without a delivery docket.',
    );
  });

  it('shows nothing when every delivery of today has its docket', async () => {
    const api = installFakeApi({ UndocketedToday: today(0) });
    renderUi(<UndocketedTodayAlert />);
    await expect.poll(() => api.callsOf('UndocketedToday').length).toBe(1);
    expect(screen.queryByTestId('undocketed-today')).not.toBeInTheDocument();
  });
});
