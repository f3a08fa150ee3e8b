import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { makeBill, makeDraft } from './bill-fixtures';
import { BillView } from './BillView';

// Issue 15, item 5: the bakery edits an unsent bill on its screen — orders chosen again from its
// own and the client's free ones, date, due date, payment and a note — and the number stays.

const user = () => userEvent.setup({ delay: null });

function billApi(handlers: Parameters<typeof installFakeApi>[0] = {}, bill = makeBill()) {
  const api = installFakeApi({
    Bill: () => data({ bill }),
    BillEditDraft: (v) => data({ billEditDraft: makeDraft((v.orderIds as string[] | null) ?? ['301', '302']) }),
    ...handlers,
  });
  const graphql = globalThis.fetch;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) =>
    url.startsWith('/api/bills/')
      ? new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } })
      : graphql(url, init),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:bill', revokeObjectURL: () => undefined }));
  localStorage.setItem('token', 'jwt-bakery');
  return api;
}

describe('editing an unsent bill', () => {
  it('re-chooses orders, sets terms and a note, and saves with the number kept', async () => {
    const u = user();
    const api = billApi({ EditBill: () => data({ editBill: makeBill({ note: 'Danke!' }) }) });
    renderUi(<BillView id="41" viewerKind="BAKERY" />, 'de');
    await u.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnung 2026/7 bearbeiten' });
    const orders = await within(dialog).findByRole('list', { name: 'Bestellungen' });
    expect(within(orders).getByRole('checkbox', { name: /#1042/ })).toBeChecked();
    expect(within(orders).getByRole('checkbox', { name: /#1060/ })).not.toBeChecked();
    await u.click(within(orders).getByRole('checkbox', { name: /#1051/ }));
    await u.click(within(orders).getByRole('checkbox', { name: /#1060/ }));
    // 40,00 € + 15,00 € at 10 %
    await waitFor(() => expect(within(dialog).getByLabelText('Neuer Rechnungsbetrag')).toHaveTextContent('60,50 €'));
    await u.click(within(dialog).getByRole('combobox', { name: 'Zahlungsbedingungen' }));
    await u.click(await screen.findByRole('option', { name: 'Sofort' }));
    await u.type(within(dialog).getByLabelText(/Anmerkung/), 'Danke!');
    await u.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(api.callsOf('EditBill')).toHaveLength(1));
    const { id, input } = api.callsOf('EditBill')[0]!.variables as { id: string; input: { orderIds: string[] } };
    expect(id).toBe('41');
    expect({ ...input, orderIds: [...input.orderIds].sort() }).toEqual({
      billDate: '2026-04-01',
      dueDate: null,
      paymentMethod: 'MP05',
      paymentTerms: 'IMMEDIATE',
      note: 'Danke!',
      orderIds: ['301', '303'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal in the dialog, in Italian", async () => {
    const u = user();
    billApi({ EditBill: () => gqlError('BILL_NOT_EDITABLE', { reason: 'SENT' }) });
    renderUi(<BillView id="41" viewerKind="BAKERY" />, 'it');
    await u.click(await screen.findByRole('button', { name: 'Modifica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica fattura 2026/7' });
    await within(dialog).findByRole('list', { name: /ordini/i });
    await u.click(within(dialog).getByRole('button', { name: 'Salva modifiche' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Questa fattura non può più essere modificata.');
  });

  it('offers no edit on a sent bill', async () => {
    billApi({}, makeBill({ sent: true, sdiState: 'DELIVERED', deletable: false, editable: false }));
    renderUi(<BillView id="41" viewerKind="BAKERY" />, 'en');
    expect(await screen.findByRole('button', { name: 'Mark as paid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
