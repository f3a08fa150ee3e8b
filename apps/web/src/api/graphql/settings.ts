/** Own base data and profile, bakery settings, document settings, delivery zones, holidays. */
import { operation } from '../operation';
import type {
  BakerySettings,
  BakerySettingsInput,
  BaseData,
  DeliveryZoneCounts,
  Holiday,
  HolidayPage,
  Media,
  MyAccount,
} from '../types';
import { USER_FIELDS } from './account';

const BASE_DATA_FIELDS =
  'companyName fullName firstName lastName street houseNumber postalCode city province country partitaIva taxNumber recipientCode pec tel extra';
const MY_ACCOUNT = /* GraphQL */ `fragment MyAccountFields on User { ...UserFields acceptsGuestOrders detail { ${BASE_DATA_FIELDS} } } ${USER_FIELDS}`;
const BAKERY_SETTINGS_FIELDS =
  'createBills ignoreDeadline deliversSaturday deliversSunday takeaway deliveryCost deliveryCostMin deadline timeZone';
const HOLIDAY_FIELDS = 'id name from to';

export const MyAccountQuery = operation<{ me: MyAccount | null }>(
  'MyAccount',
  `query MyAccount { me { ...MyAccountFields } } ${MY_ACCOUNT}`,
);

export const UpdateMyDetailsMutation = operation<{ updateMyDetails: MyAccount }, { input: Partial<BaseData> }>(
  'UpdateMyDetails',
  `mutation UpdateMyDetails($input: UserDetailInput!) { updateMyDetails(input: $input) { ...MyAccountFields } } ${MY_ACCOUNT}`,
);

export const UpdateMyProfileMutation = operation<{ updateMyProfile: MyAccount }, { acceptsGuestOrders: boolean }>(
  'UpdateMyProfile',
  `mutation UpdateMyProfile($acceptsGuestOrders: Boolean!) { updateMyProfile(acceptsGuestOrders: $acceptsGuestOrders) { ...MyAccountFields } } ${MY_ACCOUNT}`,
);

export const BakerySettingsQuery = operation<{ bakerySettings: BakerySettings }>(
  'BakerySettings',
  `query BakerySettings { bakerySettings { ${BAKERY_SETTINGS_FIELDS} } }`,
);

export const UpdateBakerySettingsMutation = operation<
  { updateBakerySettings: BakerySettings },
  { input: BakerySettingsInput }
>(
  'UpdateBakerySettings',
  `mutation UpdateBakerySettings($input: BakerySettingsInput!) { updateBakerySettings(input: $input) { ${BAKERY_SETTINGS_FIELDS} } }`,
);

export const DeliveryZonesQuery = operation<{ deliveryZones: DeliveryZoneCounts[] }>(
  'DeliveryZones',
  `query DeliveryZones { deliveryZones { id name userCount orderCount } }`,
);

export const CreateDeliveryZoneMutation = operation<
  { createDeliveryZone: { id: string; name: string } },
  { name: string }
>('CreateDeliveryZone', `mutation CreateDeliveryZone($name: String!) { createDeliveryZone(name: $name) { id name } }`);

export const RenameDeliveryZoneMutation = operation<
  { renameDeliveryZone: { id: string; name: string } },
  { id: string; name: string }
>(
  'RenameDeliveryZone',
  `mutation RenameDeliveryZone($id: ID!, $name: String!) { renameDeliveryZone(id: $id, name: $name) { id name } }`,
);

export const DeleteDeliveryZoneMutation = operation<{ deleteDeliveryZone: boolean }, { id: string }>(
  'DeleteDeliveryZone',
  `mutation DeleteDeliveryZone($id: ID!) { deleteDeliveryZone(id: $id) }`,
);

export const HolidaysQuery = operation<{ holidays: HolidayPage }, { page: number }>(
  'Holidays',
  `query Holidays($page: Int) { holidays(page: $page) { total page pageSize items { ${HOLIDAY_FIELDS} } } }`,
);

export const HolidaysOfMyBakeryQuery = operation<{ holidaysOfMyBakery: Holiday[] }, { from?: string | null }>(
  'HolidaysOfMyBakery',
  `query HolidaysOfMyBakery($from: String) { holidaysOfMyBakery(from: $from) { ${HOLIDAY_FIELDS} } }`,
);

export const CreateHolidayMutation = operation<{ createHoliday: Holiday }, { name: string; from: string; to: string }>(
  'CreateHoliday',
  `mutation CreateHoliday($name: String!, $from: String!, $to: String!) { createHoliday(name: $name, from: $from, to: $to) { ${HOLIDAY_FIELDS} } }`,
);

export const UpdateHolidayMutation = operation<
  { updateHoliday: Holiday },
  { id: string; name: string; from: string; to: string }
>(
  'UpdateHoliday',
  `mutation UpdateHoliday($id: ID!, $name: String!, $from: String!, $to: String!) { updateHoliday(id: $id, name: $name, from: $from, to: $to) { ${HOLIDAY_FIELDS} } }`,
);

export const DeleteHolidayMutation = operation<{ deleteHoliday: boolean }, { id: string }>(
  'DeleteHoliday',
  `mutation DeleteHoliday($id: ID!) { deleteHoliday(id: $id) }`,
);

/** The bakery as seller of its e-invoices (core fiscal.ts `EBillData`). */
export interface EBillData {
  companyName: string;
  vatNumber: string;
  taxCode: string | null;
  regime: string;
  street: string;
  houseNumber: string | null;
  postalCode: string;
  city: string;
  province: string;
  country: string;
  pec: string | null;
  phone: string | null;
  email: string | null;
  rea: {
    office: string;
    number: string;
    shareCapital: string | null;
    soleShareholder: string | null;
    liquidation: string;
  } | null;
  iban: string | null;
  bankName: string | null;
  transmitterCode: string | null;
  /** Natura of the bakery's 0 % sales (N4, N2.2 …); null = bills with 0 % lines are refused. */
  zeroRateNatura: string | null;
  /** RiferimentoNormativo of those sales; null = the Natura's default. */
  zeroRateReference: string | null;
  /** Who bears the stamp duty: CLIENT or BAKERY (null: the bakery). */
  stampDuty: string | null;
}

/** Settings → Documents: seller data for e-invoices, the bill PDF, bill and docket numbering. */
export interface DocumentSettings {
  eBillData: EBillData | null;
  /** Seller fields missing or wrong for an e-invoice (`vatNumber`, `rea.office` …). */
  eBillDataProblems: string[];
  pdfHeader: string | null;
  pdfFooter: string | null;
  pdfLogo: Media | null;
  billNumberFormat: string;
  nextBillNumber: number;
  nextBillPreview: string;
  prefix: string | null;
  suffix: string | null;
  ddNumberFormat: string;
  nextDdNumber: number;
  nextDdPreview: string;
  creditNoteNumberFormat: string;
  nextCreditNoteNumber: number;
  nextCreditNotePreview: string;
  /** The latest series moved forward by hand, newest first, with the reason given. */
  numberChanges: {
    series: 'BILL' | 'CREDIT_NOTE' | 'DOCKET';
    fromNumber: number;
    toNumber: number;
    reason: string;
    changedAt: string;
  }[];
}

type Nullable<T> = { [K in keyof T]?: T[K] | null };

/** Only the given fields change; null clears a text, the logo or the seller data (see DocumentSettingsInput). */
export interface DocumentSettingsInput {
  eBillData?: (Nullable<Omit<EBillData, 'rea'>> & { rea?: Nullable<NonNullable<EBillData['rea']>> | null }) | null;
  pdfHeader?: string | null;
  pdfFooter?: string | null;
  pdfLogoId?: string | null;
  billNumberFormat?: string;
  nextBillNumber?: number;
  prefix?: string | null;
  suffix?: string | null;
  ddNumberFormat?: string;
  nextDdNumber?: number;
  creditNoteNumberFormat?: string;
  nextCreditNoteNumber?: number;
  numberChangeReason?: string;
}

const DOCUMENT_SETTINGS_FIELDS = `eBillData { companyName vatNumber taxCode regime street houseNumber postalCode city province country pec phone email
  rea { office number shareCapital soleShareholder liquidation } iban bankName transmitterCode zeroRateNatura zeroRateReference stampDuty }
  eBillDataProblems pdfHeader pdfFooter pdfLogo { id url formats { thumbnail small medium } }
  billNumberFormat nextBillNumber nextBillPreview prefix suffix ddNumberFormat nextDdNumber nextDdPreview
  creditNoteNumberFormat nextCreditNoteNumber nextCreditNotePreview numberChanges { series fromNumber toNumber reason changedAt }`;

export const DocumentSettingsQuery = operation<{ documentSettings: DocumentSettings }>(
  'DocumentSettings',
  `query DocumentSettings { documentSettings { ${DOCUMENT_SETTINGS_FIELDS} } }`,
);

export const UpdateDocumentSettingsMutation = operation<
  { updateDocumentSettings: DocumentSettings },
  { input: DocumentSettingsInput }
>(
  'UpdateDocumentSettings',
  `mutation UpdateDocumentSettings($input: DocumentSettingsInput!) { updateDocumentSettings(input: $input) { ${DOCUMENT_SETTINGS_FIELDS} } }`,
);

export const SETTINGS_OPERATIONS = [
  DocumentSettingsQuery,
  UpdateDocumentSettingsMutation,
  MyAccountQuery,
  UpdateMyDetailsMutation,
  UpdateMyProfileMutation,
  BakerySettingsQuery,
  UpdateBakerySettingsMutation,
  DeliveryZonesQuery,
  CreateDeliveryZoneMutation,
  RenameDeliveryZoneMutation,
  DeleteDeliveryZoneMutation,
  HolidaysQuery,
  HolidaysOfMyBakeryQuery,
  CreateHolidayMutation,
  UpdateHolidayMutation,
  DeleteHolidayMutation,
] as const;
