import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BaseData } from '../../api/operations';
import { data, gqlError, installFakeApi, makeUser } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { makeDocumentSettings, SELLER } from './documents-fixtures';
import { DocumentsPanel } from './DocumentsPanel';

const user = () => userEvent.setup({ delay: null });
const BASE: BaseData = {
  companyName: 'Bäckerei Mair KG',
  fullName: null,
  firstName: null,
  lastName: null,
  province: null,
  street: 'Lauben',
  houseNumber: '12',
  postalCode: '39100',
  city: 'Bozen',
  country: 'IT',
  partitaIva: '00743110157',
  taxNumber: null,
  recipientCode: null,
  pec: 'mair@pec.it',
  tel: '0471 123456',
  extra: null,
};
/** Typing letter by letter is slow in jsdom: long values are pasted. */
async function fill(u: ReturnType<typeof user>, field: HTMLElement, value: string) {
  await u.clear(field);
  await u.click(field);
  await u.paste(value);
}
const seller = () => screen.getByRole('group', { name: /Verkäuferdaten|Seller data|Dati del cedente/ });

describe('settings: documents → seller data for e-invoices', () => {
  it('starts from the base data while none is saved, and saves the completed data in one call', async () => {
    const u = user();
    const api = installFakeApi({
      DocumentSettings: () =>
        data({
          documentSettings: makeDocumentSettings({ eBillData: null, eBillDataProblems: ['companyName', 'vatNumber'] }),
        }),
      MyAccount: () => data({ me: { ...makeUser(), acceptsGuestOrders: false, detail: BASE } }),
      UpdateDocumentSettings: () => data({ updateDocumentSettings: makeDocumentSettings() }),
    });
    renderUi(<DocumentsPanel />);
    expect((await screen.findByText(/aus Ihren Stammdaten übernommen/)).closest('[role="status"]')).not.toBeNull();
    expect(within(seller()).getByRole('textbox', { name: /Firmenname/ })).toHaveValue('Bäckerei Mair KG');
    expect(within(seller()).getByRole('textbox', { name: /Partita IVA/ })).toHaveValue('00743110157');
    await u.selectOptions(within(seller()).getByRole('combobox', { name: /^Steuerregelung/ }), 'RF01');
    await u.type(within(seller()).getByRole('textbox', { name: /^Provinz/ }), 'bz');
    await u.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.callsOf('UpdateDocumentSettings')).toHaveLength(1));
    expect(api.callsOf('UpdateDocumentSettings')[0]!.variables).toEqual({
      input: {
        eBillData: {
          country: 'IT',
          companyName: 'Bäckerei Mair KG',
          vatNumber: '00743110157',
          taxCode: null,
          regime: 'RF01',
          street: 'Lauben',
          houseNumber: '12',
          postalCode: '39100',
          city: 'Bozen',
          province: 'bz',
          pec: 'mair@pec.it',
          phone: '0471 123456',
          email: null,
          iban: null,
          bankName: null,
          transmitterCode: null,
          zeroRateNatura: null,
          zeroRateReference: null,
          stampDuty: null,
          previousRegime: null,
          regimeSince: null,
          rea: null,
        },
      },
    });
  });

  it('marks each wrong field with its own message in English before sending anything', async () => {
    const u = user();
    const api = installFakeApi({ DocumentSettings: () => data({ documentSettings: makeDocumentSettings() }) });
    renderUi(<DocumentsPanel />, 'en');
    const vat = await screen.findByRole('textbox', { name: /VAT number/ });
    await fill(u, vat, '01234567890');
    await fill(u, within(seller()).getByRole('textbox', { name: /Postal code/ }), '3910');
    await fill(u, within(seller()).getByRole('textbox', { name: /^IBAN/ }), 'IT60 X054 2811 1010 0000 0123 457');
    await fill(u, within(seller()).getByRole('textbox', { name: /REA number/ }), '123456');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Not a valid VAT number: 11 digits with a correct check digit.'),
    ).toBeInTheDocument();
    expect(vat).toHaveAccessibleDescription(/Not a valid VAT number/);
    expect(vat).toHaveFocus(); // the first marked field of the long form
    expect(screen.getByText('The postal code has 5 digits.')).toBeInTheDocument();
    expect(screen.getByText('Not a valid IBAN: the length or check digits are wrong.')).toBeInTheDocument();
    // a REA number needs its office; liquidation defaults to "not in liquidation"
    expect(screen.getByText('The 2-letter province code, e.g. BZ.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the 4 marked fields.');
    expect(api.callsOf('UpdateDocumentSettings')).toHaveLength(0);
    // typing in a field clears its mark
    await u.type(vat, '7');
    expect(screen.queryByText('Not a valid VAT number: 11 digits with a correct check digit.')).not.toBeInTheDocument();
  });

  it("shows the server's BAD_INPUT on the named fields in Italian", async () => {
    const u = user();
    installFakeApi({
      DocumentSettings: () =>
        data({
          documentSettings: makeDocumentSettings({
            eBillData: {
              ...SELLER,
              rea: { office: 'BZ', number: '1', shareCapital: null, soleShareholder: null, liquidation: 'LN' },
            },
          }),
        }),
      UpdateDocumentSettings: () =>
        gqlError('BAD_INPUT', { fields: ['eBillData.vatNumber', 'eBillData.rea.number', 'pdfHeader'] }),
    });
    renderUi(<DocumentsPanel />, 'it');
    const city = await screen.findByRole('textbox', { name: /Comune/ });
    await u.type(city, ' Centro');
    await u.click(screen.getByRole('button', { name: 'Salva' }));
    expect(
      await screen.findByText('Partita IVA non valida: 11 cifre con cifra di controllo corretta.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Il numero REA è composto solo da cifre.')).toBeInTheDocument();
    expect(screen.getByText('Troppo lunga: al massimo 6 righe e 500 caratteri.')).toBeInTheDocument();
  });

  it('lists every tax regime by code with its name in the language of the user', async () => {
    installFakeApi({ DocumentSettings: () => data({ documentSettings: makeDocumentSettings() }) });
    renderUi(<DocumentsPanel />, 'en');
    const regime = await screen.findByRole('combobox', { name: /^Tax regime/ });
    const options = within(regime)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toHaveLength(20); // "please choose" + RF01, RF02, RF04 … RF20
    expect(options).toContain('RF19 – Flat-rate scheme (regime forfettario)');
    expect(options.some((o) => o?.startsWith('RF03'))).toBe(false);
    expect(regime).toHaveValue('RF01');
  });

  it("chooses the Natura and legal reference of 0 % sales and who bears the stamp duty (issue 14), the Natura's default reference shown as a placeholder", async () => {
    const u = user();
    const api = installFakeApi({
      DocumentSettings: () => data({ documentSettings: makeDocumentSettings() }),
      UpdateDocumentSettings: () => data({ updateDocumentSettings: makeDocumentSettings() }),
    });
    renderUi(<DocumentsPanel />, 'it');
    await u.selectOptions(await screen.findByRole('combobox', { name: /Natura per IVA 0 %/ }), 'N4');
    const reference = within(seller()).getByRole('textbox', { name: /Riferimento normativo/ });
    expect(reference).toHaveAttribute('placeholder', 'Operazione esente, art. 10 D.P.R. 633/72');
    await fill(u, reference, 'Esente art. 10 n. 1 D.P.R. 633/72');
    await u.selectOptions(within(seller()).getByRole('combobox', { name: /Imposta di bollo/ }), 'CLIENT');
    await u.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsOf('UpdateDocumentSettings')).toHaveLength(1));
    expect(api.callsOf('UpdateDocumentSettings')[0]!.variables).toMatchObject({
      input: {
        eBillData: {
          regime: 'RF01',
          zeroRateNatura: 'N4',
          zeroRateReference: 'Esente art. 10 n. 1 D.P.R. 633/72',
          stampDuty: 'CLIENT',
        },
      },
    });
  });

  it('tells a bakery in the flat-rate scheme (RF19) that its bills carry no VAT', async () => {
    installFakeApi({
      DocumentSettings: () =>
        data({ documentSettings: makeDocumentSettings({ eBillData: { ...SELLER, regime: 'RF19' } }) }),
    });
    renderUi(<DocumentsPanel />, 'en');
    expect(await screen.findByRole('option', { name: 'N2.2 – Not subject – other cases' })).toBeInTheDocument();
    expect(await screen.findByText(/Flat-rate scheme \(RF19\): your bills carry no VAT/)).toBeInTheDocument();
  });

  it('asks from which day a changed regime applies, and saves the previous regime with that day', async () => {
    const u = user();
    const api = installFakeApi({
      DocumentSettings: () =>
        data({ documentSettings: makeDocumentSettings({ eBillData: { ...SELLER, regime: 'RF19' } }) }),
      UpdateDocumentSettings: () => data({ updateDocumentSettings: makeDocumentSettings() }),
    });
    renderUi(<DocumentsPanel />, 'de');
    await u.selectOptions(await screen.findByRole('combobox', { name: /^Steuerregelung/ }), 'RF01');
    expect(screen.getByText(/Sie haben die Steuerregelung geändert/)).toBeInTheDocument();
    await u.selectOptions(within(seller()).getByRole('combobox', { name: 'Bisherige Steuerregelung' }), 'RF19');
    expect(screen.queryByText(/Sie haben die Steuerregelung geändert/)).not.toBeInTheDocument();
    // without the day the change cannot be used: the field says so and nothing is sent
    await u.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText(
        'Geben Sie den ersten Tag der aktuellen Regelung ein, oder lassen Sie beide Felder leer.',
      ),
    ).toBeInTheDocument();
    expect(api.callsOf('UpdateDocumentSettings')).toHaveLength(0);
    fireEvent.change(within(seller()).getByLabelText('Aktuelle Regelung gilt ab'), { target: { value: '2027-01-01' } });
    await u.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.callsOf('UpdateDocumentSettings')).toHaveLength(1));
    expect(api.callsOf('UpdateDocumentSettings')[0]!.variables).toMatchObject({
      input: { eBillData: { regime: 'RF01', previousRegime: 'RF19', regimeSince: '2027-01-01' } },
    });
  });
});
