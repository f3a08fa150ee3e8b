import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@bakery/core';
import type { BakeListData } from '../../api/operations';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { makeProduct } from '../../test/product-fixtures';
import { BakeListScreen } from './BakeListScreen';
import { DEADLINE, DEADLINES, LATER_DEADLINE, makeBakeList, makeRow } from './bake-list-fixtures';

type Handlers = Parameters<typeof installFakeApi>[0];

function bakeListApi(list: BakeListData | null = makeBakeList(), handlers: Handlers = {}) {
  return installFakeApi({
    BakeListDeadlines: () => data({ bakeListDeadlines: DEADLINES }),
    BakeList: () => data({ bakeList: list }),
    ...handlers,
  });
}

const renderScreen = (language: Language = 'de') => renderUi(<BakeListScreen />, language);
const cell = (row: HTMLElement, column: string) => row.querySelector(`[data-column="${column}"]`);

describe('/bakery bake list', () => {
  it("opens on the server's next deadline with products, amounts, weights in kg and the totals", async () => {
    const api = bakeListApi();
    renderScreen();
    const semmel = await screen.findByRole('row', { name: /Semmel/ });
    expect(cell(semmel, 'ordered')).toHaveTextContent('40');
    expect(cell(semmel, 'additional')).toHaveTextContent('0');
    expect(cell(semmel, 'total')).toHaveTextContent('40');
    expect(cell(semmel, 'weight')).toHaveTextContent('2,4 kg');
    const brot = screen.getByRole('row', { name: /Bauernbrot/ });
    expect(within(brot).getByText('wird gewogen')).toBeInTheDocument();
    expect(within(semmel).queryByText('wird gewogen')).not.toBeInTheDocument();
    expect(cell(brot, 'total')).toHaveTextContent('8');
    const totals = screen.getByRole('row', { name: 'Summe' });
    expect(cell(totals, 'ordered')).toHaveTextContent('46');
    expect(cell(totals, 'additional')).toHaveTextContent('2');
    expect(cell(totals, 'total')).toHaveTextContent('48');
    expect(cell(totals, 'weight')).toHaveTextContent('10,4 kg');

    expect(screen.getByRole('heading', { level: 2, name: 'Lieferung Do 12.03.2026' })).toBeInTheDocument();
    expect(screen.getByText('7 Bestellungen')).toBeInTheDocument();
    expect(screen.getByText('Noch nicht generiert')).toBeInTheDocument();
    // not generated: nothing is flagged although the server marks every product "not on the list"
    expect(screen.queryByText('Geändert')).not.toBeInTheDocument();
    expect(api.callsOf('BakeList')[0]?.variables).toEqual({ deadline: null, language: 'de' });
    // breakdowns and client names are asked for only on demand
    expect(api.calls.map((c) => c.operationName).sort()).toEqual(['BakeList', 'BakeListDeadlines']);
    expect(api.callsOf('BakeList')[0]?.query).not.toMatch(/byZone|byClient/);
  });

  it('switches to another deadline from the picker, which says delivery day, orders and whether generated', async () => {
    const user = userEvent.setup({ delay: null });
    const api = bakeListApi(null, {
      BakeList: (v) => data({ bakeList: makeBakeList({ deadline: String(v.deadline ?? DEADLINE) }) }),
    });
    renderScreen();
    await screen.findByRole('row', { name: /Semmel/ });
    await user.click(screen.getByRole('combobox', { name: 'Liefertermin' }));
    const later = await screen.findByRole('option', {
      name: /Fr 13\.03\.2026 · Bestellschluss \d{2}\.03\.2026 \d{2}:\d{2} · 3 Bestellungen · generiert/,
    });
    await user.click(later);
    // the picker stays while the other list loads
    expect(screen.getByRole('combobox', { name: 'Liefertermin' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsOf('BakeList').at(-1)?.variables).toEqual({ deadline: LATER_DEADLINE, language: 'de' }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Lieferung Fr 13.03.2026' })).toBeInTheDocument();
    // the field shows the delivery day alone, so it fits a phone; the summary below it says the rest
    expect(screen.getByRole('combobox', { name: 'Liefertermin' })).toHaveValue('Fr 13.03.2026');
  });

  it("tells two deadlines of one delivery day apart by their time, short enough for a phone's field", async () => {
    const user = userEvent.setup({ delay: null });
    // clients with a 17:00 and an 18:00 deadline, both delivered on Thursday
    const evening = '2026-03-11T17:00:00.000Z';
    bakeListApi(makeBakeList(), {
      BakeListDeadlines: () =>
        data({
          bakeListDeadlines: [
            DEADLINES[0]!,
            { deadline: evening, deliveryDate: '2026-03-12', orderCount: 2, generatedAt: null },
          ],
        }),
    });
    renderScreen();
    await screen.findByRole('row', { name: /Semmel/ });
    const field = screen.getByRole('combobox', { name: 'Liefertermin' });
    expect(field).toHaveValue('Do 12.03. · Schluss 17:00');
    await user.click(field);
    expect(
      await screen.findByRole('option', {
        name: /^Do 12\.03\.2026 · Bestellschluss 11\.03\.2026 18:00 · 2 Bestellungen$/,
      }),
    ).toBeInTheDocument();
  });

  it('generates without asking the first time, asks before replacing a generated list', async () => {
    const user = userEvent.setup({ delay: null });
    const generated = makeBakeList({
      generatedAt: '2026-03-11T02:05:00.000Z',
      items: [makeRow({ generatedOrderedAmount: 40, generatedAdditionalAmount: 0, changed: false })],
    });
    const api = bakeListApi(makeBakeList(), { GenerateBakeList: () => data({ generateBakeList: generated }) });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Generieren' }));
    expect(await screen.findByText(/^Generiert am 11\.03\.2026 \d{2}:05$/)).toBeInTheDocument();
    expect(api.callsOf('GenerateBakeList')[0]?.variables).toEqual({ deadline: DEADLINE, language: 'de' });
    expect(screen.queryByText('Geändert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Neu generieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Backliste neu generieren?' });
    expect(dialog).toHaveTextContent(/wurde am 11\.03\.2026 \d{2}:05 generiert/);
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(api.callsOf('GenerateBakeList')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Neu generieren' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Neu generieren' }));
    await waitFor(() => expect(api.callsOf('GenerateBakeList')).toHaveLength(2));
  });

  it('flags products changed since generation with the generated and live amounts and lists the changed orders', async () => {
    const list = makeBakeList({
      generatedAt: '2026-03-11T02:05:00.000Z',
      changed: true,
      items: [
        makeRow({
          orderedAmount: 45,
          totalAmount: 45,
          generatedOrderedAmount: 40,
          generatedAdditionalAmount: 0,
          changed: true,
        }),
        makeRow({
          orderedAmount: 6,
          totalAmount: 6,
          generatedOrderedAmount: 6,
          generatedAdditionalAmount: 0,
          changed: false,
          product: { id: '11', name: 'Bauernbrot' },
        }),
        makeRow({ orderedAmount: 3, totalAmount: 3, changed: true, product: { id: '13', name: 'Vinschgerle' } }),
      ],
      changedOrders: [
        { orderId: '31', number: 1042, publicId: 'k7m2', clientId: '20', changedAt: '2026-03-11T03:12:00.000Z' },
        { orderId: '32', number: 1043, publicId: 'x9p1', clientId: '99', changedAt: '2026-03-11T03:20:00.000Z' },
      ],
    });
    const api = bakeListApi(list, {
      BakeListClientNames: () =>
        data({ bakeList: { deadline: DEADLINE, byClient: [{ clientId: '20', clientName: 'Hotel Post' }] } }),
    });
    renderScreen();
    const semmel = await screen.findByRole('row', { name: /Semmel/ });
    expect(semmel).toHaveAttribute('data-changed', 'true');
    expect(within(semmel).getByText('Geändert')).toBeInTheDocument();
    expect(within(semmel).getByText('Generiert 40 → jetzt 45')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Bauernbrot/ })).not.toHaveAttribute('data-changed');
    expect(
      within(screen.getByRole('row', { name: /Vinschgerle/ })).getByText('Neu seit dem Generieren: 3'),
    ).toBeInTheDocument();

    expect(screen.getByText('2 Produkte weichen von der generierten Liste ab (markiert).')).toBeInTheDocument();
    const orders = screen.getByRole('list', { name: 'Geänderte Bestellungen' });
    const items = within(orders).getAllByRole('listitem');
    await waitFor(() =>
      expect(items[0]).toHaveTextContent(/^Nr\. 1042 · Hotel Post · geändert 11\.03\.2026 \d{2}:12$/),
    );
    expect(items[1]).toHaveTextContent(/^Nr\. 1043 · Kunde unbekannt · geändert/);
    expect(within(items[0]!).getByRole('link', { name: 'Nr. 1042' })).toHaveAttribute('href', '/order/31');
    expect(api.callsOf('BakeListClientNames')[0]?.variables).toEqual({ deadline: DEADLINE });
  });

  it('adds an additional bread from the bakery products, changes its amount in place and removes it', async () => {
    const user = userEvent.setup({ delay: null });
    let list = makeBakeList();
    const api = bakeListApi(null, {
      BakeList: () => data({ bakeList: list }),
      Products: () =>
        data({
          products: {
            total: 2,
            items: [makeProduct({ id: '12', name: 'Semmel' }), makeProduct({ id: '14', name: 'Roggenbrot' })],
          },
        }),
      SetAdditionalBread: (v) => {
        const amount = Number(v.amount);
        list = makeBakeList({
          items: [
            makeRow(),
            makeRow({
              orderedAmount: 0,
              additionalAmount: amount,
              totalAmount: amount,
              weightGrams: amount * 500,
              product: { id: String(v.productId), name: 'Roggenbrot' },
            }),
          ],
        });
        return data({ setAdditionalBread: list });
      },
      RemoveAdditionalBread: () => {
        list = makeBakeList({ items: [makeRow()] });
        return data({ removeAdditionalBread: list });
      },
    });
    renderScreen();
    await screen.findByRole('row', { name: /Semmel/ });
    expect(api.callsOf('Products')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Brot hinzufügen' }));

    const form = await screen.findByRole('form', { name: 'Zusätzliches Brot hinzufügen' });
    await user.click(within(form).getByRole('button', { name: 'Hinzufügen' }));
    expect(within(form).getByText('Bitte wählen Sie ein Produkt.')).toBeInTheDocument();
    expect(within(form).getByText('Ganze Stück von 1 bis 99999.')).toBeInTheDocument();
    expect(api.callsOf('SetAdditionalBread')).toHaveLength(0);

    await user.click(within(form).getByRole('combobox', { name: 'Produkt' }));
    await user.click(await screen.findByRole('option', { name: 'Roggenbrot' }));
    await user.type(within(form).getByRole('textbox', { name: 'Stück' }), '12');
    await user.click(within(form).getByRole('button', { name: 'Hinzufügen' }));
    await waitFor(() =>
      expect(api.callsOf('SetAdditionalBread')[0]?.variables).toEqual({
        deadline: DEADLINE,
        productId: '14',
        amount: 12,
      }),
    );
    const roggen = await screen.findByRole('row', { name: /Roggenbrot/ });
    expect(cell(roggen, 'additional')).toHaveTextContent('12');
    expect(cell(screen.getByRole('row', { name: 'Summe' }), 'total')).toHaveTextContent('52');

    const field = screen.getByRole('textbox', { name: 'Zusätzliche Stück Roggenbrot' });
    await user.clear(field);
    await user.type(field, '15{Enter}');
    await waitFor(() =>
      expect(api.callsOf('SetAdditionalBread')[1]?.variables).toEqual({
        deadline: DEADLINE,
        productId: '14',
        amount: 15,
      }),
    );
    await waitFor(() =>
      expect(cell(screen.getByRole('row', { name: /Roggenbrot/ }), 'additional')).toHaveTextContent('15'),
    );

    await user.click(screen.getByRole('button', { name: 'Roggenbrot entfernen' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Roggenbrot/ })).not.toBeInTheDocument());
    expect(api.callsOf('RemoveAdditionalBread')[0]?.variables).toEqual({ deadline: DEADLINE, productId: '14' });
  });

  it('shows a refused change in the language of the screen', async () => {
    const user = userEvent.setup({ delay: null });
    bakeListApi(makeBakeList(), { SetAdditionalBread: () => gqlError('NOT_FOUND') });
    renderScreen();
    const field = await screen.findByRole('textbox', { name: 'Zusätzliche Stück Bauernbrot' });
    await user.clear(field);
    await user.type(field, '0{Enter}');
    expect(screen.getByText('Ganze Stück von 1 bis 99999.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '5{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('NOT_FOUND');
    expect(alert).toHaveTextContent(/.+/);
  });

  it('shows the breakdown by zone or by client only on demand', async () => {
    const user = userEvent.setup({ delay: null });
    const item = (amount: number) => ({
      amount,
      weightGrams: amount * 60,
      product: { id: '12', name: 'Semmel', haveToWeight: false, approxWeight: 60 },
    });
    const api = bakeListApi(makeBakeList(), {
      BakeListByZone: () =>
        data({
          bakeList: {
            deadline: DEADLINE,
            byZone: [
              { zoneId: '3', zoneName: 'Pustertal', items: [item(30)] },
              { zoneId: null, zoneName: null, items: [item(10)] },
            ],
          },
        }),
      BakeListByClient: () =>
        data({
          bakeList: { deadline: DEADLINE, byClient: [{ clientId: '20', clientName: 'Hotel Post', items: [item(25)] }] },
        }),
    });
    renderScreen();
    await screen.findByRole('row', { name: /Semmel/ });
    expect(api.callsOf('BakeListByZone')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Nach Zone' }));
    const zone = await screen.findByRole('region', { name: 'Pustertal' });
    expect(within(zone).getByText('30 Stück')).toBeInTheDocument();
    expect(within(zone).getByText('1,8 kg')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ohne Zone' })).toBeInTheDocument();
    expect(api.callsOf('BakeListByZone')[0]?.variables).toEqual({ deadline: DEADLINE, language: 'de' });

    await user.click(screen.getByRole('radio', { name: 'Nach Kunde' }));
    expect(await screen.findByRole('region', { name: 'Hotel Post' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pustertal' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Ohne' }));
    expect(screen.queryByRole('region', { name: 'Hotel Post' })).not.toBeInTheDocument();
    expect(api.callsOf('BakeListByClient')).toHaveLength(1);
  });

  it("downloads the server's PDF of the deadline in the screen's language", async () => {
    const user = userEvent.setup({ delay: null });
    bakeListApi();
    const graphql = globalThis.fetch;
    const pdfCalls: RequestInit[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url !== '/api/production/bake-list.pdf') return graphql(url, init);
      pdfCalls.push(init);
      return new Response('%PDF-1.7', {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': "attachment; filename*=UTF-8''Lista-12.03.2026.pdf",
        },
      });
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    localStorage.setItem('token', 'jwt-bakery');
    renderScreen('it');
    await screen.findByRole('row', { name: /Semmel/ });
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(saved).toEqual(['Lista-12.03.2026.pdf']));
    expect(JSON.parse(String(pdfCalls[0]!.body))).toEqual({ deadline: DEADLINE, language: 'it' });
    expect(new Headers(pdfCalls[0]!.headers).get('authorization')).toBe('Bearer jwt-bakery');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the PDF route's refusal translated", async () => {
    const user = userEvent.setup({ delay: null });
    bakeListApi();
    const graphql = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) =>
      url === '/api/production/bake-list.pdf'
        ? Response.json({ errors: [{ message: 'FORBIDDEN', extensions: { code: 'FORBIDDEN' } }] }, { status: 403 })
        : graphql(url, init),
    );
    renderScreen('en');
    await screen.findByRole('row', { name: /Semmel/ });
    expect(cell(screen.getByRole('row', { name: /Semmel/ }), 'weight')).toHaveTextContent('2.4 kg');
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('FORBIDDEN');
    expect(alert).toHaveTextContent(/.+/);
  });

  it('says so when there is nothing to bake', async () => {
    bakeListApi(null, { BakeListDeadlines: () => data({ bakeListDeadlines: [] }) });
    renderScreen();
    expect(await screen.findByText(/Keine anstehenden Bestellungen/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generieren' })).not.toBeInTheDocument();
  });

  it('says so when a deadline has only been emptied, and still offers additional breads', async () => {
    bakeListApi(makeBakeList({ items: [] }));
    renderScreen();
    expect(await screen.findByText('Keine Bestellungen für diesen Liefertermin.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Brot hinzufügen' })).toBeInTheDocument();
  });

  it('says when the list reached the limit of 10000 rows', async () => {
    bakeListApi(makeBakeList({ truncated: true }));
    renderScreen('en');
    expect(await screen.findByText('The bake list shows at most 10,000 rows; there are more.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    bakeListApi(null, { BakeList: () => (fail ? gqlError('INTERNAL') : data({ bakeList: makeBakeList() })) });
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Backliste konnte nicht geladen werden.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('row', { name: /Semmel/ })).toBeInTheDocument();
  });
});
