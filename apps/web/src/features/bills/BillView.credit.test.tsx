import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountKind, BillDetail } from '../../api/operations';
import { data, gqlError } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { makeBill } from './bill-fixtures';
import { billScreenApi } from './bill-test-api';
import { BillView } from './BillView';

// /bill/:id and credit notes (TD04): the bakery credits lines of a sent bill by quantity or
// amount with a reason, sees the totals before, and lands on the new credit note; a credit note
// names its bill, and a bill lists its credit notes.

const user = () => userEvent.setup({ delay: null });
const sentBill = (overrides: Partial<BillDetail> = {}) =>
  makeBill({
    sent: true,
    sdiState: 'DELIVERED',
    deletable: false,
    creditable: true,
    creditableCents: [535, 900, 300, 375],
    creditedMilli: [0, 0, 0, 0],
    ...overrides,
  });

const billApi = billScreenApi;

const renderBill = (language: 'de' | 'it' | 'en', kind: AccountKind = 'BAKERY') =>
  renderUi(<BillView id="41" viewerKind={kind} />, language);

describe('issuing a credit note', () => {
  it('credits 5 rolls and 1 € of delivery with a reason, showing the totals first', async () => {
    const u = user();
    const api = billApi(sentBill(), {
      CreateCreditNote: () => data({ createCreditNote: { id: '77', number: 'NC 1/2026' } }),
    });
    renderBill('de');
    await u.click(await screen.findByRole('button', { name: 'Gutschrift erstellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gutschrift zu Rechnung 2026/7' });
    await u.click(within(dialog).getByRole('checkbox', { name: /2\. Semmel/ }));
    await u.type(within(dialog).getByLabelText('Menge für Position 2'), '5');
    await u.click(within(dialog).getByRole('checkbox', { name: /3\. Lieferkosten/ }));
    await u.type(within(dialog).getByLabelText('Betrag für Position 3'), '1.00'); // a point is no German decimal mark
    expect(
      within(dialog).getByText(
        'Bitte geben Sie für jede gewählte Position eine Menge oder einen Betrag größer als 0 an (Positionen 3).',
      ),
    ).toBeInTheDocument();
    await u.clear(within(dialog).getByLabelText('Betrag für Position 3'));
    await u.type(within(dialog).getByLabelText('Betrag für Position 3'), '1,00');
    // 5 × 0,45 € = 2,25 € at 4 %, 1,00 € at 10 %: net 3,25 €, VAT 0,09 + 0,10
    const totals = within(dialog).getByRole('group', { name: 'Summen' });
    expect(within(totals).getByLabelText('Nettobetrag')).toHaveTextContent('3,25 €');
    expect(within(totals).getByLabelText('Gutschriftbetrag')).toHaveTextContent('3,44 €');
    const create = within(dialog).getByRole('button', { name: 'Gutschrift erstellen' });
    expect(create).toBeDisabled(); // no reason yet
    await u.type(within(dialog).getByLabelText(/Grund/), 'Retoure 5 Semmeln');
    await u.click(create);
    await waitFor(() => expect(api.callsOf('CreateCreditNote')).toHaveLength(1));
    expect(api.callsOf('CreateCreditNote')[0]!.variables).toEqual({
      billId: '41',
      reason: 'Retoure 5 Semmeln',
      lines: [
        { line: 2, quantity: '5' },
        { line: 3, amountCents: 100 },
      ],
    });
  });

  it('names lines asked for more than they still hold before sending, and the server refusal in Italian', async () => {
    const u = user();
    billApi(sentBill({ creditableCents: [535, 450, 300, 375], creditedMilli: [0, 10_000, 0, 0] }), {
      CreateCreditNote: () => gqlError('CREDIT_NOTE_TOO_MUCH', { lines: [1] }),
    });
    renderBill('it');
    await u.click(await screen.findByRole('button', { name: 'Crea nota di credito' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('checkbox', { name: /2\. Semmel/ }));
    await u.type(within(dialog).getByLabelText('Quantità per la riga 2'), '11');
    expect(
      within(dialog).getByText('Non si può stornare più di quanto resta sulla fattura (righe 2).'),
    ).toBeInTheDocument();
    await u.clear(within(dialog).getByLabelText('Quantità per la riga 2'));
    await u.type(within(dialog).getByLabelText('Quantità per la riga 2'), '10');
    await u.type(within(dialog).getByLabelText(/Causale/), 'Reso');
    await u.click(within(dialog).getByRole('button', { name: 'Crea nota di credito' }));
    expect(
      await within(dialog).findByText('Non si può stornare più di quanto resta sulla fattura (righe 1).'),
    ).toBeInTheDocument();
  });

  it('offers no credit note to a client, nor on an unsent bill', async () => {
    billApi(sentBill({ creditable: false }));
    renderBill('en', 'HOST');
    expect(await screen.findByRole('heading', { name: 'Bill 2026/7' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create credit note' })).not.toBeInTheDocument();
  });

  it('tells the bakery a sent bill SdI has not answered gets its credit note once delivered', async () => {
    billApi(sentBill({ sdiState: 'SENT', creditable: false }));
    renderBill('it');
    expect(
      await screen.findByText(
        'Una nota di credito sarà possibile quando lo SdI avrà consegnato o messo a disposizione la fattura.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crea nota di credito' })).not.toBeInTheDocument();
  });

  it('says nothing of waiting on a delivered bill that offers a credit note', async () => {
    billApi(sentBill());
    renderBill('de');
    expect(await screen.findByRole('button', { name: 'Gutschrift erstellen' })).toBeInTheDocument();
    expect(screen.queryByTestId('credit-awaiting-sdi')).not.toBeInTheDocument();
  });
});

describe('a credit note and its bill', () => {
  it('a credit note names its bill with a link and its reason', async () => {
    billApi(
      makeBill({
        documentType: 'TD04',
        number: 'NC 1/2026',
        sent: true,
        paymentMethod: null,
        paymentTerms: null,
        creditReason: 'Returned 5 rolls',
        creditOf: { id: '41', number: '2026/7', billDate: '2026-04-01' },
      }),
    );
    renderBill('en');
    expect(await screen.findByRole('heading', { name: 'Credit note NC 1/2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Bill 2026\/7/ })).toHaveAttribute('href', '/bill/41');
    expect(screen.getByText('Returned 5 rolls')).toBeInTheDocument();
    expect(screen.getByText('Credit note (TD04)')).toBeInTheDocument();
    expect(screen.queryByText(/Bank transfer/)).not.toBeInTheDocument(); // makeBill pays by transfer, a credit note shows none
  });

  it('a credit note is named so when sent, and is neither paid nor open', async () => {
    const u = user();
    billApi(
      makeBill({
        documentType: 'TD04',
        number: 'NC 1/2026',
        deletable: false,
        paymentMethod: null,
        paymentTerms: null,
        creditOf: { id: '41', number: '2026/7', billDate: '2026-04-01' },
      }),
    );
    renderBill('de');
    expect(await screen.findByRole('heading', { name: 'Gutschrift NC 1/2026' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Als bezahlt markieren' })).not.toBeInTheDocument();
    expect(screen.queryByText('Offen')).not.toBeInTheDocument();
    expect(
      screen.getByText('Nur die letzte Gutschrift kann gelöscht werden, damit keine Nummer fehlt.'),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByRole('dialog', { name: 'Gutschrift NC 1/2026 senden?' })).toBeInTheDocument();
  });

  it('a bill shows how and when the client pays', async () => {
    billApi(makeBill({ paymentMethod: 'MP19', paymentTerms: 'DAYS_30_EOM' }));
    renderBill('de');
    expect(await screen.findByText('SEPA-Lastschrift · 30 Tage Monatsende')).toBeInTheDocument();
  });

  it('a bill lists its credit notes as negative amounts', async () => {
    billApi(
      sentBill({
        creditNotes: [
          { id: '77', number: 'NC 1/2026', billDate: '2026-04-05', totalCents: 344, sent: false, sdiState: null },
        ],
      }),
    );
    renderBill('de');
    expect(await screen.findByRole('link', { name: 'Gutschrift NC 1/2026' })).toHaveAttribute('href', '/bill/77');
    expect(screen.getByText('-3,44 €')).toBeInTheDocument();
    expect(screen.getByText('nicht gesendet')).toBeInTheDocument();
  });
});

describe('texts the e-invoice cuts (issue 14, finding 9)', () => {
  it('tells the bakery before sending, in its language, and the client nothing', async () => {
    const cut = [
      { field: 'buyer.companyName', element: 'Denominazione', length: 98, max: 80 },
      { field: 'lines[2].description', element: 'Descrizione', length: 1200, max: 1000 },
    ];
    billApi(makeBill({ eInvoiceTruncations: cut }));
    const { unmount } = renderBill('it');
    expect(await screen.findByText('Questi testi vengono accorciati nella fattura elettronica')).toBeInTheDocument();
    expect(
      screen.getByText('Cliente: Denominazione ha 98 caratteri, la fattura elettronica ne accetta 80.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Riga 3: Descrizione ha 1200 caratteri, la fattura elettronica ne accetta 1000.'),
    ).toBeInTheDocument();
    unmount();
    billApi(makeBill({ sent: true, eInvoiceTruncations: cut }));
    renderBill('en', 'HOST');
    expect(await screen.findByRole('heading', { name: 'Bill 2026/7' })).toBeInTheDocument();
    expect(screen.queryByText('These texts are shortened in the e-invoice')).not.toBeInTheDocument();
  });
});

describe('a bill its credit notes took back in full', () => {
  it('is shown credited, with nothing to pay and nothing left to credit', async () => {
    billApi(
      sentBill({ fullyCredited: true, creditable: false, creditableCents: [0, 0, 0, 0], creditedMilli: [1, 1, 1, 1] }),
    );
    renderBill('de');
    expect(await screen.findByText('Voll gutgeschrieben', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.queryByText('Offen', { selector: '.mantine-Badge-label' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Als bezahlt markieren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gutschrift erstellen' })).not.toBeInTheDocument();
  });

  it('says so in Italian and English', async () => {
    billApi(sentBill({ fullyCredited: true, creditable: false }));
    const { unmount } = renderBill('it');
    expect(await screen.findByText('Stornata per intero', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    unmount();
    renderBill('en');
    expect(await screen.findByText('Fully credited', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
  });
});
