import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfInfo, pdfText } from '../../../test/pdf';
import { codeIn, lineOf, setupProductionDocuments, type ProductionDocuments } from '../bakeList/production.test-setup';

const LABEL_SETTINGS = 'mutation L($input: LabelSettingsInput!) { updateLabelSettings(input: $input) { widthMm } }';
const MM = 72 / 25.4;
const bakery = () => s.jwt['pp-bakery'];

let s: ProductionDocuments['s'];
let post: ProductionDocuments['post'];
let hostOrder: ProductionDocuments['hostOrder'];
let privateOrder: ProductionDocuments['privateOrder'];
let foreignOrder: ProductionDocuments['foreignOrder'];
beforeAll(async () => {
  ({ s, post, hostOrder, privateOrder, foreignOrder } = await setupProductionDocuments());
});
afterAll(() => s.server.close());

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
