import { unzipSync } from 'fflate';
import { qrPng } from '../../src/platform/documents/pdf';
import { pdfText } from '../pdf';
import { PERIOD } from '../../src/modules/bills/bills.test-setup';
import { capturingConsoleErrors, leaksIn, short } from './attack';
import { MARKER, REMOTE, type Role, type Victim } from './victim';

interface DocumentRequest {
  path: string;
  body?: unknown;
  /** Names only the victim's records: any 2xx is a document the caller must not get. */
  foreign: boolean;
  method?: 'GET' | 'POST';
}

/** The REST document routes (platform/http/app.ts and the *.http.ts files) with the victim's ids. */
function requests(v: Victim): DocumentRequest[] {
  const { victim, deadline } = v;
  return [
    ...victim.bills.flatMap((billId) => [
      { path: '/api/bills/pdf', body: { billId }, foreign: true },
      { path: '/api/bills/xml', body: { billId }, foreign: true },
    ]),
    ...victim.guests.flatMap((guestId) => [
      { path: `/api/guests/${guestId}/instruction-sheet.pdf`, body: {}, foreign: true },
      { path: '/api/guest-billing/receipt.pdf', body: { guestId, ...PERIOD }, foreign: true },
    ]),
    { path: '/api/production/labels.pdf', body: { lineIds: victim.orderedProducts }, foreign: true },
    { path: '/api/production/labels.zpl', body: { lineIds: victim.orderedProducts }, foreign: true },
    { path: '/api/production/labels.pdf', body: { orderIds: victim.orders }, foreign: true },
    { path: '/api/production/labels.zpl', body: { orderIds: victim.orders }, foreign: true },
    { path: '/api/production/dockets.pdf', body: { docketIds: victim.dockets }, foreign: true },
    // the caller's own documents of the same deadline or period: allowed, but without the victim in them
    { path: '/api/production/dockets.pdf', body: { deadline, zoneId: victim.zones[0] }, foreign: false },
    { path: '/api/production/bake-list.pdf', body: { deadline }, foreign: false },
    { path: '/api/guest-billing/summary.pdf', body: PERIOD, foreign: false },
    { path: '/api/service-fee/statement.pdf', body: { month: '2026-11' }, foreign: false },
    // the accountant's export: the caller's own bills of the year, none of the victim's inside
    { path: '/api/bills/export', body: { from: '2026-01-01', to: '2026-12-31' }, foreign: false },
    // the development mail log: the server started as `npm start` starts it (no SMTP_URL, not production)
    { path: '/dev/outbox', method: 'GET', foreign: false },
  ];
}

async function textOf(contentType: string, bytes: Buffer): Promise<string> {
  if (contentType.includes('pdf')) return pdfText(bytes);
  if (contentType.includes('zip')) {
    // every file inside, PDFs as their text (the export's XML, PDFs and register)
    const files = Object.entries(unzipSync(new Uint8Array(bytes)));
    const texts = await Promise.all(
      files.map(([name, data]) =>
        name.endsWith('.pdf') ? pdfText(Buffer.from(data)) : Buffer.from(data).toString('utf8'),
      ),
    );
    return texts.join('\n');
  }
  return bytes.toString('utf8');
}

/** Findings as "route × role: what": a document of the victim's, the victim's marker in one, a 5xx. */
export async function attackDocumentRoutes(v: Victim, roles: Role[]): Promise<string[]> {
  const failures: string[] = [];
  for (const role of roles) {
    const token = v.tokens[role];
    const auth: Record<string, string> = { ...REMOTE, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    for (const request of requests(v)) {
      const where = `${request.method ?? 'POST'} ${request.path} × ${role} (body ${short(request.body ?? null, 150)})`;
      const { result: res, logged } = await capturingConsoleErrors(() =>
        fetch(`${v.server.url}${request.path}`, {
          method: request.method ?? 'POST',
          headers: request.method === 'GET' ? auth : { 'content-type': 'application/json', ...auth },
          body: request.method === 'GET' ? undefined : JSON.stringify(request.body),
        }),
      );
      const bytes = Buffer.from(await res.arrayBuffer());
      if (res.status >= 500 || logged.length > 0) failures.push(`${where}: HTTP ${res.status} ${short(logged)}`);
      if (res.status < 200 || res.status >= 300) continue;
      if (request.foreign)
        failures.push(
          `${where}: HTTP ${res.status} with a document (${res.headers.get('content-type')}, ${bytes.length} bytes)`,
        );
      const text = await textOf(res.headers.get('content-type') ?? '', bytes);
      const marker = text.match(new RegExp(`.{0,40}${MARKER.source}.{0,40}`, 'i'));
      if (marker) failures.push(`${where}: LEAK marker …${marker[0]}…`);
      for (const email of v.emails)
        if (text.toLowerCase().includes(email)) failures.push(`${where}: LEAK e-mail ${email}`);
    }
    // an upload is the caller's own file: it must not land on the victim's data (fingerprint) nor show it
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await qrPng('intruder', 64))], { type: 'image/png' }), 'intruder.png');
    const { result: upload, logged } = await capturingConsoleErrors(() =>
      fetch(`${v.server.url}/api/media`, { method: 'POST', headers: auth, body: form }),
    );
    const answer = await upload.text();
    if (upload.status >= 500 || logged.length > 0)
      failures.push(`POST /api/media × ${role}: HTTP ${upload.status} ${short(logged)}`);
    for (const leak of leaksIn(v, { data: JSON.parse(answer || 'null') }))
      failures.push(`POST /api/media × ${role}: LEAK ${leak}`);
  }
  return failures;
}
