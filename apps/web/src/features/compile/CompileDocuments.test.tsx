import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import { SHARED_TEXTS } from '@bakery/i18n';
import { describe, expect, it, vi } from 'vitest';
import type { DeliveryDocketSummary, LabelSettings } from '../../api/operations';
import de from '../../i18n/de.json';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { CompileScreen } from './CompileScreen';
import { DEADLINES, makeList, ROLLS, RYE } from './compile-fixtures';

const user = () => userEvent.setup({ delay: null });
const DEADLINE = DEADLINES[1]!.deadline;
const SAVED: LabelSettings = { widthMm: 62, heightMm: null, priceOnLabel: true };

interface DocumentCall {
  url: string;
  body: Record<string, unknown>;
  authorization: string | null;
}

/**
 * The fake GraphQL API plus the document routes of the server (/api/production/…): each answers
 * a file (or `refuse` as an error) and every saved file name is recorded.
 */
function installApi(handlers: Parameters<typeof installFakeApi>[0] = {}, refuse: Record<string, string> = {}) {
  const api = installFakeApi({
    CompileDeadlines: () => data({ bakeListDeadlines: DEADLINES }),
    CompileList: () => {
      const list = makeList();
      list.clients[0]!.orders[0]!.lines = [{ ...RYE, measuredWeight: 1500, packed: true }, ROLLS];
      return data({ compileList: list });
    },
    DeliveryDockets: () => data({ deliveryDocketsToMake: { count: 0, pastDays: [] }, deliveryDockets: [] }),
    ...handlers,
  });
  const graphql = globalThis.fetch;
  const documents: DocumentCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (!url.startsWith('/api/production/')) return graphql(url, init);
    documents.push({
      url,
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
      authorization: new Headers(init.headers).get('authorization'),
    });
    const code = refuse[url];
    if (code) return Response.json({ errors: [{ message: code, extensions: { code } }] }, { status: 400 });
    const kind = url.endsWith('.zpl') ? 'text/plain' : 'application/pdf';
    return new Response(url.endsWith('.zpl') ? '^XA^XZ' : '%PDF-1.3', {
      status: 200,
      headers: { 'content-type': kind, 'content-disposition': `attachment; filename="${url.split('/').pop()}"` },
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
  localStorage.setItem('token', 'jwt-bakery');
  return { ...api, documents, saved };
}

describe('compile: labels', () => {
  it('downloads the label of a packed line and the bag label of a client as PDF with the session token', async () => {
    const u = user();
    const api = installApi();
    renderUi(<CompileScreen />, 'en');
    const hotel = await screen.findByRole('region', { name: 'Hotel Post' });
    expect(within(hotel).getByRole('button', { name: 'Label for Semmel' })).toBeDisabled();
    await u.click(within(hotel).getByRole('button', { name: 'Label for Roggenbrot' }));
    await waitFor(() => expect(api.saved).toEqual(['labels.pdf']));
    expect(api.documents[0]).toEqual({
      url: '/api/production/labels.pdf',
      body: { lineIds: [RYE.id] },
      authorization: 'Bearer jwt-bakery',
    });
    await u.click(within(hotel).getByRole('button', { name: 'Bag label for Hotel Post' }));
    await waitFor(() => expect(api.documents).toHaveLength(2));
    expect(api.documents[1]!.body).toEqual({ orderIds: ['301'] });
  });

  it('prints ZPL once this device is set to a thermal printer, and keeps that choice', async () => {
    const u = user();
    const api = installApi({ LabelSettings: () => data({ labelSettings: SAVED }) });
    const { unmount } = renderUi(<CompileScreen />, 'en');
    await screen.findByRole('region', { name: 'Hotel Post' });
    await u.click(screen.getByRole('button', { name: 'Label printer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Label printer settings' });
    await u.click(await within(dialog).findByText('ZPL (thermal printer)'));
    unmount();
    renderUi(<CompileScreen />, 'en');
    const hotel = await screen.findByRole('region', { name: 'Hotel Post' });
    await u.click(within(hotel).getByRole('button', { name: 'Label for Roggenbrot' }));
    await waitFor(() => expect(api.documents.map((d) => d.url)).toEqual(['/api/production/labels.zpl']));
  });

  it("shows the server's refusal of a label in the interface language", async () => {
    const u = user();
    installApi({}, { '/api/production/labels.pdf': 'ORDER_NOT_EDITABLE' });
    renderUi(
      <>
        <Notifications />
        <CompileScreen />
      </>,
    );
    const hotel = await screen.findByRole('region', { name: 'Hotel Post' });
    await u.click(within(hotel).getByRole('button', { name: 'Etikett für Roggenbrot' }));
    expect(await screen.findByText(SHARED_TEXTS.de.errors.ORDER_NOT_EDITABLE)).toBeInTheDocument();
  });
});

describe('compile: label printer settings', () => {
  it('marks sizes out of range before sending, puts the server refusal on its field, saves and test-prints', async () => {
    const u = user();
    const api = installApi({
      LabelSettings: () => data({ labelSettings: SAVED }),
      UpdateLabelSettings: (v) => {
        const input = v.input as LabelSettings;
        return input.heightMm === 499
          ? gqlError('BAD_INPUT', { fields: ['heightMm'] })
          : data({ updateLabelSettings: input });
      },
    });
    renderUi(<CompileScreen />, 'de');
    await screen.findByRole('region', { name: 'Hotel Post' });
    await u.click(screen.getByRole('button', { name: 'Etikettendrucker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Etikettendrucker einstellen' });
    const width = await within(dialog).findByRole('textbox', { name: /Etikettenbreite/ });
    expect(width).toHaveValue('62 mm');
    expect(within(dialog).getByRole('switch', { name: /Endlosrolle/ })).toBeChecked();

    await u.clear(width);
    await u.type(width, '300');
    await u.click(within(dialog).getByRole('switch', { name: /Endlosrolle/ }));
    const height = within(dialog).getByRole('textbox', { name: /Etikettenhöhe/ });
    await u.type(height, '5');
    await u.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Die Breite muss eine ganze Zahl von 20 bis 220 mm sein.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Die Höhe muss eine ganze Zahl von 10 bis 500 mm sein.')).toBeInTheDocument();
    expect(api.callsOf('UpdateLabelSettings')).toHaveLength(0);

    await u.clear(width);
    await u.type(width, '100');
    await u.clear(height);
    await u.type(height, '499');
    await u.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Die Höhe muss eine ganze Zahl von 10 bis 500 mm sein.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByText('Die Breite muss eine ganze Zahl von 20 bis 220 mm sein.'),
    ).not.toBeInTheDocument();

    await u.clear(height);
    await u.type(height, '50');
    await u.click(within(dialog).getByRole('switch', { name: /Preis auf dem Etikett/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Testdruck' }));
    await waitFor(() => expect(api.documents).toHaveLength(1));
    expect(api.callsOf('UpdateLabelSettings').at(-1)!.variables).toEqual({
      input: { widthMm: 100, heightMm: 50, priceOnLabel: false },
    });
    expect(api.documents[0]).toMatchObject({ url: '/api/production/labels.pdf', body: { test: true, language: 'de' } });
    await waitFor(() => expect(api.saved).toEqual(['labels.pdf']));
  });

  it('shows a load failure with a retry', async () => {
    const u = user();
    let calls = 0;
    installApi({ LabelSettings: () => (++calls === 1 ? gqlError('INTERNAL') : data({ labelSettings: SAVED })) });
    renderUi(<CompileScreen />, 'it');
    await screen.findByRole('region', { name: 'Hotel Post' });
    await u.click(screen.getByRole('button', { name: 'Stampante etichette' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impostazioni stampante etichette' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Impossibile caricare le impostazioni della stampante.');
    await u.click(within(alert).getByRole('button'));
    expect(await within(dialog).findByRole('textbox', { name: /Larghezza etichetta/ })).toHaveValue('62 mm');
  });
});

/** What the server says is left to make: `count` dockets, and past days that can no longer get one. */
const toMake = (count: number, pastDays: string[] = []) => ({ deliveryDocketsToMake: { count, pastDays } });

const DOCKETS: DeliveryDocketSummary[] = [
  {
    id: '71',
    number: 'LS 41/2099',
    sequence: 41,
    deliveryDate: '2099-03-02',
    client: { id: '21', displayName: 'Hotel Post' },
    orders: [{ id: '301', number: 12 }],
  },
  {
    id: '72',
    number: 'LS 42/2099',
    sequence: 42,
    deliveryDate: '2099-03-02',
    client: { id: '22', displayName: 'Café Central' },
    orders: [{ id: '302', number: 13 }],
  },
];

describe('compile: delivery dockets', () => {
  it('creates the dockets of the deadline and zone, lists them by number and prints them all', async () => {
    const u = user();
    const api = installApi({
      DeliveryDockets: () => data({ ...toMake(2), deliveryDockets: [] }),
      CreateDeliveryDockets: () => data({ createDeliveryDockets: DOCKETS }),
    });
    renderUi(<CompileScreen />);
    await screen.findByRole('region', { name: 'Hotel Post' });
    await u.click(screen.getByRole('button', { name: /Meran/ }));
    await u.click(screen.getByRole('tab', { name: 'Lieferscheine' }));
    expect(await screen.findByText('Für diese Auswahl gibt es noch keine Lieferscheine.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle drucken (0)' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Lieferscheine erstellen' }));
    const table = await screen.findByRole('table', { name: 'Lieferscheine' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['LS 41/2099Hotel Post02.03.209912', 'LS 42/2099Café Central02.03.209913']);
    expect(api.callsOf('CreateDeliveryDockets')[0]!.variables).toEqual({ deadline: DEADLINE, zoneId: '5' });
    expect(api.callsOf('DeliveryDockets').at(-1)!.variables).toEqual({ deadline: DEADLINE, zoneId: '5' });
    // nothing is left to make: the button is off and says why
    expect(screen.getByRole('button', { name: 'Lieferscheine erstellen' })).toBeDisabled();
    expect(screen.getByText('Alle Bestellungen dieser Auswahl haben einen Lieferschein.')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Alle drucken (2)' }));
    await waitFor(() => expect(api.saved).toEqual(['dockets.pdf']));
    expect(api.documents[0]).toEqual({
      url: '/api/production/dockets.pdf',
      body: { deadline: DEADLINE, zoneId: '5' },
      authorization: 'Bearer jwt-bakery',
    });
  });

  it('warns above the packing list of the deliveries still without a docket, leads to the dockets, and is gone once they are made', async () => {
    const u = user();
    installApi({
      DeliveryDockets: () => data({ ...toMake(2), deliveryDockets: [] }),
      CreateDeliveryDockets: () => data({ createDeliveryDockets: DOCKETS }),
    });
    renderUi(<CompileScreen />);
    await screen.findByRole('region', { name: 'Hotel Post' });
    const warning = await screen.findByTestId('docket-warning');
    expect(warning).toHaveTextContent('2 Lieferungen dieser Auswahl haben noch keinen Lieferschein.');
    expect(warning).toHaveTextContent(de.compile.docketWarning.why);
    await u.click(within(warning).getByRole('button', { name: 'Zu den Lieferscheinen' }));
    expect(screen.getByRole('tab', { name: 'Lieferscheine' })).toHaveAttribute('aria-selected', 'true');
    await u.click(await screen.findByRole('button', { name: 'Lieferscheine erstellen' }));
    await screen.findByRole('table', { name: 'Lieferscheine' });
    await u.click(screen.getByRole('tab', { name: de.compile.tab.pack }));
    await screen.findByRole('region', { name: 'Hotel Post' });
    expect(screen.queryByTestId('docket-warning')).not.toBeInTheDocument();
  });

  it('translates a refused docket number', async () => {
    const u = user();
    installApi({
      DeliveryDockets: () => data({ ...toMake(1), deliveryDockets: [] }),
      CreateDeliveryDockets: () => gqlError('DOCKET_NUMBER_TAKEN'),
    });
    renderUi(<CompileScreen />, 'en');
    await screen.findByRole('region', { name: 'Hotel Post' });
    await u.click(screen.getByRole('tab', { name: 'Delivery dockets' }));
    await u.click(await screen.findByRole('button', { name: 'Create delivery dockets' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The next delivery docket number is already taken. Please check the number format and counter in the bill settings.',
    );
  });

  it('names the past days that can no longer get a docket and leaves the button off when nothing else is left (it)', async () => {
    const api = installApi({
      DeliveryDockets: () => data({ ...toMake(0, ['2026-11-24', '2026-11-25']), deliveryDockets: [] }),
    });
    renderUi(<CompileScreen />, 'it');
    await screen.findByRole('region', { name: 'Hotel Post' });
    await user().click(screen.getByRole('tab', { name: 'Documenti di trasporto' }));
    expect(
      await screen.findByText(
        'Gli ordini del 24.11.2026, 25.11.2026 non hanno un documento di trasporto e dopo il giorno di consegna non se ne può più emettere uno. Li fatturi con una fattura immediata.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crea documenti di trasporto' })).toBeDisabled();
    // none can ever be made here: the list says there are none, not 'not yet'
    expect(screen.getByText('Per questa selezione non ci sono documenti di trasporto.')).toBeInTheDocument();
    expect(screen.queryByText(/non ci sono ancora/)).not.toBeInTheDocument();
    expect(api.callsOf('CreateDeliveryDockets')).toEqual([]);
  });

  it("makes today's dockets of a deadline that also holds a past delivery, and still names the past day (en)", async () => {
    const u = user();
    installApi({
      DeliveryDockets: () => data({ ...toMake(2, ['2026-11-24']), deliveryDockets: [] }),
      CreateDeliveryDockets: () => data({ createDeliveryDockets: DOCKETS }),
    });
    renderUi(<CompileScreen />, 'en');
    await screen.findByRole('region', { name: 'Hotel Post' });
    await u.click(screen.getByRole('tab', { name: 'Delivery dockets' }));
    await u.click(await screen.findByRole('button', { name: 'Create delivery dockets' }));
    expect(await screen.findByRole('table', { name: 'Delivery dockets' })).toBeInTheDocument();
    expect(screen.getByText(/The orders of 24.11.2026 have no delivery docket/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create delivery dockets' })).toBeDisabled();
    expect(screen.queryByText('Every order of this selection has a delivery docket.')).not.toBeInTheDocument();
  });

  it('says that dockets of a past delivery are too late and how to bill it when midnight passed since the screen was read (de)', async () => {
    const u = user();
    let midnight = false; // the server's answer once the delivery day is over
    const api = installApi({
      DeliveryDockets: () => data({ ...(midnight ? toMake(0, ['2026-11-24']) : toMake(1)), deliveryDockets: [] }),
      CreateDeliveryDockets: () => {
        midnight = true;
        return gqlError('DOCKET_AFTER_DELIVERY', { deliveryDate: '2026-11-24' });
      },
    });
    renderUi(<CompileScreen />, 'de');
    await screen.findByRole('region', { name: 'Hotel Post' });
    await u.click(screen.getByRole('tab', { name: 'Lieferscheine' }));
    await u.click(await screen.findByRole('button', { name: 'Lieferscheine erstellen' }));
    expect(
      (await screen.findAllByRole('alert')).some((a) =>
        a.textContent?.includes(
          'Die Lieferung vom 24.11.2026 ist vorbei: Bitte verrechnen Sie sie mit einer Sofortrechnung.',
        ),
      ),
    ).toBe(true);
    // the panel reads what is left again: the past day is named and the button is off
    expect(await screen.findByText(/Die Bestellungen vom 24.11.2026 haben keinen Lieferschein/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lieferscheine erstellen' })).toBeDisabled();
    expect(api.callsOf('DeliveryDockets').length).toBeGreaterThan(1);
  });

  it('shows a refused batch PDF', async () => {
    const u = user();
    installApi(
      { DeliveryDockets: () => data({ ...toMake(0), deliveryDockets: DOCKETS }) },
      { '/api/production/dockets.pdf': 'NOT_FOUND' },
    );
    renderUi(<CompileScreen />, 'en');
    await screen.findByRole('region', { name: 'Hotel Post' });
    await u.click(screen.getByRole('tab', { name: 'Delivery dockets' }));
    await u.click(await screen.findByRole('button', { name: 'Print all (2)' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('NOT_FOUND');
    expect(alert.textContent!.length).toBeGreaterThan(5);
  });
});
