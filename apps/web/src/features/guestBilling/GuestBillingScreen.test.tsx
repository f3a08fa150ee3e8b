import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { GuestBillingScreen } from './GuestBillingScreen';
import { makeBilling, ROOM_12, ROOM_14 } from './guest-billing-fixtures';

const user = () => userEvent.setup({ delay: null });
/** A Wednesday: this week is Monday 23 to Sunday 29 November 2026. */
const TODAY = '2026-11-25';

interface DocumentCall {
  url: string;
  body: Record<string, unknown>;
  authorization: string | null;
}

/** The fake GraphQL API (guestBilling answers the asked period) plus the PDF routes; saved file names are recorded. */
function installApi(handlers: Parameters<typeof installFakeApi>[0] = {}, refuse: Record<string, string> = {}) {
  const api = installFakeApi({
    GuestBilling: ({ from, to }) => data({ guestBilling: makeBilling(String(from), String(to)) }),
    ...handlers,
  });
  const graphql = globalThis.fetch;
  const documents: DocumentCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (!url.startsWith('/api/guest-billing/')) return graphql(url, init);
    documents.push({
      url,
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
      authorization: new Headers(init.headers).get('authorization'),
    });
    const code = refuse[url];
    if (code) return Response.json({ errors: [{ message: code, extensions: { code } }] }, { status: 404 });
    return new Response('%PDF-1.3', {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename*=UTF-8''${url.endsWith('summary.pdf') ? 'Gaesteabrechnung.pdf' : 'Quittung-Zimmer%2012.pdf'}`,
      },
    });
  });
  const saved: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:document', revokeObjectURL: () => undefined }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  localStorage.setItem('token', 'jwt-host');
  return { ...api, documents, saved };
}

const periods = (api: ReturnType<typeof installApi>) =>
  api.callsOf('GuestBilling').map((c) => [c.variables.from, c.variables.to]);

describe('guest billing', () => {
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('opens on this week (Monday to Sunday) and lists the guests with stay, orders, total, VAT and paid state, with the sums', async () => {
    const api = installApi();
    renderUi(<GuestBillingScreen today={TODAY} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gäste abrechnen' })).toBeInTheDocument();
    const room12 = await screen.findByRole('row', { name: 'Zimmer 12' });
    expect(periods(api)).toEqual([['2026-11-23', '2026-11-29']]);
    expect(screen.getByRole('button', { name: 'Diese Woche' })).toHaveAttribute('aria-pressed', 'true');
    expect(room12).toHaveTextContent('22.11. – 26.11.2026');
    expect(room12).toHaveTextContent('6,00 €');
    expect(room12).toHaveTextContent('inkl. 0,87 € MwSt.');
    expect(within(room12).getByText('Offen')).toBeInTheDocument();
    const room14 = screen.getByRole('row', { name: 'Zimmer 14' });
    expect(room14).toHaveTextContent('ab 20.11.2026');
    expect(within(room14).getByText('Bezahlt')).toBeInTheDocument();
    const totals = screen.getByRole('row', { name: 'Summe' });
    expect(totals).toHaveTextContent('2 Gäste');
    expect(totals).toHaveTextContent('18,34 €');
    expect(totals).toHaveTextContent('inkl. 1,99 € MwSt.');
  });

  it('switches to last week and this month with the quick buttons', async () => {
    const u = user();
    const api = installApi();
    renderUi(<GuestBillingScreen today={TODAY} />);
    await screen.findByRole('row', { name: 'Zimmer 12' });
    await u.click(screen.getByRole('button', { name: 'Letzte Woche' }));
    await waitFor(() => expect(periods(api)).toContainEqual(['2026-11-16', '2026-11-22']));
    expect(screen.getByRole('button', { name: 'Letzte Woche' })).toHaveAttribute('aria-pressed', 'true');
    await u.click(screen.getByRole('button', { name: 'Dieser Monat' }));
    await waitFor(() => expect(periods(api)).toContainEqual(['2026-11-01', '2026-11-30']));
    expect(screen.getByLabelText('Zeitraum')).toHaveTextContent('01.11.2026 – 30.11.2026');
  });

  it('marks a guest paid for the period and unpaid again, from the server answer', async () => {
    const u = user();
    const api = installApi({
      SetGuestBillingPaid: ({ paid }) =>
        data({ setGuestBillingPaid: { ...ROOM_12, paid, paidOrderCount: paid ? 2 : 0 } }),
    });
    renderUi(<GuestBillingScreen today={TODAY} />);
    const room12 = await screen.findByRole('row', { name: 'Zimmer 12' });
    await u.click(within(room12).getByRole('button', { name: 'Zimmer 12 als bezahlt markieren' }));
    await waitFor(() => expect(within(room12).getByText('Bezahlt')).toBeInTheDocument());
    expect(api.callsOf('SetGuestBillingPaid')[0]!.variables).toEqual({
      guestId: '41',
      from: '2026-11-23',
      to: '2026-11-29',
      paid: true,
    });
    await u.click(within(room12).getByRole('button', { name: 'Zimmer 12 als offen markieren' }));
    await waitFor(() => expect(within(room12).getByText('Offen')).toBeInTheDocument());
    expect(api.callsOf('SetGuestBillingPaid')[1]!.variables).toMatchObject({ guestId: '41', paid: false });
  });

  it('shows a refusal and keeps the row as it was', async () => {
    const u = user();
    installApi({ SetGuestBillingPaid: () => gqlError('NOT_FOUND') });
    renderUi(<GuestBillingScreen today={TODAY} />);
    const room12 = await screen.findByRole('row', { name: 'Zimmer 12' });
    await u.click(within(room12).getByRole('button', { name: 'Zimmer 12 als bezahlt markieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nicht gefunden.');
    expect(within(room12).getByText('Offen')).toBeInTheDocument();
  });

  it("downloads a guest's receipt and the summary of the period with the session token", async () => {
    const u = user();
    const api = installApi();
    renderUi(<GuestBillingScreen today={TODAY} />);
    const room12 = await screen.findByRole('row', { name: 'Zimmer 12' });
    await u.click(within(room12).getByRole('button', { name: 'Quittung für Zimmer 12 (PDF)' }));
    await waitFor(() => expect(api.saved).toEqual(['Quittung-Zimmer 12.pdf']));
    expect(api.documents[0]).toEqual({
      url: '/api/guest-billing/receipt.pdf',
      body: { guestId: '41', from: '2026-11-23', to: '2026-11-29' },
      authorization: 'Bearer jwt-host',
    });
    await u.click(screen.getByRole('button', { name: 'Übersicht (PDF)' }));
    await waitFor(() => expect(api.saved).toHaveLength(2));
    expect(api.documents[1]!.body).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('says why a download failed', async () => {
    const u = user();
    installApi({}, { '/api/guest-billing/receipt.pdf': 'NOT_FOUND' });
    renderUi(<GuestBillingScreen today={TODAY} />, 'en');
    const room14 = await screen.findByRole('row', { name: 'Zimmer 14' });
    await u.click(within(room14).getByRole('button', { name: 'Receipt for Zimmer 14 (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
    expect(within(room14).getByRole('button', { name: 'Receipt for Zimmer 14 (PDF)' })).toBeEnabled();
  });

  it('says when no guest ordered in the period and offers no summary', async () => {
    installApi({ GuestBilling: ({ from, to }) => data({ guestBilling: makeBilling(String(from), String(to), []) }) });
    renderUi(<GuestBillingScreen today={TODAY} />);
    expect(await screen.findByText('Keine Gastbestellungen in diesem Zeitraum.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Übersicht (PDF)' })).not.toBeInTheDocument();
  });

  it('speaks Italian and English', async () => {
    installApi();
    const { unmount } = renderUi(<GuestBillingScreen today={TODAY} />, 'it');
    const room12 = await screen.findByRole('row', { name: 'Zimmer 12' });
    expect(within(room12).getByRole('button', { name: 'Segna Zimmer 12 come pagato' })).toBeInTheDocument();
    expect(within(room12).getByText('Da pagare')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Questa settimana' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Totale' })).toHaveTextContent('di cui IVA 1,99 €');
    unmount();
    renderUi(<GuestBillingScreen today={TODAY} />, 'en');
    const room14 = await screen.findByRole('row', { name: 'Zimmer 14' });
    expect(within(room14).getByRole('button', { name: 'Mark Zimmer 14 as unpaid' })).toBeInTheDocument();
    expect(room14).toHaveTextContent('€12.34');
    expect(screen.getByRole('button', { name: 'Summary (PDF)' })).toBeInTheDocument();
  });

  it('shows cards on a phone, with the same actions', async () => {
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    const u = user();
    const api = installApi({
      SetGuestBillingPaid: ({ paid }) =>
        data({ setGuestBillingPaid: { ...ROOM_14, paid, paidOrderCount: paid ? 1 : 0 } }),
    });
    renderUi(<GuestBillingScreen today={TODAY} />);
    const card = await screen.findByRole('listitem', { name: 'Zimmer 14' });
    expect(card).toHaveTextContent('12,34 €');
    expect(card).toHaveTextContent('1 Bestellung');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await u.click(within(card).getByRole('button', { name: 'Zimmer 14 als offen markieren' }));
    await waitFor(() => expect(within(card).getByText('Offen')).toBeInTheDocument());
    expect(api.callsOf('SetGuestBillingPaid')[0]!.variables).toMatchObject({ guestId: '42', paid: false });
    expect(screen.getByLabelText('Summe')).toHaveTextContent('18,34 €');
  });
});

const originalMatchMedia = window.matchMedia;
