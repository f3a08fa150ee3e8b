/** Result shapes of apps/server/schema.graphql, as far as the web selects them. */
import type { PaymentMethod, PaymentTerms } from '@bakery/core/payment';
export type Language = 'de' | 'it' | 'en';
/** OPERATOR: the platform operator's own account (SPEC §7 "all bakeries"); no tenant has one. */
export type AccountKind = 'BAKERY' | 'HOST' | 'PRIVATE' | 'GUEST' | 'OPERATOR';

export interface AccountRef {
  id: string;
  name: string;
}

export interface User {
  id: string;
  username: string;
  label: string;
  /** Company name, else full name, else the label. */
  displayName: string;
  email: string | null;
  language: Language;
  kind: AccountKind;
  isBakery: boolean;
  isHost: boolean;
  confirmed: boolean;
  blocked: boolean;
  /** YYYY-MM-DD */
  activeFrom: string;
  /** YYYY-MM-DD */
  activeTo: string;
  needsDataCompletion: boolean;
  bakery: AccountRef | null;
  host: AccountRef | null;
}

export interface PublicConfig {
  registrationOpen: boolean;
  registrationBakeryName: string | null;
  showPrices: boolean;
  appStoreUrl: string;
  playStoreUrl: string;
  guestAppUrl: string;
  devOutbox: boolean;
}

export interface Plan {
  id: string;
  /** Stable name ('bakery', 'host', 'private'); the web shows its texts from plans.catalog. */
  key: string;
  name: string;
  description: string;
  /** EUR as decimal string, e.g. "3.00" */
  costPerMonth: string;
  userRestriction: number | null;
}

export interface Captcha {
  question: string;
  token: string;
}

/** A text in the three interface languages. */
export interface Texts {
  de: string;
  it: string;
  en: string;
}

export interface Vat {
  id: string;
  name: string;
  /** Percent as decimal string, e.g. "10.00". */
  value: string;
  active: boolean;
}

export interface Product {
  id: string;
  /** Name in the viewer's language. */
  name: string;
  names: Texts;
  descriptions: Texts;
  /** EUR per gram, up to 6 decimals, e.g. "0.0045". */
  gramPrice: string;
  /** Grams. */
  approxWeight: number;
  haveToWeight: boolean;
  easybackKodex: string | null;
  /** SPEC §5 day rule: 0 every day, negative weekdays, positive days of the month (core describeDayRules). */
  availableDays: number;
  /** ISO weekdays 1 (Monday) … 7 of a weekday rule; empty otherwise. */
  availableWeekdays: number[];
  /** Days of the month 1 … 31 of a day-of-month rule; empty otherwise. */
  availableMonthDays: number[];
  displayOrder: number;
  active: boolean;
  /** False: no price list holds it, so clients cannot see it. */
  inPriceList: boolean;
  vat: Vat | null;
  /** Optional so screens that do not select it stay valid; ProductFields selects it. */
  thumb?: Media | null;
}

/** URLs of the resized WebP variants (160, 480 and 960 px wide). */
export interface MediaFormats {
  thumbnail: string | null;
  small: string | null;
  medium: string | null;
}

/** An uploaded image: the answer of POST /api/media and `Product.thumb`. */
export interface Media {
  id: string;
  url: string;
  formats: MediaFormats;
}

export interface ProductPage {
  items: Product[];
  total: number;
}

export interface ProductInput {
  names: Texts;
  descriptions: Texts;
  gramPrice: string;
  approxWeight: number;
  haveToWeight: boolean;
  vatId?: string | null;
  easybackKodex?: string | null;
  availableWeekdays?: number[];
  /** Days of the month 1 … 31; not together with weekdays. */
  availableMonthDays?: number[];
  active?: boolean;
}

/** Groups a price list can be visible for. */
export type PriceListGroup = 'host' | 'private';

export interface PriceList {
  id: string;
  name: string;
  /** New customers get the default list. */
  isDefault: boolean;
  visibleFor: PriceListGroup[];
  /** Customers assigned to the list (owning bakery only). */
  clientCount: number | null;
  /** Products (not deleted) in the list (owning bakery only). */
  productCount: number | null;
}

/** A product's gram price in one price list. */
export interface PriceListProduct {
  product: { id: string };
  /** EUR per gram, up to 6 decimals. */
  gramPrice: string;
}

/** The part of a bakery product a host sees in offers and take-overs (no base gram price). */
export type OfferProduct = Pick<Product, 'id' | 'name' | 'names' | 'approxWeight' | 'haveToWeight'> & {
  thumb: Media | null;
};

/** A bakery product the host may take over (in the host's price list). */
export interface ProductOffer {
  product: OfferProduct;
  /** EUR per gram in the host's price list. */
  listGramPrice: string;
  /** List gram price × approximate weight. */
  basePriceCents: number;
  adopted: boolean;
}

/** A host's take-over of a bakery product. */
export interface HostProduct {
  id: string;
  product: OfferProduct;
  /** EUR per piece set by the host, e.g. "2.40"; null = the base price. */
  displayPrice: string | null;
  basePriceCents: number;
  /** What guests pay per piece. */
  priceCents: number;
}

/** Fields of an import file a column can be mapped to (core IMPORT_FIELDS). */
export type ImportField = 'code' | 'name' | 'nameIt' | 'nameEn' | 'weight' | 'price' | 'vat';
/** Column index per field; null = not in the file. */
export type ImportMapping = Record<ImportField, number | null>;
export type ImportPriceUnit = 'PIECE' | 'KG';
export type ImportRowStatus = 'NEW' | 'CHANGED' | 'UNCHANGED' | 'INVALID';

export interface ImportFile {
  fileName: string;
  contentBase64: string;
  mapping?: Partial<ImportMapping> | null;
  priceUnit?: ImportPriceUnit | null;
}

export interface ImportCounts {
  new: number;
  changed: number;
  unchanged: number;
  invalid: number;
}

export interface ImportRow {
  /** Record number in the file; the header is 1. */
  row: number;
  status: ImportRowStatus;
  code: string;
  name: string;
  changes: { field: string; from: string; to: string }[];
  /** Codes of core IMPORT_ROW_PROBLEMS. */
  problems: string[];
}

/** The verify step's reading of an import file. */
export interface ProductImportPreview {
  csvName: string;
  encoding: string;
  separator: string;
  headers: string[];
  mapping: ImportMapping;
  priceUnit: ImportPriceUnit;
  rows: ImportRow[];
  counts: ImportCounts;
}

// --- clients and guests (/clients, /client/create, /client/edit)
export type ClientKind = 'HOST' | 'PRIVATE' | 'GUEST' | 'ALL';
export type StayStatus = 'UPCOMING' | 'ACTIVE' | 'OVER';

export interface UserDetail {
  companyName: string | null;
  fullName: string | null;
  /** Nome and Cognome of a client billed as a person (the bakery's client form asks for them). */
  firstName?: string | null;
  lastName?: string | null;
  /** Provincia (sigla) of an Italian address. */
  province?: string | null;
  /** How the client pays its bills; null = its kind's default (core defaultPayment). */
  paymentMethod?: PaymentMethod | null;
  paymentTerms?: PaymentTerms | null;
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  partitaIva: string | null;
  taxNumber: string | null;
  recipientCode: string | null;
  pec: string | null;
  tel: string | null;
  extra: string | null;
  /** HH:MM:SS */
  deadline: string | null;
}

/** A client's settings, visible to the bakery (or host) that owns it. */
export interface ClientSettings {
  awaitingAcceptance: boolean;
  priceListId: string | null;
  deliveryZoneId: string | null;
  discountId: string | null;
  checkOrders: boolean;
  createBills: boolean;
  ignoreDeadline: boolean;
  deliversSaturday: boolean;
  deliversSunday: boolean;
  /** EUR decimal string */
  deliveryCost: string;
  deliveryCostMin: string;
  noDeliveryCost: boolean;
  takeaway: boolean;
  /** Prices on the client's delivery dockets. */
  docketPrices: boolean;
}

export interface Client extends User {
  stayStatus: StayStatus | null;
  clientSettings: ClientSettings | null;
}

export interface ClientWithDetail extends Client {
  detail: UserDetail | null;
}

export interface ClientPage {
  items: Client[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ClientInput {
  kind: 'HOST' | 'PRIVATE';
  username: string;
  email?: string | null;
  language?: Language | null;
  companyName?: string | null;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  province?: string | null;
  paymentMethod?: PaymentMethod | null;
  paymentTerms?: PaymentTerms | null;
  street?: string | null;
  houseNumber?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country?: string | null;
  partitaIva?: string | null;
  taxNumber?: string | null;
  recipientCode?: string | null;
  pec?: string | null;
  tel?: string | null;
  extra?: string | null;
  deadline?: string | null;
  priceListId?: string | null;
  deliveryZoneId?: string | null;
  discountId?: string | null;
  checkOrders?: boolean;
  createBills?: boolean;
  ignoreDeadline?: boolean;
  deliversSaturday?: boolean;
  deliversSunday?: boolean;
  deliveryCost?: string | null;
  deliveryCostMin?: string | null;
  noDeliveryCost?: boolean;
  takeaway?: boolean;
  docketPrices?: boolean;
  activeFrom?: string | null;
  activeTo?: string | null;
}

export interface GuestInput {
  label: string;
  activeFrom: string;
  activeTo: string;
  language?: Language | null;
  password?: string | null;
}

/** A new account with its password (shown once) and, for guests, the QR sign-in link. */
export interface CreatedClient {
  password: string;
  signInUrl: string | null;
  /** Whether the welcome mail with the password went out (bakery-created clients, on request). */
  mailed: boolean;
  user: ClientWithDetail;
}

// --- settings, profile, delivery zones, holidays (/settings, /profile)
/** The account's own base and billing data (user_details without the deadline). */
export interface BaseData {
  companyName: string | null;
  fullName: string | null;
  /** Nome and Cognome, apart, for e-invoices to a person. */
  firstName?: string | null;
  lastName?: string | null;
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
  /** Provincia (sigla) of an Italian address. */
  province?: string | null;
  country: string | null;
  partitaIva: string | null;
  taxNumber: string | null;
  recipientCode: string | null;
  pec: string | null;
  tel: string | null;
  extra: string | null;
}
export type BaseDataField = keyof BaseData;

/** The signed-in account with what /settings and /profile edit. */
export interface MyAccount extends User {
  acceptsGuestOrders: boolean;
  detail: BaseData | null;
}

export interface BakerySettings {
  createBills: boolean;
  ignoreDeadline: boolean;
  deliversSaturday: boolean;
  deliversSunday: boolean;
  takeaway: boolean;
  /** EUR, 2 decimals */
  deliveryCost: string;
  /** EUR from which delivery is free; "0.00" = always charged */
  deliveryCostMin: string;
  /** HH:MM, null = platform default */
  deadline: string | null;
  timeZone: string;
}
export type BakerySettingsInput = Partial<{ [K in keyof BakerySettings]: BakerySettings[K] | null }>;

/** A delivery zone with its clients and orders; id and name null = the no-zone bucket. */
export interface DeliveryZoneCounts {
  id: string | null;
  name: string | null;
  userCount: number;
  orderCount: number;
}

export interface Holiday {
  id: string;
  name: string;
  /** YYYY-MM-DD */
  from: string;
  /** YYYY-MM-DD, inclusive */
  to: string;
}

export interface HolidayPage {
  items: Holiday[];
  total: number;
  page: number;
  pageSize: number;
}

/** Taxable amount and tax of one VAT rate of a bill or draft. */
export interface VatSummary {
  /** Percent with 2 decimals, e.g. "10.00". */
  vatRate: string;
  taxableCents: number;
  taxCents: number;
  /** Natura of a 0 % block (N2.2, N3.2, N4 …), with the law it is sold under (issue 14). */
  natura?: string | null;
  legalReference?: string | null;
}

/** The money of a bill or a draft, in cents. */
export interface BillAmounts {
  goodsCents: number;
  discountCents: number;
  deliveryCents: number;
  netCents: number;
  taxCents: number;
  totalCents: number;
  summaries: VatSummary[];
}

/** A bill in the /bills list. */
export interface BillSummary {
  id: string;
  number: string;
  /** TD24 deferred invoice, TD01 immediate invoice, TD04 credit note. */
  documentType: 'TD24' | 'TD01' | 'TD04';
  /** YYYY-MM-DD */
  billDate: string;
  clientName: string;
  totalCents: number;
  sent: boolean;
  paid: boolean;
  /** null: not sent to SdI; SENT, DELIVERED, REJECTED, NOT_DELIVERED, … */
  sdiState: string | null;
}

export interface BillPage {
  items: BillSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** A line of a bill: an ordered product or a delivery cost (kind DELIVERY). */
export interface BillLine {
  orderId: string;
  /** PRODUCT or DELIVERY */
  kind: string;
  /** MEASURED, APPROX or NOT_WEIGHED; null for delivery */
  basis: string | null;
  name: string;
  articleCode: string | null;
  /** Pieces, or kilograms with 3 decimals. */
  quantity: string;
  /** PZ or KG */
  unit: string | null;
  /** EUR per piece or per kg, exact. */
  unitPrice: string;
  /** Grams of one piece on a line by pieces (its weight basis); null by kg, for delivery, and on older bills. */
  gramsPerPiece?: number | null;
  grossCents: number;
  discountPercent: string;
  discountCents: number;
  netCents: number;
  vatRate: string;
  /** On a credit note: QUANTITY or AMOUNT (a price correction); absent/null on bills. */
  creditBy?: string | null;
}

export interface BillOrder {
  id: string;
  number: number;
  /** YYYY-MM-DD */
  deliveryDate: string;
  docketNumber: string | null;
  guest: string | null;
}

export interface SdiNotification {
  /** The SdI message kind (RC, NS, MC, …). */
  kind: string;
  /** ISO instant */
  receivedAt: string;
  message: string | null;
  errors: { code: string; description: string }[];
}

/** One bill with its lines as frozen at creation (/bill/:id). */
export interface BillDetail extends BillSummary, BillAmounts {
  dueDate: string;
  /** A credit note's reason; null on a bill. */
  creditReason: string | null;
  /** For its bakery: a credit note can be issued on it now. */
  creditable: boolean;
  /** For its bakery: per line, the net cents still open to credit (empty for others and on credit notes). */
  creditableCents: number[];
  /** For its bakery: per line, the quantity earlier credit notes took back in thousandths (pieces × 1000 or grams). */
  creditedMilli: number[];
  /** How the client pays (MP01, MP05 …) and when (IMMEDIATE, DAYS_30, DAYS_30_EOM); null on a credit note. */
  paymentMethod: string | null;
  paymentTerms: string | null;
  /** For its bakery: texts the e-invoice writes cut to fit FatturaPA (empty for clients). */
  eInvoiceTruncations: { field: string; element: string; length: number; max: number }[];
  /** The bill a credit note corrects. */
  creditOf: { id: string; number: string; billDate: string } | null;
  /** The bill's credit notes (a client sees the sent ones). */
  creditNotes: {
    id: string;
    number: string;
    billDate: string;
    totalCents: number;
    sent: boolean;
    sdiState: string | null;
  }[];
  periodFrom: string | null;
  periodTo: string | null;
  sentAt: string | null;
  paidAt: string | null;
  /** Not sent and the latest bill (only the bakery sees true). */
  deletable: boolean;
  /** For its bakery: not sent and not a credit note, so it can be edited. */
  editable: boolean;
  /** The bakery's note on the bill (printed, and the e-invoice's Causale). */
  note: string | null;
  /** File name of the FatturaPA XML; null: none. */
  eInvoiceFile: string | null;
  /** YYYY-MM-DD: last day to send a REJECTED bill corrected and keep its number and date (the rejection's day + 5); null otherwise and for clients. */
  reissueBy: string | null;
  client: {
    id: string;
    displayName: string;
    email: string | null;
    detail: { recipientCode: string | null; pec: string | null } | null;
  } | null;
  orders: BillOrder[];
  lines: BillLine[];
  sdiNotifications: SdiNotification[];
}

/** One bill line taken back by a credit note: by quantity or by an amount in cents. */
export interface CreditLineInput {
  line: number;
  quantity?: string | null;
  amountCents?: number | null;
}

/** A client with orders to bill in a period (/bill/create). */
export interface BillableClient {
  client: { id: string };
  name: string;
  orderCount: number;
  /** Billing data still missing: name, street, postalCode, city, taxId. */
  missingData: string[];
}

export interface BillDraftOrder {
  id: string;
  number: number;
  deliveryDate: string;
  docketNumber: string | null;
  isGuestOrder: boolean;
  netCents: number;
  /** Weighed products not weighed yet (billed by approximate weight). */
  notWeighed: number;
  chosen: boolean;
}

/** The invoice a bill of the chosen orders is (TD24 deferred / TD01 immediate) and the dates it may carry. */
export interface InvoicePlan {
  documentType: 'TD24' | 'TD01';
  billDate: string;
  earliest: string;
  latest: string;
  issueBy: string;
  late: boolean;
}

/** Why the chosen orders cannot be one invoice: the code createBill would answer and what it names. */
export interface InvoiceProblem {
  code: string;
  orderNumbers: number[];
  months: string[];
  days: string[];
}

export interface BillDraft extends BillAmounts {
  clientId: string;
  name: string;
  missingData: string[];
  orders: BillDraftOrder[];
  invoice: InvoicePlan | null;
  invoiceProblem: InvoiceProblem | null;
}

/** What an edit changes on an unsent bill; an absent field stays. */
export interface EditBillInput {
  billDate?: string | null;
  dueDate?: string | null;
  paymentTerms?: string | null;
  paymentMethod?: string | null;
  /** Empty removes the note. */
  note?: string | null;
  orderIds?: string[] | null;
}

export interface CreateBillInput {
  clientId: string;
  from: string;
  to: string;
  orderIds?: string[] | null;
  /** YYYY-MM-DD within the plan's earliest…latest; omitted = its default. */
  billDate?: string | null;
}

/** A bulk run billing a period for every client: RUNNING, then DONE (or INTERRUPTED by a server restart). */
export interface BillRun {
  id: string;
  state: 'RUNNING' | 'DONE' | 'INTERRUPTED';
  /** YYYY-MM-DD, both inclusive */
  periodFrom: string;
  periodTo: string;
  /** Clients to bill; `done` of them are through. */
  total: number;
  done: number;
  created: number;
  failed: { clientId: string; clientName: string; code: string }[];
}
