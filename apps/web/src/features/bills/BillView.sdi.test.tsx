import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountKind, BillDetail, SdiNotification } from '../../api/operations';
import { data, gqlError } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { makeBill } from './bill-fixtures';
import { billScreenApi } from './bill-test-api';
import { BillView } from './BillView';

// /bill/:id and SdI: the bakery uploads a receipt it received, and a rejected bill says why (each
// error code explained) and by when it must be sent again corrected to keep its number and date.

const user = () => userEvent.setup({ delay: null });

const SENT: SdiNotification = {
  kind: 'SENT',
  receivedAt: '2026-04-02T08:00:00.000Z',
  message: 'outbox',
  reason: null,
  errors: [],
};
const sentBill = (overrides: Partial<BillDetail> = {}) =>
  makeBill({
    sent: true,
    sdiState: 'SENT',
    deletable: false,
    sentAt: SENT.receivedAt,
    sdiNotifications: [SENT],
    ...overrides,
  });
const rejectedBill = (errors: SdiNotification['errors'], overrides: Partial<BillDetail> = {}) =>
  sentBill({
    sdiState: 'REJECTED',
    reissueBy: '2026-04-07',
    sdiNotifications: [
      SENT,
      { kind: 'NS', receivedAt: '2026-04-02T10:00:00.000Z', message: null, reason: null, errors },
    ],
    ...overrides,
  });

const billApi = billScreenApi;

const renderBill = (language: 'de' | 'it' | 'en', today = new Date(2026, 3, 3, 9, 0), kind: AccountKind = 'BAKERY') =>
  renderUi(
    <>
      <Notifications />
      <BillView id="41" viewerKind={kind} today={today} />
    </>,
    language,
  );

const RC_XML =
  '<?xml version="1.0"?><ns2:RicevutaConsegna xmlns:ns2="http://www.fatturapa.gov.it/sdi/messaggi/v1.0"><NomeFile>IT02345670215_00007.xml</NomeFile></ns2:RicevutaConsegna>';
const receipt = (text = RC_XML) => new File([text], 'IT02345670215_00007_RC_001.xml', { type: 'text/xml' });

describe('uploading an SdI receipt', () => {
  it('reads the chosen XML file, records it and shows the new SdI state', async () => {
    const u = user();
    const delivered = sentBill({
      sdiState: 'DELIVERED',
      sdiNotifications: [
        SENT,
        { kind: 'RC', receivedAt: '2026-04-02T11:00:00.000Z', message: null, reason: null, errors: [] },
      ],
    });
    const api = billApi(sentBill(), { RecordSdiNotification: () => data({ recordSdiNotification: delivered }) });
    renderBill('de');
    expect(await screen.findByText('SdI: übermittelt')).toBeInTheDocument();
    const input = screen.getByLabelText('SdI-Benachrichtigung hochladen');
    expect(input).toHaveAttribute('accept', '.xml,application/xml,text/xml');
    await u.upload(input, receipt());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'SdI-Benachrichtigung übernommen. Stand bei SdI: zugestellt.',
    );
    expect(api.callsOf('RecordSdiNotification')[0]?.variables).toEqual({ xml: RC_XML });
    expect(screen.getByText('SdI: zugestellt')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Zustellbestätigung (ricevuta di consegna)' })).toBeInTheDocument();
  });

  it("shows SdI's refusal in the user's language and leaves the bill as it was", async () => {
    const u = user();
    billApi(sentBill(), {
      RecordSdiNotification: () => gqlError('SDI_NOTIFICATION_OUT_OF_ORDER', { state: 'SENT', kind: 'DT' }),
    });
    renderBill('it');
    await u.upload(await screen.findByLabelText('Carica notifica SdI'), receipt());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Questa notifica non è coerente con lo stato della fattura presso lo SdI (ad es. uno scarto dopo la consegna) e non è stata registrata.',
    );
    expect(screen.getByText('SdI: trasmessa')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says which bill a receipt about another bill was recorded on, and links to it', async () => {
    const u = user();
    const other = sentBill({ id: '42', number: '2026/8', sdiState: 'DELIVERED' });
    billApi(sentBill(), { RecordSdiNotification: () => data({ recordSdiNotification: other }) });
    renderBill('en');
    await u.upload(await screen.findByLabelText('Upload SdI receipt'), receipt());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This receipt is about bill 2026/8 and was recorded there. SdI state: delivered.',
    );
    expect(screen.getByRole('link', { name: 'Open bill 2026/8' })).toHaveAttribute('href', '/bill/42');
    expect(screen.getByRole('heading', { level: 1, name: 'Bill 2026/7' })).toBeInTheDocument();
    expect(screen.getByText('SdI: submitted')).toBeInTheDocument();
  });

  it('is offered to the bakery once the bill was sent, never to a client', async () => {
    billApi(makeBill());
    const { unmount } = renderBill('en');
    await screen.findByRole('heading', { level: 1, name: 'Bill 2026/7' });
    expect(screen.queryByLabelText('Upload SdI receipt')).not.toBeInTheDocument();
    unmount();
    billApi(sentBill());
    renderBill('en', undefined, 'HOST');
    await screen.findByRole('heading', { level: 1, name: 'Bill 2026/7' });
    expect(screen.queryByLabelText('Upload SdI receipt')).not.toBeInTheDocument();
  });
});

describe('a bill SdI rejected', () => {
  it('says by when to send it again corrected and explains each error code, next to "send again"', async () => {
    billApi(
      rejectedBill([
        { code: '00311', description: '1.1.4 <CodiceDestinatario> non valido' },
        { code: '00305', description: '1.4.1.1.2 <IdCodice> non valido' },
      ]),
    );
    renderBill('de', new Date(2026, 3, 3, 9, 0));
    const notice = await screen.findByRole('region', { name: 'Korrigiert erneut senden bis 07.04.2026 (noch 4 Tage)' });
    expect(notice).toHaveTextContent(
      'Wird sie innerhalb von 5 Tagen nach der Ablehnung korrigiert erneut gesendet, behält die Rechnung ihre Nummer und ihr Datum.',
    );
    const errors = within(notice).getByRole('list', { name: 'Fehlercodes' });
    const recipient = within(errors).getByRole('listitem', { name: '00311' });
    expect(recipient).toHaveTextContent('1.1.4 <CodiceDestinatario> non valido');
    expect(recipient).toHaveTextContent('Den Empfängerkodex des Kunden gibt es bei SdI nicht.');
    expect(recipient).toHaveTextContent(
      'Korrigieren Sie die Rechnungsdaten des Kunden (Kunden › Kunde › Rechnungsdaten) und senden Sie die Rechnung erneut.',
    );
    expect(within(recipient).getByRole('link', { name: 'Rechnungsdaten des Kunden öffnen' })).toHaveAttribute(
      'href',
      '/client/edit/20/Hotel-Post',
    );
    expect(within(errors).getByRole('listitem', { name: '00305' })).toHaveTextContent(
      'Die MwSt.-Nummer (Partita IVA) des Kunden ist ungültig',
    );
    expect(screen.getByRole('button', { name: 'Erneut senden' })).toBeInTheDocument();
    // the history lists the rejection without explaining it a second time
    const history = screen.getByRole('listitem', { name: 'Ablehnung (notifica di scarto)' });
    expect(history).toHaveTextContent('00311 1.1.4 <CodiceDestinatario> non valido');
    expect(history).not.toHaveTextContent('Den Empfängerkodex des Kunden gibt es bei SdI nicht.');
  });

  it('counts down to the last day in Italian and sends seller errors to the seller data', async () => {
    billApi(rejectedBill([{ code: '00301', description: '1.2.1.1.2 <IdCodice> non valido' }]));
    renderBill('it', new Date(2026, 3, 6, 23, 30));
    const notice = await screen.findByRole('region', {
      name: 'Da reinviare corretta entro il 07.04.2026 (ancora 1 giorno)',
    });
    expect(notice).toHaveTextContent(
      'La Sua partita IVA (cedente) non è valida o non è attiva in Anagrafe Tributaria.',
    );
    expect(within(notice).getByRole('link', { name: 'Apri i dati del cedente' })).toHaveAttribute(
      'href',
      '/settings?tab=documents',
    );
    expect(screen.getByRole('button', { name: 'Invia di nuovo' })).toBeInTheDocument();
  });

  it('says the last day, then since when it is overdue (English)', async () => {
    billApi(rejectedBill([{ code: '00999', description: 'Controllo nuovo' }]));
    const { unmount } = renderBill('en', new Date(2026, 3, 7, 18, 0));
    expect(
      await screen.findByRole('region', { name: 'Re-send corrected by today, 07.04.2026 (last day)' }),
    ).toBeInTheDocument();
    unmount();
    billApi(rejectedBill([{ code: '00999', description: 'Controllo nuovo' }]));
    renderBill('en', new Date(2026, 3, 9, 8, 0));
    const notice = await screen.findByRole('region', { name: 'Overdue since 08.04.2026' });
    expect(notice).toHaveTextContent(
      'the 5 days to send it again with the same number and date ended on 07.04.2026. Ask your accountant how to issue the invoice now.',
    );
    const unknown = within(notice).getByRole('listitem', { name: '00999' });
    expect(unknown).toHaveTextContent('Controllo nuovo');
    expect(unknown).toHaveTextContent("No explanation for this code here; SdI's description says what it checked.");
    expect(within(unknown).queryByRole('link')).not.toBeInTheDocument();
  });

  it('explains an earlier rejection in the history once the bill was sent again', async () => {
    const resent = sentBill({
      sdiNotifications: [
        SENT,
        {
          kind: 'NS',
          receivedAt: '2026-04-02T10:00:00.000Z',
          message: null,
          reason: null,
          errors: [{ code: '00311', description: 'CodiceDestinatario non valido' }],
        },
        { ...SENT, receivedAt: '2026-04-03T08:00:00.000Z' },
      ],
    });
    billApi(resent);
    renderBill('en');
    const history = await screen.findByRole('listitem', { name: 'Rejection (notifica di scarto)' });
    expect(history).toHaveTextContent("SdI does not know the client's recipient code.");
    expect(screen.queryByRole('region', { name: /Re-send corrected/ })).not.toBeInTheDocument();
  });
});
