import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfInfo, pdfText } from '../../../test/pdf';
import { codeIn, setupProductionDocuments, type ProductionDocuments } from '../bakeList/production.test-setup';

const DOCKETS = 'mutation C($d: String!) { createDeliveryDockets(deadline: $d) { id number } }';
const bakery = () => s.jwt['pp-bakery'];

let s: ProductionDocuments['s'];
let post: ProductionDocuments['post'];
beforeAll(async () => {
  ({ s, post } = await setupProductionDocuments());
});
afterAll(() => s.server.close());

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
