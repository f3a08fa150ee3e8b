import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Discount } from '../../api/operations';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { DiscountsPanel } from './DiscountsPanel';

const DISCOUNTS: Discount[] = [
  {
    id: '1',
    name: 'Gastro',
    userCount: 2,
    steps: [
      { fromCents: 0, percent: '5.00' },
      { fromCents: 10_000, percent: '7.50' },
    ],
  },
  { id: '2', name: 'Neu', userCount: 0, steps: [{ fromCents: 5_000, percent: '3.00' }] },
];

function discountsApi(handlers: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    Discounts: () => data({ discounts: DISCOUNTS }),
    CreateDiscount: (v) => data({ createDiscount: { id: '3', name: v.name, userCount: 0, steps: v.steps } }),
    UpdateDiscount: (v) => data({ updateDiscount: { id: v.id, name: v.name, userCount: 0, steps: v.steps } }),
    DeleteDiscount: () => data({ deleteDiscount: true }),
    ...handlers,
  });
}
const user = () => userEvent.setup({ delay: null });

describe('settings: discounts', () => {
  it('lists discounts with their steps and client counts', async () => {
    discountsApi();
    renderUi(<DiscountsPanel />);
    const gastro = await screen.findByRole('listitem', { name: 'Gastro' });
    expect(within(gastro).getByText('ab 0,00 € 5 % · ab 100,00 € 7,5 %')).toBeInTheDocument();
    expect(within(gastro).getByText('2 Kunden')).toBeInTheDocument();
  });

  it('checks the form without a call, then creates a discount with cents and percent strings', async () => {
    const u = user();
    const api = discountsApi();
    renderUi(<DiscountsPanel />);
    await screen.findByRole('listitem', { name: 'Gastro' });
    await u.click(screen.getByRole('button', { name: 'Rabatt anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Rabatt' });
    await u.type(within(dialog).getByRole('textbox', { name: 'Rabatt in % (Stufe 1)' }), '101');
    await u.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Bitte geben Sie einen Namen mit höchstens 80 Zeichen ein.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('0 bis 100, höchstens 2 Nachkommastellen')).toBeInTheDocument();
    await u.type(within(dialog).getByRole('textbox', { name: /^Name/ }), ' Stamm ');
    await u.clear(within(dialog).getByRole('textbox', { name: 'Rabatt in % (Stufe 1)' }));
    await u.type(within(dialog).getByRole('textbox', { name: 'Rabatt in % (Stufe 1)' }), '5');
    await u.click(within(dialog).getByRole('button', { name: 'Stufe hinzufügen' }));
    await u.type(within(dialog).getByRole('textbox', { name: 'Ab Bestellwert (Stufe 2)' }), '0');
    await u.type(within(dialog).getByRole('textbox', { name: 'Rabatt in % (Stufe 2)' }), '7,5');
    await u.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Die Beträge müssen von Stufe zu Stufe steigen.')).toBeInTheDocument();
    expect(api.callsOf('CreateDiscount')).toHaveLength(0);
    await u.clear(within(dialog).getByRole('textbox', { name: 'Ab Bestellwert (Stufe 2)' }));
    await u.type(within(dialog).getByRole('textbox', { name: 'Ab Bestellwert (Stufe 2)' }), '100,50');
    await u.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(api.callsOf('CreateDiscount')[0]?.variables).toEqual({
        name: 'Stamm',
        steps: [
          { fromCents: 0, percent: '5' },
          { fromCents: 10_050, percent: '7.5' },
        ],
      }),
    );
    await waitFor(() => expect(api.callsOf('Discounts')).toHaveLength(2));
  });

  it('refuses deleting a discount clients have without a call', async () => {
    const u = user();
    const api = discountsApi();
    renderUi(<DiscountsPanel />);
    await u.click(
      within(await screen.findByRole('listitem', { name: 'Gastro' })).getByRole('button', { name: 'Gastro löschen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rabatt löschen?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Dieser Rabatt ist noch Kunden zugeordnet (2).');
    expect(within(dialog).queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
    expect(api.callsOf('DeleteDiscount')).toHaveLength(0);
  });

  it("shows the server's refusal when the count was stale", async () => {
    const u = user();
    const api = discountsApi({ DeleteDiscount: () => gqlError('DISCOUNT_HAS_CLIENTS', { clients: 1 }) });
    renderUi(<DiscountsPanel />);
    await u.click(
      within(await screen.findByRole('listitem', { name: 'Neu' })).getByRole('button', { name: 'Neu löschen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rabatt löschen?' });
    await u.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Dieser Rabatt ist noch Kunden zugeordnet (1).');
    expect(api.callsOf('DeleteDiscount')).toHaveLength(1);
  });

  it('edits a discount with its steps filled in', async () => {
    const u = user();
    const api = discountsApi();
    renderUi(<DiscountsPanel />);
    await u.click(
      within(await screen.findByRole('listitem', { name: 'Gastro' })).getByRole('button', {
        name: 'Gastro bearbeiten',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rabatt bearbeiten' });
    expect(within(dialog).getByRole('textbox', { name: 'Ab Bestellwert (Stufe 2)' })).toHaveValue('100,00');
    expect(within(dialog).getByRole('textbox', { name: 'Rabatt in % (Stufe 2)' })).toHaveValue('7,5');
    await u.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(api.callsOf('UpdateDiscount')[0]?.variables).toEqual({
        id: '1',
        name: 'Gastro',
        steps: [
          { fromCents: 0, percent: '5' },
          { fromCents: 10_000, percent: '7.5' },
        ],
      }),
    );
  });

  it('reads "12,5" in German and "12.5" in English as 12.5', async () => {
    for (const [language, typed, button, title, percentLabel] of [
      ['de', '12,5', 'Rabatt anlegen', 'Neuer Rabatt', 'Rabatt in % (Stufe 1)'],
      ['en', '12.5', 'Create discount', 'New discount', 'Discount in % (step 1)'],
    ] as const) {
      const u = user();
      const api = discountsApi();
      const { unmount } = renderUi(<DiscountsPanel />, language);
      await u.click(await screen.findByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: title });
      await u.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Stamm');
      await u.type(within(dialog).getByRole('textbox', { name: percentLabel }), typed);
      await u.click(within(dialog).getByRole('button', { name: language === 'de' ? 'Speichern' : 'Save' }));
      await waitFor(() =>
        expect(api.callsOf('CreateDiscount')[0]?.variables).toEqual({
          name: 'Stamm',
          steps: [{ fromCents: 0, percent: '12.5' }],
        }),
      );
      unmount();
    }
  });

  it("refuses the other language's decimal mark with a message in the user's language and sends nothing", async () => {
    const u = user();
    const api = discountsApi();
    renderUi(<DiscountsPanel />, 'it');
    await u.click(
      within(await screen.findByRole('listitem', { name: 'Gastro' })).getByRole('button', { name: 'Modifica Gastro' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifica sconto' });
    const from = within(dialog).getByRole('textbox', { name: 'Da valore ordine (scaglione 2)' });
    expect(from).toHaveValue('100,00');
    await u.clear(from);
    await u.type(from, '100.50');
    await u.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Importo in euro, ad es. 100,00')).toBeInTheDocument();
    expect(api.callsOf('UpdateDiscount')).toHaveLength(0);
  });
});
