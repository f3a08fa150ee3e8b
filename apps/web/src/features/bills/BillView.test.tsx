import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AccountKind, BillDetail } from '../../api/operations';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { makeBill } from './bill-fixtures';
import { BillView } from './BillView';

const user = () => userEvent.setup({ delay: null });

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

interface DocumentCall {
  url: string;
  body: unknown;
  authorization: string | null;
}

/** The fake GraphQL API plus the bill document routes; `bills` answers Bill in turn (the last one stays). */
function billApi(bills: BillDetail[], handlers: Parameters<typeof installFakeApi>[0] = {}) {
  const queue = [...bills];
  const api = installFakeApi({ Bill: () => data({ bill: queue.length > 1 ? queue.shift() : queue[0] }), ...handlers });
  const graphql = globalThis.fetch;
  const documents: DocumentCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (!url.startsWith('/api/bills/')) return graphql(url, init);
    documents.push({
      url,
      body: JSON.parse(String(init.body)),
      authorization: new Headers(init.headers).get('authorization'),
    });
    const xml = url.endsWith('/xml');
    return new Response(xml ? '<p:FatturaElettronica/>' : '%PDF-1.7', {
      status: 200,
      headers: {
        'content-type': xml ? 'application/xml' : 'application/pdf',
        'content-disposition': `attachment; filename="${xml ? 'IT02345670215_00007.xml' : 'Rechnung-2026-7.pdf'}"`,
      },
    });
  });
  const revoked: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:bill', revokeObjectURL: (url: string) => revoked.push(url) }),
  );
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  localStorage.setItem('token', 'jwt-bakery');
  return { ...api, documents, revoked, saved };
}

const renderBill = (kind: AccountKind = 'BAKERY', language: 'de' | 'it' | 'en' = 'de') =>
  renderUi(
    <>
      <Notifications />
      <BillView id="41" viewerKind={kind} />
      <Location />
    </>,
    language,
  );

describe('/bill/:id', () => {
  it('shows the bill: dates, client, lines grouped by order as on the PDF, totals per VAT rate and the PDF preview', async () => {
    const api = billApi([makeBill()]);
    const { unmount } = renderBill();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rechnung 2026/7' })).toBeInTheDocument();
    expect(api.callsOf('Bill')[0]?.variables).toEqual({ id: '41' });
    expect(screen.getByText('01.05.2026')).toBeInTheDocument();
    // the service period is when its orders were delivered (12th and 14th), not the month it was made for
    expect(screen.getByText('12.03.2026 – 14.03.2026')).toBeInTheDocument();
    expect(screen.queryByText('01.03.2026 – 31.03.2026')).not.toBeInTheDocument();
    expect(screen.getByText('Sammelrechnung (fattura differita, TD24)')).toBeInTheDocument();

    const first = screen.getByRole('region', { name: 'Bestellung #1042 vom 12.03.2026 · Lieferschein DDT-12' });
    const bread = within(first).getByRole('row', { name: /Bauernbrot/ });
    expect(bread).toHaveTextContent('1,250 kg');
    expect(bread).toHaveTextContent('4,50 €/kg');
    expect(bread).toHaveTextContent('5 %');
    expect(bread).toHaveTextContent('5,35 €');
    expect(within(first).getByRole('row', { name: /Semmel/ })).toHaveTextContent('20 Stk.');
    expect(within(first).getByText('Lieferkosten')).toBeInTheDocument();
    const second = screen.getByRole('region', { name: 'Bestellung #1051 vom 14.03.2026 · Gast Anna' });
    expect(within(second).getByText('nicht gewogen, geschätztes Gewicht')).toBeInTheDocument();

    expect(screen.getByLabelText('Rabatt')).toHaveTextContent('-5,00 €');
    expect(screen.getByLabelText('MwSt. 4 %')).toHaveTextContent('0,52 €');
    expect(screen.getByLabelText('Bemessungsgrundlage 10 %')).toHaveTextContent('110,00 €');

    const preview = await screen.findByTitle('Vorschau der Rechnung 2026/7');
    expect(preview).toHaveAttribute('src', 'blob:bill');
    expect(api.documents[0]).toEqual({
      url: '/api/bills/pdf',
      body: { billId: '41' },
      authorization: 'Bearer jwt-bakery',
    });
    unmount();
    expect(api.revoked).toEqual(['blob:bill']);
  });

  it("gives an immediate invoice of one delivery that delivery's day as its service period", async () => {
    const bill = makeBill();
    billApi([{ ...bill, documentType: 'TD01', orders: bill.orders.slice(0, 1) }]);
    renderBill();
    expect(await screen.findByText('Sofortrechnung (fattura immediata, TD01)')).toBeInTheDocument();
    // the fact's value stands right after its label
    expect(screen.getByText('Leistungszeitraum').nextElementSibling).toHaveTextContent(/^12\.03\.2026$/);
  });

  it('offers the PDF in a new tab when the page may not frame it', async () => {
    billApi([makeBill()]);
    renderBill('BAKERY', 'en');
    await screen.findByTitle('Preview of bill 2026/7');
    act(() => {
      document.dispatchEvent(
        Object.assign(new Event('securitypolicyviolation'), { blockedURI: 'blob', effectiveDirective: 'frame-src' }),
      );
    });
    expect(await screen.findByText('Your browser does not show the preview here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the PDF in a new tab' })).toHaveAttribute('href', 'blob:bill');
    expect(screen.queryByTitle('Preview of bill 2026/7')).not.toBeInTheDocument();
  });

  it('downloads the PDF and the e-invoice XML', async () => {
    const u = user();
    const api = billApi([makeBill()]);
    renderBill('BAKERY', 'en');
    await u.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(api.saved).toEqual(['Rechnung-2026-7.pdf']));
    await u.click(screen.getByRole('button', { name: 'Download XML' }));
    await waitFor(() => expect(api.saved).toEqual(['Rechnung-2026-7.pdf', 'IT02345670215_00007.xml']));
    expect(api.documents.map((d) => d.url)).toContain('/api/bills/xml');
    expect(api.documents.at(-1)?.body).toEqual({ billId: '41' });
  });

  it('names the day the invoice is due and flags it when issued after it', async () => {
    billApi([makeBill({ issueBy: '2026-04-15', issuedLate: true })]);
    renderBill();
    expect(await screen.findByText('Verspätet ausgestellt', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.getByText('Auszustellen bis')).toBeInTheDocument();
    expect(screen.getByText('15.04.2026')).toBeInTheDocument();
  });

  it('marks the bill paid and unpaid again', async () => {
    const u = user();
    const api = billApi([makeBill()], {
      SetBillPaid: (v) =>
        data({ setBillPaid: makeBill({ paid: Boolean(v.paid), paidAt: v.paid ? '2026-04-20T09:30:00.000Z' : null }) }),
    });
    renderBill();
    await u.click(await screen.findByRole('button', { name: 'Als bezahlt markieren' }));
    expect(await screen.findByText('Rechnung 2026/7 als bezahlt markiert.')).toBeInTheDocument();
    expect(api.callsOf('SetBillPaid')[0]?.variables).toEqual({ id: '41', paid: true });
    expect(screen.getByText('Bezahlt', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Als unbezahlt markieren' }));
    await waitFor(() => expect(api.callsOf('SetBillPaid')[1]?.variables).toEqual({ id: '41', paid: false }));
    expect(await screen.findByRole('button', { name: 'Als bezahlt markieren' })).toBeInTheDocument();
  });

  it('deletes the latest unsent bill after asking, then goes to the list', async () => {
    const u = user();
    const api = billApi([makeBill()], { DeleteBill: () => data({ deleteBill: true }) });
    renderBill();
    await u.click(await screen.findByRole('button', { name: 'Rechnung löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnung 2026/7 löschen?' });
    await u.click(within(dialog).getByRole('button', { name: 'Rechnung löschen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/bills'));
    expect(api.callsOf('DeleteBill')[0]?.variables).toEqual({ id: '41' });
    expect(await screen.findByText('Rechnung 2026/7 gelöscht.')).toBeInTheDocument();
  });

  it('shows why the server refused to delete, then the current state without the delete button', async () => {
    const u = user();
    billApi([makeBill(), makeBill({ deletable: false })], {
      DeleteBill: () => gqlError('BILL_NOT_DELETABLE', { reason: 'NOT_LAST' }),
    });
    renderBill();
    await u.click(await screen.findByRole('button', { name: 'Rechnung löschen' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Rechnung löschen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Diese Rechnung kann nicht mehr gelöscht werden. Nur die letzte Rechnung kann gelöscht werden, damit keine Nummer fehlt.',
    );
    await u.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(
      await screen.findByText('Nur die letzte Rechnung kann gelöscht werden, damit keine Nummer fehlt.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rechnung löschen' })).not.toBeInTheDocument();
  });

  it('sends after naming where it goes, then shows it sent and no longer deletable', async () => {
    const u = user();
    const sent = makeBill({
      sent: true,
      sdiState: 'SENT',
      deletable: false,
      sentAt: '2026-04-02T08:00:00.000Z',
      sdiNotifications: [
        { kind: 'SENT', receivedAt: '2026-04-02T08:00:00.000Z', message: 'outbox', reason: null, errors: [] },
      ],
    });
    const api = billApi([makeBill()], { SendBill: () => data({ sendBill: sent }) });
    renderBill();
    expect(await screen.findByText('Die Rechnung wurde noch nicht gesendet.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Senden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnung 2026/7 senden?' });
    expect(dialog).toHaveTextContent('die E-Rechnung (XML) an das Austauschsystem SdI, Empfängerkodex M5UXCR1');
    expect(dialog).toHaveTextContent('PDF und XML per E-Mail an office@hotelpost.it');
    await u.click(within(dialog).getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Rechnung 2026/7 gesendet.')).toBeInTheDocument();
    expect(api.callsOf('SendBill')[0]?.variables).toEqual({ id: '41' });
    expect(screen.getByText('SdI: übermittelt')).toBeInTheDocument();
    expect(screen.getByText('Versendete Rechnungen können nicht mehr gelöscht werden.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Senden' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'An SdI übermittelt' })).toBeInTheDocument();
  });

  it('shows a refused hand-over waiting for its retry as being sent, and reads the bill again until it went', async () => {
    const u = user();
    const refused = {
      kind: 'SEND_FAILED' as const,
      receivedAt: '2026-04-02T08:00:00.000Z',
      message: 'SdI intermediary answered 503: busy',
      reason: 'INTERMEDIARY_ERROR' as const,
      errors: [],
    };
    const sending = makeBill({ sdiSending: true, deletable: false, editable: false, sdiNotifications: [refused] });
    const sent = makeBill({
      sent: true,
      sdiState: 'SENT',
      deletable: false,
      sdiNotifications: [
        refused,
        { kind: 'SENT', receivedAt: '2026-04-02T08:01:00.000Z', message: 'http', reason: null, errors: [] },
      ],
    });
    const api = billApi([makeBill(), sent], { SendBill: () => data({ sendBill: sending }) });
    renderBill();
    await u.click(await screen.findByRole('button', { name: 'Senden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnung 2026/7 senden?' });
    await u.click(within(dialog).getByRole('button', { name: 'Senden' }));
    expect(
      await screen.findByText(
        'Die Rechnung 2026/7 konnte noch nicht an das SdI übergeben werden. Der Versand wird automatisch wiederholt; der Verlauf zeigt jeden Versuch.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Wird an SdI übergeben')).toBeInTheDocument();
    // the refusal in the history says why in German, the intermediary's own answer below it
    const attempt = screen.getByRole('listitem', { name: 'Übermittlung an SdI fehlgeschlagen' });
    expect(attempt).toHaveTextContent('Beim Vermittler ist ein Fehler aufgetreten.');
    expect(attempt).toHaveTextContent('Technische Angabe: SdI intermediary answered 503: busy');
    expect(screen.queryByRole('button', { name: 'Senden' })).not.toBeInTheDocument(); // no second hand-over meanwhile
    expect(screen.queryByRole('button', { name: 'Bearbeiten' })).not.toBeInTheDocument();
    expect(screen.getByText('Versendete Rechnungen können nicht mehr gelöscht werden.')).toBeInTheDocument();
    expect(await screen.findByText('SdI: übermittelt', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(api.callsOf('Bill').length).toBe(2);
    expect(screen.queryByText('Wird an SdI übergeben')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when sending fails', async () => {
    const u = user();
    billApi(
      [
        makeBill({
          client: {
            id: '20',
            displayName: 'Hotel Post',
            email: null,
            detail: { recipientCode: '0000000', pec: 'hotel@pec.it' },
          },
        }),
      ],
      {
        SendBill: () => gqlError('EINVOICE_INVALID', { errors: ['00305 IdFiscaleIVA del cessionario non valido'] }),
      },
    );
    renderBill('BAKERY', 'en');
    await u.click(await screen.findByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send bill 2026/7?' });
    expect(dialog).toHaveTextContent('delivered to the PEC address hotel@pec.it');
    expect(dialog).toHaveTextContent('no e-mail: the client has no e-mail address');
    await u.click(within(dialog).getByRole('button', { name: 'Send' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The electronic invoice could not be made');
    expect(alert).toHaveTextContent('00305 IdFiscaleIVA del cessionario non valido');
  });

  it('offers to send a bill rejected by SdI again and lists the rejection with its error codes', async () => {
    const rejected = makeBill({
      sent: true,
      sdiState: 'REJECTED',
      deletable: false,
      sdiNotifications: [
        { kind: 'SENT', receivedAt: '2026-04-02T08:00:00.000Z', message: null, reason: null, errors: [] },
        {
          kind: 'NS',
          receivedAt: '2026-04-02T10:00:00.000Z',
          message: null,
          reason: null,
          errors: [{ code: '00311', description: 'CodiceDestinatario non valido' }],
        },
      ],
    });
    billApi([rejected]);
    renderBill('BAKERY', 'it');
    expect(await screen.findByRole('button', { name: 'Invia di nuovo' })).toBeInTheDocument();
    expect(screen.getByText('SdI: scartata')).toBeInTheDocument();
    const notice = screen.getByRole('listitem', { name: 'Notifica di scarto' });
    expect(within(notice).getByRole('list', { name: 'Codici di errore' })).toHaveTextContent(
      '00311 CodiceDestinatario non valido',
    );
  });

  it('shows a host its own bill read-only', async () => {
    billApi([makeBill({ deletable: false })]);
    renderBill('HOST');
    await screen.findByRole('heading', { level: 1, name: 'Rechnung 2026/7' });
    expect(screen.getByRole('button', { name: 'PDF herunterladen' })).toBeInTheDocument();
    for (const name of ['Senden', 'Als bezahlt markieren', 'Rechnung löschen'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByText('E-Rechnung und Versand')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Nur die letzte Rechnung kann gelöscht werden, damit keine Nummer fehlt.'),
    ).not.toBeInTheDocument();
  });

  it('says when the bill cannot be found', async () => {
    billApi([], { Bill: () => gqlError('NOT_FOUND') });
    renderBill();
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Rechnung konnte nicht geladen werden.');
  });
});
