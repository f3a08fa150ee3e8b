import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompileLine } from '../../api/operations';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { CompileScreen } from './CompileScreen';
import { DEADLINES, FARMER, makeList, PRIVATE_ROLLS, ROLLS, RYE } from './compile-fixtures';

const user = () => userEvent.setup({ delay: null });
const LINES: Record<string, CompileLine> = Object.fromEntries(
  [RYE, ROLLS, FARMER, PRIVATE_ROLLS].map((l) => [l.id, l]),
);

/** The server's answer to a line change: the line with the change and the packed rule of core. */
function changed(id: string, change: Partial<CompileLine>): CompileLine {
  const line = { ...LINES[id]!, ...change };
  const packed = line.missing >= line.amount || (line.haveToWeight ? line.measuredWeight >= 0 : line.packedMark);
  return { ...line, packed };
}

function compileApi(handlers: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    CompileDeadlines: () => data({ bakeListDeadlines: DEADLINES }),
    CompileList: () => data({ compileList: makeList() }),
    DeliveryDockets: () => data({ deliveryDocketsToMake: { count: 0, pastDays: [] }, deliveryDockets: [] }),
    UploadMeasuredWeight: (v) =>
      data({ uploadMeasuredWeight: changed(String(v.orderedProductId), { measuredWeight: Number(v.grams) }) }),
    SetMissing: (v) => data({ setMissing: changed(String(v.orderedProductId), { missing: Number(v.amount) }) }),
    SetPacked: (v) => data({ setPacked: changed(String(v.orderedProductId), { packedMark: Boolean(v.packed) }) }),
    ...handlers,
  });
}

const zoneButton = (name: RegExp) => screen.getByRole('button', { name });

describe('compile and weigh: selection', () => {
  it('opens the next delivery (not a past one) for all zones, with progress per zone, in the interface language', async () => {
    const api = compileApi();
    renderUi(<CompileScreen />, 'en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hotel Post' })).toBeInTheDocument();
    expect(api.callsOf('CompileList')[0]!.variables).toEqual({
      deadline: DEADLINES[1]!.deadline,
      zoneId: null,
      page: 0,
      language: 'en',
    });
    expect(zoneButton(/All zones/)).toHaveAttribute('aria-pressed', 'true');
    expect(zoneButton(/All zones/)).toHaveTextContent('0 / 4');
    expect(zoneButton(/Meran/)).toHaveTextContent('0 / 3');
    expect(zoneButton(/No zone/)).toHaveTextContent('0 / 1');
    expect(screen.getByText('Bitte an der Rezeption abgeben')).toBeInTheDocument();
    expect(screen.getByText('Takeaway')).toBeInTheDocument();
    // the chosen delivery in full under the field (a phone's field shows only its start)
    expect(screen.getByTestId('compile-deadline-full').textContent).toBe(
      (screen.getByRole('combobox', { name: 'Delivery day' }) as HTMLInputElement).value,
    );
    expect(screen.getByTestId('compile-deadline-full')).toHaveTextContent(/ · deadline .+ · \d+ orders?$/);
  });

  it('asks for the orders without a zone with zone "0"', async () => {
    const u = user();
    const api = compileApi();
    renderUi(<CompileScreen />, 'en');
    await screen.findByRole('heading', { level: 2, name: 'Hotel Post' });
    await u.click(zoneButton(/No zone/));
    await waitFor(() => expect(api.callsOf('CompileList')).toHaveLength(2));
    expect(api.callsOf('CompileList')[1]!.variables).toMatchObject({ zoneId: '0' });
    await waitFor(() => expect(zoneButton(/No zone/)).toHaveAttribute('aria-pressed', 'true'));
  });

  it('says when there is nothing to pack', async () => {
    compileApi({ CompileList: () => data({ compileList: makeList({ clients: [], progress: [], totalLines: 0 }) }) });
    renderUi(<CompileScreen />);
    expect(await screen.findByText('In dieser Auswahl gibt es nichts zu packen.')).toBeInTheDocument();
  });

  it('says when there is no deadline at all', async () => {
    compileApi({ CompileDeadlines: () => data({ bakeListDeadlines: [] }) });
    renderUi(<CompileScreen />, 'it');
    expect(await screen.findByText('Niente da preparare: nessuna scadenza con ordini accettati.')).toBeInTheDocument();
  });

  it('shows a load failure in the language of the interface and retries', async () => {
    const u = user();
    let calls = 0;
    compileApi({ CompileList: () => (++calls === 1 ? gqlError('INTERNAL') : data({ compileList: makeList() })) });
    renderUi(<CompileScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Packliste konnte nicht geladen werden.');
    expect(alert.textContent).not.toContain('INTERNAL');
    await u.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Hotel Post' })).toBeInTheDocument();
  });
});

describe('compile and weigh: weighing by keyboard', () => {
  it('saves the typed grams on Enter, moves to the next weight and counts the line packed', async () => {
    const u = user();
    const api = compileApi();
    renderUi(<CompileScreen />);
    const rye = await screen.findByRole('textbox', { name: 'Gewicht von Roggenbrot in Gramm' });
    const farmer = screen.getByRole('textbox', { name: 'Gewicht von Bauernbrot in Gramm' });
    await u.click(rye);
    await u.keyboard('1512{Enter}');
    expect(farmer).toHaveFocus();
    await waitFor(() => expect(api.callsOf('UploadMeasuredWeight')).toHaveLength(1));
    expect(api.callsOf('UploadMeasuredWeight')[0]!.variables).toEqual({ orderedProductId: RYE.id, grams: 1512 });
    const ryeLine = screen.getByRole('listitem', { name: 'Roggenbrot' });
    expect(await within(ryeLine).findByText('Gespeichert')).toBeInTheDocument();
    expect(rye).toHaveValue('1512');
    expect(zoneButton(/Meran/)).toHaveTextContent('1 / 3');
    expect(zoneButton(/Alle Zonen/)).toHaveTextContent('1 / 4');

    // the scale types into the focused field: the next weight follows without a click
    await u.keyboard('980{Enter}');
    await waitFor(() => expect(api.callsOf('UploadMeasuredWeight')).toHaveLength(2));
    expect(api.callsOf('UploadMeasuredWeight')[1]!.variables).toEqual({ orderedProductId: FARMER.id, grams: 980 });
    await waitFor(() => expect(zoneButton(/Meran/)).toHaveTextContent('2 / 3'));
  });

  it('refuses what is not whole grams without a call and keeps the focus there', async () => {
    const u = user();
    const api = compileApi();
    renderUi(<CompileScreen />, 'en');
    const rye = await screen.findByRole('textbox', { name: 'Weight of Roggenbrot in grams' });
    await u.click(rye);
    await u.keyboard('12,5{Enter}');
    expect(rye).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('The weight must be whole grams (1 to 1,000,000).');
    expect(api.callsOf('UploadMeasuredWeight')).toHaveLength(0);
  });

  it("shows the server's refusal on the line, keeps what was typed and saves it on retry", async () => {
    const u = user();
    let calls = 0;
    const api = compileApi({
      UploadMeasuredWeight: (v) =>
        ++calls === 1
          ? gqlError('ORDER_NOT_EDITABLE')
          : data({ uploadMeasuredWeight: changed(String(v.orderedProductId), { measuredWeight: Number(v.grams) }) }),
    });
    renderUi(<CompileScreen />);
    const rye = await screen.findByRole('textbox', { name: 'Gewicht von Roggenbrot in Gramm' });
    await u.click(rye);
    await u.keyboard('1490{Enter}');
    const ryeLine = screen.getByRole('listitem', { name: 'Roggenbrot' });
    const alert = await within(ryeLine).findByRole('alert');
    expect(alert.textContent).not.toContain('ORDER_NOT_EDITABLE');
    expect(alert.textContent!.length).toBeGreaterThan(10);
    expect(rye).toHaveValue('1490');
    expect(zoneButton(/Meran/)).toHaveTextContent('0 / 3');
    await u.click(within(ryeLine).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await within(ryeLine).findByText('Gespeichert')).toBeInTheDocument();
    expect(api.callsOf('UploadMeasuredWeight').map((c) => c.variables.grams)).toEqual([1490, 1490]);
    expect(zoneButton(/Meran/)).toHaveTextContent('1 / 3');
  });

  it('keeps a weight the server did not get across a reload of the page, ready to save with Enter', async () => {
    const u = user();
    let online = false;
    const api = compileApi({
      UploadMeasuredWeight: (v) =>
        online
          ? data({ uploadMeasuredWeight: changed(String(v.orderedProductId), { measuredWeight: Number(v.grams) }) })
          : gqlError('INTERNAL'),
    });
    const { unmount } = renderUi(<CompileScreen />);
    await u.click(await screen.findByRole('textbox', { name: 'Gewicht von Roggenbrot in Gramm' }));
    await u.keyboard('1520{Enter}');
    await within(screen.getByRole('listitem', { name: 'Roggenbrot' })).findByRole('alert');
    unmount();

    online = true;
    renderUi(<CompileScreen />);
    const rye = await screen.findByRole('textbox', { name: 'Gewicht von Roggenbrot in Gramm' });
    expect(rye).toHaveValue('1520');
    expect(
      within(screen.getByRole('listitem', { name: 'Roggenbrot' })).getByText('Enter speichert'),
    ).toBeInTheDocument();
    await u.click(rye);
    await u.keyboard('{Enter}');
    expect(
      await within(screen.getByRole('listitem', { name: 'Roggenbrot' })).findByText('Gespeichert'),
    ).toBeInTheDocument();
    expect(api.callsOf('UploadMeasuredWeight').map((c) => c.variables.grams)).toEqual([1520, 1520]);
    expect(localStorage.getItem(`compile.weightDraft.${RYE.id}`)).toBeNull();
  });

  it('translates a refused weight from the server and resets a weight to "not weighed" (-1)', async () => {
    const u = user();
    const weighed = { ...RYE, measuredWeight: 1500, packed: true };
    const list = makeList();
    list.clients[0]!.orders[0]!.lines = [weighed, ROLLS];
    list.progress[0] = { ...list.progress[0]!, packed: 1 };
    const api = compileApi({
      CompileList: () => data({ compileList: list }),
      UploadMeasuredWeight: (v) =>
        Number(v.grams) === 2_000
          ? gqlError('MEASURED_WEIGHT_INVALID', { max: 1_000_000 })
          : data({ uploadMeasuredWeight: changed(String(v.orderedProductId), { measuredWeight: Number(v.grams) }) }),
    });
    renderUi(<CompileScreen />, 'it');
    const rye = await screen.findByRole('textbox', { name: 'Peso di Roggenbrot in grammi' });
    expect(rye).toHaveValue('1500');
    await u.clear(rye);
    await u.type(rye, '2000{Enter}');
    expect(await screen.findByText('Il peso deve essere in grammi interi (da 1 a 1.000.000).')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Azzera il peso di Roggenbrot' }));
    await waitFor(() =>
      expect(api.callsOf('UploadMeasuredWeight').at(-1)!.variables).toEqual({ orderedProductId: RYE.id, grams: -1 }),
    );
    await waitFor(() => expect(rye).toHaveValue(''));
    expect(zoneButton(/Meran/)).toHaveTextContent('0 / 3');
  });
});

describe('compile and weigh: packed and missing', () => {
  it('marks a line packed with its switch and moves the progress of its zone and client', async () => {
    const u = user();
    const api = compileApi();
    renderUi(<CompileScreen />);
    const hotel = await screen.findByRole('region', { name: 'Hotel Post' });
    const rolls = within(hotel).getByRole('switch', { name: 'Semmel gepackt' });
    expect(within(hotel).getByLabelText('0 von 2 gepackt')).toBeInTheDocument();
    await u.click(rolls);
    await waitFor(() => expect(rolls).toBeChecked());
    expect(api.callsOf('SetPacked')[0]!.variables).toEqual({ orderedProductId: ROLLS.id, packed: true });
    expect(within(hotel).getByLabelText('1 von 2 gepackt')).toBeInTheDocument();
    expect(zoneButton(/Meran/)).toHaveTextContent('1 / 3');
    expect(zoneButton(/Ohne Zone/)).toHaveTextContent('0 / 1');
  });

  it('marks pieces missing (0 … amount), refusing more than ordered before sending', async () => {
    const u = user();
    const api = compileApi();
    renderUi(<CompileScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Hotel Post' });
    await u.click(screen.getByRole('button', { name: 'Fehlende Stück von Roggenbrot' }));
    const amount = await screen.findByRole('textbox', { name: 'Fehlende Stück (bestellt: 2)' });
    await u.clear(amount);
    await u.type(amount, '3{Enter}');
    expect(await screen.findByText('Bitte eine ganze Zahl von 0 bis 2 eingeben.')).toBeInTheDocument();
    expect(api.callsOf('SetMissing')).toHaveLength(0);
    await u.clear(amount);
    await u.type(amount, '1');
    await u.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.callsOf('SetMissing')).toHaveLength(1));
    expect(api.callsOf('SetMissing')[0]!.variables).toEqual({ orderedProductId: RYE.id, amount: 1 });
    expect(await screen.findByRole('button', { name: 'Fehlende Stück von Roggenbrot' })).toHaveTextContent('1 fehlt');
    // one of two loaves missing: the other still has to be weighed
    expect(zoneButton(/Meran/)).toHaveTextContent('0 / 3');
  });

  it('counts a line with every piece missing as packed and shows a refusal of the server', async () => {
    const u = user();
    let calls = 0;
    compileApi({
      SetMissing: (v) =>
        ++calls === 1
          ? gqlError('MISSING_AMOUNT_INVALID', { max: 2 })
          : data({ setMissing: changed(String(v.orderedProductId), { missing: Number(v.amount) }) }),
    });
    renderUi(<CompileScreen />, 'en');
    await screen.findByRole('heading', { level: 2, name: 'Hotel Post' });
    await u.click(screen.getByRole('button', { name: 'Missing pieces of Roggenbrot' }));
    await u.click(await screen.findByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Missing pieces must be a whole number from 0 to the ordered amount.'),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(zoneButton(/Meran/)).toHaveTextContent('1 / 3'));
    expect(screen.getByRole('listitem', { name: 'Roggenbrot' })).toHaveTextContent('All missing');
    expect(screen.queryByRole('textbox', { name: 'Weight of Roggenbrot in grams' })).not.toBeInTheDocument();
  });
});

describe("compile and weigh: the bakery's clock", () => {
  const browserZone = process.env.TZ;
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = browserZone;
  });

  it("opens the delivery of the bakery's today, not the browser's, around midnight", async () => {
    // 00:30 on 26.11. in Rome (the bakery) is still 18:30 on 25.11. in New York (the browser)
    process.env.TZ = 'America/New_York';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T23:30:00Z'));
    const deadlines = [
      { deadline: '2026-11-24T16:00:00.000Z', deliveryDate: '2026-11-25', orderCount: 2 },
      { deadline: '2026-11-25T16:00:00.000Z', deliveryDate: '2026-11-26', orderCount: 3 },
    ];
    const api = compileApi({ CompileDeadlines: () => data({ bakeListDeadlines: deadlines }) });
    renderUi(<CompileScreen />, 'en');
    await waitFor(() => expect(api.callsOf('CompileList')).toHaveLength(1));
    expect(api.callsOf('CompileList')[0]!.variables).toMatchObject({ deadline: deadlines[1]!.deadline });
  });

  it('shows a 17:00 deadline of a bakery in Rome as 17:00 in a browser in UTC, as the printed sheet does', async () => {
    process.env.TZ = 'UTC';
    const deadlines = [{ deadline: '2099-11-25T16:00:00.000Z', deliveryDate: '2099-11-26', orderCount: 3 }];
    compileApi({ CompileDeadlines: () => data({ bakeListDeadlines: deadlines }) });
    renderUi(<CompileScreen />, 'en');
    const picker = await screen.findByDisplayValue(/25\.11\.2099/);
    expect((picker as HTMLInputElement).value).toContain('25.11.2099 17:00');
    expect((picker as HTMLInputElement).value).not.toContain('16:00');
  });
});
