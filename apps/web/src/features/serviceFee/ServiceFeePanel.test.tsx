import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { recentMonths, ServiceFeePanel } from './ServiceFeePanel';

const statement = (month: string) => ({
  month,
  number: `SF-${month}-1`,
  date: '2026-11-01',
  dueDate: '2026-12-01',
  feeCents: 300,
  vatRate: '22',
  accountCount: 2,
  netCents: 600,
  taxCents: 132,
  totalCents: 732,
  accounts: [
    { id: '5', name: 'Hotel Alpenrose', kind: 'HOST', orderCount: 14 },
    { id: '9', name: 'zimmer101', kind: 'GUEST', orderCount: 3 },
  ],
});
const TODAY = new Date('2026-11-24T10:00:00Z');

describe('ServiceFeePanel', () => {
  it('lists the months newest first', () => {
    expect(recentMonths(TODAY, 3)).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(recentMonths(new Date('2026-01-15T10:00:00Z'), 2)).toEqual(['2026-01', '2025-12']);
  });

  it("shows last month's fee with VAT, the accounts counted and asks again for another month", async () => {
    const api = installFakeApi({
      ServiceFeeStatement: ({ month }) => data({ serviceFeeStatement: statement(String(month)) }),
    });
    renderUi(<ServiceFeePanel today={TODAY} />);
    const totals = await screen.findByRole('table', { name: 'Summen' });
    expect(within(totals).getByText('7,32 €')).toBeInTheDocument();
    expect(screen.getByText(/2 aktive Kundenkonten × 3,00 €/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Gezählte Kundenkonten' })).getByText('Hotel Alpenrose'),
    ).toBeInTheDocument();
    expect(api.callsOf('ServiceFeeStatement').map((c) => c.variables.month)).toEqual(['2026-10']);
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('combobox', { name: 'Monat' }));
    await u.click(await screen.findByRole('option', { name: 'November 2026' }));
    await screen.findByText(/SF-2026-11-1/);
    expect(api.callsOf('ServiceFeeStatement').map((c) => c.variables.month)).toEqual(['2026-10', '2026-11']);
  });

  it('says what went wrong', async () => {
    installFakeApi({ ServiceFeeStatement: () => gqlError('FORBIDDEN') });
    renderUi(<ServiceFeePanel today={TODAY} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
