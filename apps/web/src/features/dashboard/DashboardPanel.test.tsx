import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { data, emptyDashboard, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { DashboardPanel } from './DashboardPanel';

function dashboardWith(variables: Record<string, unknown>) {
  const base = emptyDashboard(variables);
  return {
    ...base,
    today: '2026-11-27', // the server's today in the bakery's zone labels the news feed, whatever the device's
    previousFrom: '2026-09-29',
    previousTo: '2026-10-28',
    totals: { ...base.totals, salesCents: 150_000, orders: 30, guestSalesCents: 2_000 },
    previous: { ...base.previous, salesCents: 100_000, orders: 40 },
    topProducts: [{ id: '1', name: 'Semmel', amount: 120 }],
    zones: [{ id: null, name: null, orders: 30, salesCents: 150_000 }],
    news: {
      ...base.news,
      orders: [
        {
          id: '9',
          number: 42,
          totalCents: 1_250,
          deliveryDate: '2026-11-28',
          clientName: 'Hotel Alpenrose',
          createdOn: '2026-11-27',
        },
      ],
      users: [{ id: '5', name: 'Café Central', createdOn: '2026-11-26' }],
    },
  };
}

describe('DashboardPanel', () => {
  it("shows a bakery's totals with their change, top products, zones and the news feed with day labels", async () => {
    const api = installFakeApi({ Dashboard: (v) => data({ dashboard: dashboardWith(v) }) });
    renderUi(<DashboardPanel kind="BAKERY" />);
    const sales = await screen.findByTestId('dashboard-total-salesCents');
    expect(within(sales).getByTestId('value')).toHaveTextContent(/1\.500,00\s€/);
    expect(within(sales).getByTestId('change')).toHaveTextContent('+50 %');
    expect(within(screen.getByTestId('dashboard-total-orders')).getByTestId('change')).toHaveTextContent('-25 %');
    expect(screen.getByText('Veränderung gegenüber 29.09.2026 – 28.10.2026')).toBeInTheDocument();
    expect(within(screen.getByTestId('dashboard-top-products')).getByText('Semmel')).toBeInTheDocument();
    expect(within(screen.getByTestId('dashboard-zones')).getByText('Ohne Zone')).toBeInTheDocument();
    const orders = within(screen.getByTestId('dashboard-news-orders'));
    expect(orders.getByText('Heute')).toBeInTheDocument();
    expect(orders.getByText(/Nr\. 42 · Hotel Alpenrose · 12,50\s€ · Lieferung 28\.11\.2026/)).toBeInTheDocument();
    expect(within(screen.getByTestId('dashboard-news-users')).getByText('Gestern')).toBeInTheDocument();
    // the default view: by day over the last 30 days
    const [call] = api.callsOf('Dashboard');
    expect(call?.variables.step).toBe('DAY');
  });

  it("shows a host its guests' orders and no zones, in Italian", async () => {
    installFakeApi({ Dashboard: (v) => data({ dashboard: dashboardWith(v) }) });
    renderUi(<DashboardPanel kind="HOST" />, 'it');
    const guests = await screen.findByTestId('dashboard-total-guestSalesCents');
    expect(guests).toHaveTextContent('Ordini degli ospiti');
    expect(within(screen.getByTestId('dashboard-news-orders')).getByText('Oggi')).toBeInTheDocument();
    expect(within(screen.getByTestId('dashboard-news-users')).getByText('Ieri')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-zones')).not.toBeInTheDocument();
    expect(screen.getByText('Ospiti')).toBeInTheDocument();
  });

  it('writes counts grouped and changes with the percent sign of the language (it, en)', async () => {
    const big = (v: Record<string, unknown>) => {
      const d = dashboardWith(v);
      return { ...d, totals: { ...d.totals, orders: 1_815 }, previous: { ...d.previous, orders: 2_420 } };
    };
    installFakeApi({ Dashboard: (v) => data({ dashboard: big(v) }) });
    const { unmount } = renderUi(<DashboardPanel kind="BAKERY" />, 'it');
    const orders = await screen.findByTestId('dashboard-total-orders');
    expect(within(orders).getByTestId('value')).toHaveTextContent(/^1\.815$/);
    expect(within(orders).getByTestId('change')).toHaveTextContent(/^-25%$/);
    expect(within(screen.getByTestId('dashboard-total-salesCents')).getByTestId('change')).toHaveTextContent(/^\+50%$/);
    unmount();
    renderUi(<DashboardPanel kind="BAKERY" />, 'en');
    const en = await screen.findByTestId('dashboard-total-orders');
    expect(within(en).getByTestId('value')).toHaveTextContent(/^1,815$/);
    expect(within(en).getByTestId('change')).toHaveTextContent(/^-25%$/);
  });

  it('shows the period as text and opens the range calendar, fetched on first use, to choose another', async () => {
    const api = installFakeApi({ Dashboard: (v) => data({ dashboard: dashboardWith(v) }) });
    renderUi(<DashboardPanel kind="BAKERY" />, 'de', '/dashboard?step=DAY&from=2026-11-02&to=2026-11-15');
    const field = await screen.findByTestId('dashboard-period');
    expect(field).toHaveTextContent('02.11.2026 – 15.11.2026');
    expect(screen.getByLabelText('Zeitraum')).toBe(field);
    const user = userEvent.setup({ delay: null });
    await user.click(field);
    // the calendar of the real picker, opened in place of the stand-in
    await user.click(await screen.findByRole('button', { name: '10 November 2026' }, { timeout: 10_000 }));
    await user.click(screen.getByRole('button', { name: '20 November 2026' }));
    await waitFor(() =>
      expect(api.callsOf('Dashboard').at(-1)?.variables).toMatchObject({ from: '2026-11-10', to: '2026-11-20' }),
    );
    expect(screen.getByLabelText('Zeitraum')).toHaveTextContent('10.11.2026 – 20.11.2026');
  });

  it('changes the step with its radio buttons: by week, from the Monday 11 weeks back to today', async () => {
    const api = installFakeApi({ Dashboard: (v) => data({ dashboard: dashboardWith(v) }) });
    renderUi(<DashboardPanel kind="BAKERY" />);
    const steps = await screen.findByRole('radiogroup', { name: 'Schritt' });
    expect(within(steps).getByRole('radio', { name: 'Tag' })).toBeChecked();
    await userEvent.setup({ delay: null }).click(within(steps).getByRole('radio', { name: 'Woche' }));
    await waitFor(() => expect(api.callsOf('Dashboard').at(-1)?.variables.step).toBe('WEEK'));
    expect(within(steps).getByRole('radio', { name: 'Woche' })).toBeChecked();
    expect(within(steps).getByRole('radio', { name: 'Tag' })).not.toBeChecked();
    const { from, to } = api.callsOf('Dashboard').at(-1)?.variables as { from: string; to: string };
    // the weeks start on a Monday (core defaultDashboardPeriod) and run to today
    expect(new Date(`${from}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(Date.parse(to) - Date.parse(from)).toBeGreaterThanOrEqual(77 * 86_400_000);
  });

  describe("between midnight in Rome and midnight on the device's clock", () => {
    const deviceZone = process.env.TZ;
    afterEach(() => {
      vi.useRealTimers();
      process.env.TZ = deviceZone;
    });

    it("ends the default period on the bakery's today, not the device's", async () => {
      // 00:30 on 2 December in Rome (the bakery's zone), still 1 December on a device set to UTC
      process.env.TZ = 'UTC';
      vi.useFakeTimers({ now: new Date('2026-12-01T23:30:00Z'), toFake: ['Date'] });
      const api = installFakeApi({ Dashboard: (v) => data({ dashboard: dashboardWith(v) }) });
      renderUi(<DashboardPanel kind="BAKERY" />);
      await screen.findByTestId('dashboard-total-salesCents');
      expect(api.callsOf('Dashboard')[0]?.variables).toMatchObject({
        step: 'DAY',
        from: '2026-11-03',
        to: '2026-12-02',
      });
      // a new step starts its period from the same today
      const steps = screen.getByRole('radiogroup', { name: 'Schritt' });
      await userEvent.setup({ delay: null }).click(within(steps).getByRole('radio', { name: 'Monat' }));
      await waitFor(() =>
        expect(api.callsOf('Dashboard').at(-1)?.variables).toMatchObject({ from: '2026-01-01', to: '2026-12-02' }),
      );
    });
  });
});
