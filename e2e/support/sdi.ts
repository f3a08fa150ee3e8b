import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { gqlAs, shownDate, switchLanguage } from './billing';
import { caughtMailTo, type CaughtMail } from './mails';
import { fill, texts, type Catalogue, type Language } from './texts';

/**
 * E-invoicing for the journeys: the bakery's seller data, /bill/create with its invoice panel
 * (TD24 / TD01, the bill date, what breaks the rule), the PEC mails the server sends to SdI
 * (start-server.sh routes PEC through the SMTP catcher) and the notifications SdI would send
 * back, uploaded on the bill screen the way the bakery does with a file it received.
 */

/** SdI's PEC address for a first submission (the server's default). */
export const SDI_PEC = 'sdi01@pec.fatturapa.it';

/** Seller data of the e2e bakery: billing-journey types it into Settings → Documents, the other billing journeys save it over the API. */
export const SELLER = {
  companyName: 'Bäckerei E2E GmbH',
  vatNumber: '01234567897',
  regime: 'RF01',
  street: 'Handwerkerzone',
  houseNumber: '7',
  postalCode: '39100',
  city: 'Bozen',
  province: 'BZ',
  pec: 'baeckerei-e2e@pec.example.it',
} as const;

/** Saves SELLER over the API unless the bakery has seller data already; expects it complete. */
export async function ensureSellerData(request: APIRequestContext, jwt: string): Promise<void> {
  const query = 'query D { documentSettings { eBillData { vatNumber } eBillDataProblems } }';
  const { documentSettings } = await gqlAs<{
    documentSettings: { eBillData: object | null; eBillDataProblems: string[] };
  }>(request, jwt, query);
  if (documentSettings.eBillData) return expect(documentSettings.eBillDataProblems).toEqual([]);
  const { updateDocumentSettings } = await gqlAs<{ updateDocumentSettings: { eBillDataProblems: string[] } }>(
    request,
    jwt,
    'mutation D($input: DocumentSettingsInput!) { updateDocumentSettings(input: $input) { eBillDataProblems } }',
    { input: { eBillData: SELLER } },
  );
  expect(updateDocumentSettings.eBillDataProblems).toEqual([]);
}

/** The 15th of the month after `date`: the last day to issue a deferred invoice (TD24) of that month. */
export function deferredIssueBy(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-15` : `${year}-${String(month + 1).padStart(2, '0')}-15`;
}

export interface DraftOrder {
  number: number;
  deliveryDate: string;
}

/** /bill/create in one language: period, client, the orders to choose and the invoice panel. */
export class BillCreatePage {
  readonly t: Catalogue;
  readonly main: Locator;
  readonly orders: Locator;
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    readonly language: Language = 'de',
  ) {
    this.t = texts[language];
    this.main = page.getByRole('main');
    this.orders = this.main.getByRole('list', { name: this.t.bills.create.orders });
    this.submit = this.main.getByRole('button', { name: this.t.bills.create.submit, exact: true });
  }

  /** "Bestellung #12 vom 25.11.2026" */
  title(order: DraftOrder): string {
    return fill(this.t.bills.orderOf, { number: order.number, date: shownDate(order.deliveryDate) });
  }

  checkbox(order: DraftOrder): Locator {
    return this.orders.getByRole('checkbox', { name: this.title(order), exact: true });
  }

  /** The order's entry: its checkbox, docket (or none) and net amount. */
  entry(order: DraftOrder): Locator {
    return this.orders
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('checkbox', { name: this.title(order), exact: true }) });
  }

  /** Opens the screen (the footer switches to this language from `switchFrom` first), this month and the client. */
  async open(clientName: string, switchFrom?: Language): Promise<void> {
    const t = this.t.bills.create;
    await this.page.goto('/bill/create');
    if (switchFrom && switchFrom !== this.language) await switchLanguage(this.page, switchFrom, this.language);
    await expect(this.main.getByRole('heading', { level: 1, name: t.title })).toBeVisible({ timeout: 20_000 });
    const thisMonth = this.main.getByRole('button', { name: t.thisMonth, exact: true });
    await thisMonth.click();
    await expect(thisMonth).toHaveAttribute('aria-pressed', 'true');
    const client = this.main
      .getByRole('textbox', { name: t.client, exact: true })
      .or(this.main.getByRole('combobox', { name: t.client, exact: true }))
      .first();
    await client.click();
    await client.fill(clientName);
    await this.page
      .getByRole('option', { name: new RegExp(clientName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .click();
    await expect(this.orders).toBeVisible();
  }

  /** Unticks an order and waits until `chosen` of `count` are chosen. */
  async leaveOut(order: DraftOrder, chosen: number, count: number): Promise<void> {
    await this.checkbox(order).uncheck();
    await expect(this.checkbox(order)).not.toBeChecked();
    const key = count === 1 ? 'chosen_one' : 'chosen_other';
    await expect(this.main.getByText(fill(this.t.bills.create[key], { chosen, count }), { exact: true })).toBeVisible();
  }

  /** Docketed and undocketed orders chosen together: the alert names those without docket; nothing to create. */
  async expectRefusedWithoutDocket(without: DraftOrder[]): Promise<void> {
    const alert = this.main.getByRole('alert').filter({ hasText: this.t.errors.BILL_ORDERS_WITHOUT_DOCKET });
    await expect(alert).toBeVisible();
    const numbers = without.map((o) => `#${o.number}`).join(', ');
    await expect(alert.getByText(fill(this.t.bills.create.problemOrders, { numbers }), { exact: true })).toBeVisible();
    await expect(this.main.getByText(this.t.bills.create.invoiceTitle, { exact: true })).toHaveCount(0);
    await expect(this.submit).toBeDisabled();
  }

  /** The invoice panel: type and hint, the bill date (one allowed day: shown as text, no picker), not late, creatable. */
  async expectPlan(type: 'TD24' | 'TD01', billDate: string, issueBy: string): Promise<void> {
    const t = this.t.bills.create;
    await expect(this.main.getByRole('alert')).toHaveCount(0);
    await expect(this.main.getByText(t.invoiceTitle, { exact: true })).toBeVisible();
    await expect(this.main.getByText(t[type], { exact: true })).toBeVisible();
    await expect(
      this.main.getByText(fill(type === 'TD24' ? t.TD24Hint : t.TD01Hint, { issueBy: shownDate(issueBy) }), {
        exact: true,
      }),
    ).toBeVisible();
    await expect(this.main.getByLabel(t.billDate, { exact: true })).toHaveText(shownDate(billDate));
    await expect(this.main.getByRole('button', { name: t.billDate })).toHaveCount(0);
    await expect(this.main.getByText(fill(t.late, { issueBy: shownDate(issueBy) }))).toHaveCount(0);
    await expect(this.submit).toBeEnabled();
  }
}

export interface SdiError {
  code: string;
  description: string;
}

let notices = 0;

/** A number SdI would not repeat: IdentificativoSdI and MessageId differ between notices and runs. */
function sdiId(): string {
  notices += 1;
  return `${Date.now()}${notices}`.slice(-12);
}

/** A rejection notice (notifica di scarto, NS, MessaggiTypes 1.0) about the e-invoice `fileName`, received by SdI now. */
export function rejectionNotice(fileName: string, errors: readonly SdiError[]): string {
  const list = errors
    .map((e) => `<Errore><Codice>${e.code}</Codice><Descrizione>${e.description}</Descrizione></Errore>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<ns2:NotificaScarto xmlns:ns2="http://www.fatturapa.gov.it/sdi/messaggi/v1.0" versione="1.0">' +
    `<IdentificativoSdI>${sdiId()}</IdentificativoSdI><NomeFile>${fileName}</NomeFile>` +
    `<DataOraRicezione>${new Date().toISOString()}</DataOraRicezione>` +
    `<ListaErrori>${list}</ListaErrori><MessageId>${sdiId()}</MessageId>` +
    '</ns2:NotificaScarto>'
  );
}

/** A delivery receipt (ricevuta di consegna, RC, MessaggiTypes 1.0): SdI delivered the e-invoice `fileName` to the client now. */
export function deliveryReceipt(fileName: string, recipientCode: string): string {
  const now = new Date().toISOString();
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<ns2:RicevutaConsegna xmlns:ns2="http://www.fatturapa.gov.it/sdi/messaggi/v1.0" versione="1.0">' +
    `<IdentificativoSdI>${sdiId()}</IdentificativoSdI><NomeFile>${fileName}</NomeFile>` +
    `<DataOraRicezione>${now}</DataOraRicezione><DataOraConsegna>${now}</DataOraConsegna>` +
    `<Destinatario><Codice>${recipientCode}</Codice></Destinatario><MessageId>${sdiId()}</MessageId>` +
    '</ns2:RicevutaConsegna>'
  );
}

/**
 * "Upload SdI receipt" on the open bill: the file chooser's input (hidden behind its button) gets
 * an in-memory XML file, as if the bakery picked the notice it saved from its PEC inbox.
 */
export async function uploadSdiReceipt(page: Page, language: Language, fileName: string, xml: string): Promise<void> {
  const input = page.getByRole('main').getByLabel(texts[language].bills.sdiReceipt.upload, { exact: true });
  await input.setInputFiles({ name: fileName, mimeType: 'application/xml', buffer: Buffer.from(xml, 'utf8') });
}

/** The PEC mail to SdI that carries the e-invoice `fileName`, and that file's text. */
export async function submissionOf(
  request: APIRequestContext,
  fileName: string,
): Promise<{ mail: CaughtMail; xml: string }> {
  const mail = await caughtMailTo(request, SDI_PEC, (m) => m.attachments.some((a) => a.filename === fileName));
  const attachment = mail.attachments.find((a) => a.filename === fileName)!;
  return { mail, xml: Buffer.from(attachment.content, 'base64').toString('utf8') };
}
