import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { codeOf as codeOfGql } from '../../../test/test-server';
import { pdfInfo, pdfPagePng, pdfText } from '../../../test/pdf';
import { setupProduction } from './production.test-setup';

const WEIGH = 'mutation W($id: ID!, $g: Int!) { uploadMeasuredWeight(orderedProductId: $id, grams: $g) { id } }';
const MISSING = 'mutation M($id: ID!, $a: Int!) { setMissing(orderedProductId: $id, amount: $a) { id } }';
const LABEL_SETTINGS = 'mutation L($input: LabelSettingsInput!) { updateLabelSettings(input: $input) { widthMm } }';
const ADDITIONAL =
  'mutation A($d: String!, $p: ID!, $a: Int!) { setAdditionalBread(deadline: $d, productId: $p, amount: $a) { totalAmount } }';
const DOCKETS = 'mutation C($d: String!) { createDeliveryDockets(deadline: $d) { id number } }';
const MM = 72 / 25.4;

let s: Awaited<ReturnType<typeof setupProduction>>;
type Order = Awaited<ReturnType<typeof s.place>>;
let hostOrder: Order;
let privateOrder: Order;
let foreignOrder: Order;
const bakery = () => s.jwt['pp-bakery'];
const lineOf = (order: Order, productId: string) => order.lines.find((l) => l.product.id === productId)!.id;

beforeAll(async () => {
  s = await setupProduction('pp');
  hostOrder = await s.place(s.jwt['pp-host'], [
    [s.p.semmel, 3],
    [s.p.rye, 2],
  ]);
  privateOrder = await s.place(s.jwt['pp-private'], [
    [s.p.rye, 1],
    [s.p.brezel, 2],
  ]);
  foreignOrder = await s.place(s.jwt['ppx-private'], [[s.p.foreign, 1]]);
  await s.server.gql(WEIGH, { id: lineOf(hostOrder, s.p.rye), g: 2070 }, bakery());
  await s.server.gql(MISSING, { id: lineOf(hostOrder, s.p.semmel), a: 1 }, bakery());
});
afterAll(() => s.server.close());

async function post(path: string, body: unknown, token: string | null = bakery() ?? null) {
  const res = await fetch(`${s.server.url}/api/production/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}
const codeIn = (r: { bytes: Buffer }) =>
  (JSON.parse(r.bytes.toString()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code;

describe('bake list PDF', () => {
  it('is A4 in large type with the summed products, the additional bread and the totals, and renders', async () => {
    await s.server.gql(ADDITIONAL, { d: s.deadline, p: s.p.brezel, a: 5 }, bakery());
    const res = await post('bake-list.pdf', { deadline: s.deadline });
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(res.disposition).toContain('Backliste-2026-11-24.pdf');
    const info = await pdfInfo(res.bytes);
    expect([Math.round(info.width), Math.round(info.height)]).toEqual([595, 842]);
    const text = await pdfText(res.bytes);
    expect(text).toContain('Backliste');
    expect(text).toContain('Lieferung am 24. November 2026');
    expect(text).toContain('Nicht generiert');
    expect(text).toMatch(/Roggenbrot \(wiegen\) 3 3 3,0 kg/);
    expect(text).toMatch(/Brezel 2 5 7/);
    expect(text).toContain('Seite 1 von 1');
    expect((await sharp(await pdfPagePng(res.bytes)).metadata()).width).toBeGreaterThan(400);
  });

  it('marks products changed since the list was generated, with the generated and the current total', async () => {
    expect(
      codeOfGql(
        await s.server.gql(
          'mutation G($d: String!) { generateBakeList(deadline: $d) { generatedAt } }',
          { d: s.deadline },
          bakery(),
        ),
      ),
    ).toBeUndefined();
    await s.server.gql(ADDITIONAL, { d: s.deadline, p: s.p.semmel, a: 4 }, bakery());
    const text = await pdfText((await post('bake-list.pdf', { deadline: s.deadline })).bytes);
    expect(text).toContain('Generiert am');
    expect(text).toMatch(/Semmel 3 4 7 350 g geändert seit Generierung: vorher 3, jetzt 7/);
    expect(text.match(/geändert seit Generierung/g)).toHaveLength(1);
  });

  it('speaks Italian when asked, and says so when a deadline has no orders', async () => {
    const it_ = await pdfText((await post('bake-list.pdf', { deadline: s.deadline, language: 'it' })).bytes);
    expect(it_).toContain('Lista di produzione');
    expect(it_).toContain('Pane di segale');
    const empty = await pdfText(
      (await post('bake-list.pdf', { deadline: '2026-12-01T17:00:00.000Z', language: 'en' })).bytes,
    );
    expect(empty).toContain('There are no accepted orders for this deadline.');
  });
});

describe('labels (PDF sized to the label, ZPL)', () => {
  it('prints an item label per line at the configured width and height: client, product, exact weight, prices, date, public id', async () => {
    expect(
      (await s.server.gql(LABEL_SETTINGS, { input: { widthMm: 80, heightMm: 50, priceOnLabel: true } }, bakery())).data
        .updateLabelSettings.widthMm,
    ).toBe(80);
    const res = await post('labels.pdf', { lineIds: [lineOf(hostOrder, s.p.rye), lineOf(hostOrder, s.p.semmel)] });
    expect(res.status).toBe(200);
    const info = await pdfInfo(res.bytes);
    expect(info.pages).toBe(2);
    expect(info.width).toBeCloseTo(80 * MM, 1);
    expect(info.height).toBeCloseTo(50 * MM, 1);
    const text = await pdfText(res.bytes);
    expect(text).toContain('Roggenbrot');
    expect(text).toContain('2,070 kg');
    expect(text).toContain('4,50 €/kg · 9,32 €'); // 0.0045 €/g × 2070 g = 9.315 → 9.32
    expect(text).toContain('1 fehlt');
    expect(text).toContain(hostOrder.lines.length > 0 ? 'Lieferung 24. November 2026' : '');
    expect(text).toContain((await s.orderRow(hostOrder.id)).publicId);
  });

  it('leaves prices off when the settings say so; a continuous roll gets a height from the width', async () => {
    await s.server.gql(LABEL_SETTINGS, { input: { widthMm: 62, heightMm: null, priceOnLabel: false } }, bakery());
    const res = await post('labels.pdf', { lineIds: [lineOf(hostOrder, s.p.rye)], language: 'en' });
    const info = await pdfInfo(res.bytes);
    expect(info.width).toBeCloseTo(62 * MM, 1);
    expect(info.height).toBeCloseTo(38 * MM, 1);
    const text = await pdfText(res.bytes);
    expect(text).toContain('Rye bread');
    expect(text).not.toContain('€');
  });

  it('prints bag labels per order and a test label', async () => {
    const bag = await pdfText((await post('labels.pdf', { orderIds: [privateOrder.id] })).bytes);
    expect(bag).toContain('3 Artikel');
    const test = await pdfText((await post('labels.pdf', { test: true, language: 'it' })).bytes);
    expect(test).toContain('Stampa di prova');
    expect(test).toContain('62 mm × rotolo continuo');
  });

  it('writes the same labels as ZPL for thermal printers', async () => {
    await s.server.gql(LABEL_SETTINGS, { input: { widthMm: 80, heightMm: 50, priceOnLabel: true } }, bakery());
    const res = await post('labels.zpl', { lineIds: [lineOf(hostOrder, s.p.rye)] });
    expect(res.status).toBe(200);
    expect(res.type).toContain('application/zpl');
    const zpl = res.bytes.toString('utf8');
    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
    expect(zpl).toContain('^CI28');
    expect(zpl).toContain('^PW640');
    expect(zpl).toContain('^LL400');
    expect(zpl).toContain('^FDRoggenbrot^FS');
    expect(zpl).toContain(`^FDQA,${(await s.orderRow(hostOrder.id)).publicId}^FS`);
  });

  it("refuses another bakery's lines, other roles, signed out and bad input", async () => {
    const foreignLine = lineOf(foreignOrder, s.p.foreign);
    expect(codeIn(await post('labels.pdf', { lineIds: [lineOf(hostOrder, s.p.rye), foreignLine] }))).toBe('NOT_FOUND');
    expect(codeIn(await post('labels.pdf', { lineIds: [lineOf(hostOrder, s.p.rye)] }, s.jwt['ppx-bakery']))).toBe(
      'NOT_FOUND',
    );
    for (const who of ['pp-host', 'pp-private', 'guest'])
      expect(codeIn(await post('labels.zpl', { test: true }, s.jwt[who]))).toBe('FORBIDDEN');
    const anonymous = await post('bake-list.pdf', {}, null);
    expect(anonymous.status).toBe(401);
    expect(codeIn(await post('labels.pdf', {}))).toBe('BAD_INPUT');
    expect(codeIn(await post('labels.pdf', { lineIds: ['x'] }))).toBe('BAD_INPUT');
    expect(codeIn(await post('labels.pdf', { lineIds: [1], language: 'fr' }))).toBe('BAD_INPUT');
    expect(codeIn(await post('bake-list.pdf', { deadline: 'tomorrow' }))).toBe('BAD_INPUT');
  });
});

describe('delivery dockets PDF', () => {
  it('prints every docket of the deadline on its own page with consecutive numbers, in the client language', async () => {
    const created = (await s.server.gql(DOCKETS, { d: s.deadline }, bakery())).data.createDeliveryDockets as {
      id: string;
      number: string;
    }[];
    expect(created.length).toBeGreaterThanOrEqual(2);
    const res = await post('dockets.pdf', { deadline: s.deadline });
    expect(res.status).toBe(200);
    const info = await pdfInfo(res.bytes);
    expect(info.pages).toBe(created.length);
    const text = await pdfText(res.bytes);
    for (const d of created) expect(text).toContain(d.number);
    expect(text).toContain('Lieferschein');
    expect(text).toContain('2,070 kg');
    const one = await pdfText((await post('dockets.pdf', { docketIds: [created[0]!.id] })).bytes);
    expect(one).toContain(created[0]!.number);
    expect(one).not.toContain(created[1]!.number);
    expect(codeIn(await post('dockets.pdf', { docketIds: [created[0]!.id] }, s.jwt['ppx-bakery']))).toBe('NOT_FOUND');
    expect(codeIn(await post('dockets.pdf', { deadline: s.deadline }, s.jwt['pp-host']))).toBe('FORBIDDEN');
  });
});
