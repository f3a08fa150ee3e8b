import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { codeOf as codeOfGql } from '../../../test/test-server';
import { pdfInfo, pdfPagePng, pdfText } from '../../../test/pdf';
import { setupProductionDocuments, type ProductionDocuments } from './production.test-setup';

const ADDITIONAL =
  'mutation A($d: String!, $p: ID!, $a: Int!) { setAdditionalBread(deadline: $d, productId: $p, amount: $a) { totalAmount } }';
const bakery = () => s.jwt['pp-bakery'];

let s: ProductionDocuments['s'];
let post: ProductionDocuments['post'];
beforeAll(async () => {
  ({ s, post } = await setupProductionDocuments());
});
afterAll(() => s.server.close());

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
