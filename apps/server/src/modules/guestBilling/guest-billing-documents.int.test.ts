import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { formatCents } from '@bakery/core';
import { pdfInfo, pdfPagePng, pdfText } from '../../../test/pdf';
import { setupGuestBilling, WEEK } from './guest-billing.test-setup';

let s: Awaited<ReturnType<typeof setupGuestBilling>>;

beforeAll(async () => {
  s = await setupGuestBilling('gd');
});
afterAll(() => s.server.close());

async function post(path: 'receipt' | 'summary', body: unknown, token: string | null) {
  const res = await fetch(`${s.server.url}/api/guest-billing/${path}.pdf`, {
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
const errorOf = (r: { bytes: Buffer }) =>
  (JSON.parse(r.bytes.toString()) as { errors: { extensions: { code: string; fields?: string[] } }[] }).errors[0]!
    .extensions;
const plain = (text: string) => text.replace(/\s/g, ' ');

/** Keeps page 1 as PNG for looking at when GUEST_BILLING_PDF_OUT names a directory. */
async function keep(name: string, pdf: Buffer): Promise<Buffer> {
  const png = await pdfPagePng(pdf, 1, 80);
  if (process.env.GUEST_BILLING_PDF_OUT) {
    await mkdir(process.env.GUEST_BILLING_PDF_OUT, { recursive: true });
    await writeFile(`${process.env.GUEST_BILLING_PDF_OUT}/${name}.png`, png);
  }
  return png;
}

describe('guest receipt PDF', () => {
  it("is an A4 receipt in the guest's language: host, guest and stay, the pieces delivered per order, total with the VAT contained per rate", async () => {
    const res = await post('receipt', { guestId: s.ids.guest, ...WEEK }, s.jwt.host);
    expect([res.status, res.type]).toEqual([200, 'application/pdf']);
    expect(res.disposition).toContain(encodeURIComponent('Quittung-gdroom1-2026-11-23-2026-11-29.pdf'));
    const info = await pdfInfo(res.bytes);
    expect([Math.round(info.width), Math.round(info.height), info.title]).toEqual([595, 842, 'Quittung gdroom1']);
    const text = await pdfText(res.bytes);
    for (const expected of [
      'gd Hotel',
      'Quittung',
      'Zeitraum: 23.11.2026 – 29.11.2026',
      'Gast',
      'gdroom1',
      'Aufenthalt: 22.11.2026 – 26.11.2026',
      'Bestellung #',
      'vom 24.11.2026',
      'Semmel',
      '3 Stk.',
      '0,60 €',
      '1,80 €',
      'Krapfen',
      '3,60 €',
      '22 %',
      '(1 fehlend, nicht berechnet)',
      'Gesamtbetrag',
      formatCents(600, 'de'),
      'darin enthaltene MwSt. 22 %',
      '0,65 €',
      'darin enthaltene MwSt. 10 %',
      '0,22 €',
      'Nettobetrag',
      '5,13 €',
      'Offen',
      'inklusive MwSt.',
      'Seite 1 von 1',
    ])
      expect(text).toContain(plain(expected));
    const png = await keep('receipt-de', res.bytes);
    expect((await sharp(png).metadata()).width).toBeGreaterThan(600);
  });

  it('speaks Italian to an Italian guest and says paid once the host marked it', async () => {
    await s.server.gql(
      'mutation P($g: ID!, $f: String!, $t: String!) { setGuestBillingPaid(guestId: $g, from: $f, to: $t, paid: true) { paid } }',
      { g: s.ids.guest2, f: WEEK.from, t: WEEK.to },
      s.jwt.host,
    );
    const res = await post('receipt', { guestId: s.ids.guest2, ...WEEK }, s.jwt.host);
    expect(res.status).toBe(200);
    expect(res.disposition).toContain('Ricevuta-gdroom2');
    const text = await pdfText(res.bytes);
    for (const expected of [
      'Ricevuta',
      'Periodo: 23/11/2026 – 29/11/2026',
      'Ospite',
      'gdroom2',
      'Soggiorno',
      'Ordine n.',
      'Semmel',
      '1 pz.',
      'Totale',
      formatCents(60, 'it'),
      'di cui IVA 10 %',
      'Pagato',
      'Pagina 1 di 1',
    ]) {
      expect(text).toContain(plain(expected));
    }
    await keep('receipt-it', res.bytes);
  });

  it("is refused to everyone but the guest's host, and on bad input", async () => {
    const body = { guestId: s.ids.guest, ...WEEK };
    expect(errorOf(await post('receipt', body, s.jwt.otherHost)).code).toBe('NOT_FOUND');
    expect(errorOf(await post('receipt', { ...body, guestId: s.ids.otherGuest }, s.jwt.host)).code).toBe('NOT_FOUND');
    const refused = await post('receipt', body, s.jwt.bakery);
    expect([refused.status, errorOf(refused).code]).toEqual([403, 'FORBIDDEN']);
    expect(errorOf(await post('receipt', body, s.jwt.private)).code).toBe('FORBIDDEN');
    expect(errorOf(await post('receipt', body, s.jwt.guest)).code).toBe('FORBIDDEN');
    const signedOut = await post('receipt', body, null);
    expect([signedOut.status, errorOf(signedOut).code]).toEqual([401, 'UNAUTHENTICATED']);
    expect(errorOf(await post('receipt', { ...body, guestId: 'x' }, s.jwt.host))).toMatchObject({
      code: 'BAD_INPUT',
      fields: ['guestId'],
    });
    expect(
      errorOf(await post('receipt', { guestId: s.ids.guest, from: '2026-11-29', to: '2026-11-23' }, s.jwt.host)),
    ).toMatchObject({ code: 'BAD_INPUT', fields: ['to'] });
    expect(errorOf(await post('receipt', { guestId: s.ids.guest }, s.jwt.host))).toMatchObject({
      code: 'BAD_INPUT',
      fields: ['from', 'to'],
    });
  });
});

describe('host summary PDF', () => {
  it("lists every guest of the period in the host's language with the sums and the VAT per rate", async () => {
    const res = await post('summary', WEEK, s.jwt.host);
    expect([res.status, res.type]).toEqual([200, 'application/pdf']);
    expect(res.disposition).toContain('Gaesteabrechnung-2026-11-23-2026-11-29.pdf');
    const text = await pdfText(res.bytes);
    for (const expected of [
      'gd Hotel',
      'Gästeabrechnung',
      'Zeitraum: 23.11.2026 – 29.11.2026',
      'Gäste: 2',
      'gdroom1',
      'gdroom2',
      '22.11.2026 – 26.11.2026',
      'Offen',
      'Bezahlt',
      'Summe',
      formatCents(660, 'de'),
      'Enthaltene MwSt. je Satz',
      '22 %',
      '3,60 €',
      '0,65 €',
      '2,95 €',
      '10 %',
      '3,00 €',
      '0,27 €',
    ])
      expect(text).toContain(plain(expected));
    await keep('summary-de', res.bytes);
  });

  it('says so when no guest ordered, and is for hosts only', async () => {
    const empty = await post('summary', { from: '2026-10-01', to: '2026-10-31' }, s.jwt.host);
    expect(empty.status).toBe(200);
    expect(await pdfText(empty.bytes)).toContain('Keine Gastbestellungen in diesem Zeitraum.');
    await s.db.update(users).set({ language: 'it' }).where(eq(users.id, s.other.host.id));
    const italian = await post('summary', WEEK, s.jwt.otherHost);
    const other = await pdfText(italian.bytes);
    for (const expected of [
      'Riepilogo conti ospiti',
      'Periodo: 23/11/2026 – 29/11/2026',
      'Ospiti: 1',
      'gdxroom1',
      'Soggiorno',
      'Da pagare',
      'Totale',
      '1,00 €',
      'IVA inclusa per aliquota',
    ])
      expect(other).toContain(plain(expected));
    expect(other).not.toContain('gdroom1');
    await keep('summary-it', italian.bytes);
    expect(errorOf(await post('summary', WEEK, s.jwt.bakery)).code).toBe('FORBIDDEN');
    expect(errorOf(await post('summary', WEEK, s.jwt.guest)).code).toBe('FORBIDDEN');
    expect(errorOf(await post('summary', WEEK, s.jwt.private)).code).toBe('FORBIDDEN');
    expect(errorOf(await post('summary', WEEK, null)).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await post('summary', { from: '2026-01-01', to: '2027-01-02' }, s.jwt.host))).toMatchObject({
      code: 'BAD_INPUT',
      fields: ['to'],
    });
  });
});
