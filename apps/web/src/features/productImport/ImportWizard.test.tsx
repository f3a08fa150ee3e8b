import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ImportRow, ProductImportPreview } from '../../api/operations';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { ImportWizard } from './ImportWizard';

const ROWS: ImportRow[] = [
  {
    row: 2,
    status: 'CHANGED',
    code: '1001',
    name: 'Semmel',
    changes: [{ field: 'gramPrice', from: '0.009', to: '0.0096' }],
    problems: [],
  },
  { row: 3, status: 'UNCHANGED', code: '1002', name: 'Kaisersemmel', changes: [], problems: [] },
  { row: 4, status: 'NEW', code: '2001', name: 'Roggenbrot', changes: [], problems: [] },
  { row: 5, status: 'INVALID', code: '2999', name: 'Osterpinza', changes: [], problems: ['BAD_PRICE'] },
  { row: 6, status: 'INVALID', code: '2992', name: 'Toastbrot', changes: [], problems: ['MISSING_WEIGHT', 'BAD_VAT'] },
];

const PREVIEW: ProductImportPreview = {
  csvName: 'export.csv',
  encoding: 'WINDOWS-1252',
  separator: ';',
  headers: ['Artikelnummer', 'Bezeichnung', 'Gewicht', 'Preis', 'MwSt'],
  mapping: { code: 0, name: 1, nameIt: null, nameEn: null, weight: 2, price: 3, vat: 4 },
  priceUnit: 'PIECE',
  rows: ROWS,
  counts: { new: 1, changed: 1, unchanged: 1, invalid: 2 },
  defaultVat: null,
};

const LISTS = [
  { id: '1', name: 'Standard', isDefault: true, visibleFor: ['host', 'private'], clientCount: 3, productCount: 30 },
  { id: '2', name: 'Hotels', isDefault: false, visibleFor: ['host'], clientCount: 1, productCount: 10 },
];

const csv = () => new File(['Artikelnummer;Bezeichnung\n1001;Semmel\n'], 'export.csv', { type: 'text/csv' });

function api(overrides: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    PriceLists: () => data({ priceLists: LISTS }),
    PreviewProductImport: () => data({ previewProductImport: PREVIEW }),
    RunProductImport: () => data({ runProductImport: { new: 1, changed: 1, unchanged: 1, invalid: 2 } }),
    ...overrides,
  });
}

async function chooseAndCheck(label = 'Exportdatei (CSV oder ZIP)', check = 'Datei prüfen') {
  const user = userEvent.setup();
  expect(screen.getByRole('button', { name: label })).toBeInTheDocument(); // Mantine's FileInput: a labelled button …
  await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, csv()); // … over a hidden file input
  await user.click(screen.getByRole('button', { name: check }));
  return user;
}

describe('product import (/product/import)', () => {
  it('checks the file first, shows every kind of row with reasons, and imports only after confirmation', async () => {
    const fake = api();
    renderUi(<ImportWizard />, 'de');
    const user = await chooseAndCheck();
    expect(
      await screen.findByText('Gelesen: export.csv · Zeichensatz WINDOWS-1252 · Trennzeichen Semikolon'),
    ).toBeInTheDocument();
    const sent = fake.callsOf('PreviewProductImport')[0]!.variables.file as { fileName: string; contentBase64: string };
    expect(sent.fileName).toBe('export.csv');
    expect(atob(sent.contentBase64)).toContain('1001;Semmel');
    expect(fake.callsOf('RunProductImport')).toHaveLength(0);

    // invalid rows first, with their reasons
    const table = screen.getByRole('table', { name: 'Ergebnis der Prüfung' });
    expect(within(table).getByText('Preis ist kein gültiger Betrag')).toBeInTheDocument();
    expect(within(table).getByText('Gewicht fehlt (nötig für den Stückpreis)')).toBeInTheDocument();
    expect(within(table).getByText('Unbekannter MwSt.-Satz')).toBeInTheDocument();
    expect(within(table).queryByText('Semmel')).not.toBeInTheDocument();

    await user.click(screen.getByText('Geändert (1)'));
    expect(within(screen.getByRole('table')).getByText('Preis pro kg: 9,00 €/kg → 9,60 €/kg')).toBeInTheDocument();
    await user.click(screen.getByText('Alle (5)'));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);

    expect(screen.getByText('2 fehlerhafte Zeilen werden übersprungen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import bestätigen: 1 neu, 1 geändert' }));
    expect(await screen.findByText(/Import abgeschlossen – neu angelegt: 1, geändert: 1/)).toBeInTheDocument();
    const run = fake.callsOf('RunProductImport')[0]!.variables;
    expect(run).toMatchObject({
      expected: { new: 1, changed: 1 },
      priceListId: '1',
      file: { fileName: 'export.csv', mapping: PREVIEW.mapping, priceUnit: 'PIECE' },
    });
    expect(screen.getByRole('link', { name: 'Zu den Produkten' })).toHaveAttribute('href', '/products');
  });

  it('says how many new products take the default VAT, in the language of the user (issue 14, finding 10)', async () => {
    api({
      PreviewProductImport: () =>
        data({
          previewProductImport: {
            ...PREVIEW,
            counts: { ...PREVIEW.counts, new: 3 },
            defaultVat: { rate: '10.00', count: 3 },
          },
        }),
    });
    renderUi(<ImportWizard />, 'it');
    await chooseAndCheck('File di esportazione (CSV o ZIP)', 'Verifica file');
    expect(
      await screen.findByText(
        "3 nuovi prodotti non hanno IVA e ricevono l'aliquota predefinita 10 %. La verifichi (pane 4 %) o assegni una colonna IVA.",
      ),
    ).toBeInTheDocument();
  });

  it('names no default VAT when every new product has its own', async () => {
    api();
    renderUi(<ImportWizard />, 'de');
    await chooseAndCheck();
    await screen.findByText(/Gelesen: export.csv/);
    expect(screen.queryByText(/Standardsatz/)).not.toBeInTheDocument();
  });

  it('re-checks with a corrected mapping and price unit, and can import without a price list', async () => {
    const fake = api();
    renderUi(<ImportWizard />, 'en');
    const user = await chooseAndCheck('Export file (CSV or ZIP)', 'Check file');
    await screen.findByText(/Read: export.csv/);
    await user.click(screen.getByRole('radio', { name: 'per kg' }));
    await waitFor(() => expect(fake.callsOf('PreviewProductImport')).toHaveLength(2));
    expect(fake.callsOf('PreviewProductImport')[1]!.variables.file).toMatchObject({
      priceUnit: 'KG',
      mapping: PREVIEW.mapping,
    });

    await user.click(screen.getByRole('combobox', { name: 'Put new products into price list' }));
    await user.click(await screen.findByRole('option', { name: 'Into no price list (invisible to clients)' }));
    await user.click(screen.getByRole('button', { name: 'Confirm import: 1 new, 1 changed' }));
    await screen.findByText(/Import finished/);
    expect(fake.callsOf('RunProductImport')[0]!.variables.priceListId).toBeNull();
  });

  it('says "Not a valid ZIP file!" in Italian for a wrong file and writes nothing', async () => {
    const fake = api({ PreviewProductImport: () => gqlError('IMPORT_NOT_A_ZIP') });
    renderUi(<ImportWizard />, 'it');
    await chooseAndCheck('File di esportazione (CSV o ZIP)', 'Verifica file');
    expect(await screen.findByRole('alert')).toHaveTextContent('File ZIP non valido!');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(fake.callsOf('RunProductImport')).toHaveLength(0);
  });

  it('says a ZIP would unpack too large (a zip bomb), in each language (issue 45)', async () => {
    for (const [language, label, button, text] of [
      ['de', 'Exportdatei (CSV oder ZIP)', 'Datei prüfen', 'wäre entpackt zu groß (höchstens 16 MB)'],
      ['it', 'File di esportazione (CSV o ZIP)', 'Verifica file', 'sarebbe troppo grande (al massimo 16 MB)'],
      ['en', 'Export file (CSV or ZIP)', 'Check file', 'too large once unpacked (16 MB at most)'],
    ] as const) {
      api({ PreviewProductImport: () => gqlError('IMPORT_ZIP_TOO_LARGE', { maxBytes: 16 * 1024 * 1024 }) });
      const { unmount } = renderUi(<ImportWizard />, language);
      await chooseAndCheck(label, button);
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      unmount();
    }
  });

  it('keeps the check when the confirmation is stale and says so', async () => {
    api({ RunProductImport: () => gqlError('IMPORT_STALE') });
    renderUi(<ImportWizard />, 'de');
    const user = await chooseAndCheck();
    await user.click(await screen.findByRole('button', { name: 'Import bestätigen: 1 neu, 1 geändert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Produkte haben sich seit der Prüfung geändert. Bitte erneut prüfen.',
    );
    expect(screen.getByRole('button', { name: 'Erneut prüfen' })).toBeEnabled();
  });

  it('blocks the import while no column is the article code', async () => {
    api({
      PreviewProductImport: () =>
        data({ previewProductImport: { ...PREVIEW, mapping: { ...PREVIEW.mapping, code: null } } }),
    });
    renderUi(<ImportWizard />, 'de');
    await chooseAndCheck();
    expect(await screen.findByText(/Ohne Artikelnummer kann nichts zugeordnet werden/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import bestätigen: 1 neu, 1 geändert' })).toBeDisabled();
  });
});
