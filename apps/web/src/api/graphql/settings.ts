/** Own base data and profile, bakery settings, delivery zones, holidays. */
import { operation } from '../operation';
import type { BakerySettings, BakerySettingsInput, BaseData, DeliveryZoneCounts, Holiday, HolidayPage, MyAccount } from '../types';
import { USER_FIELDS } from './account';

const BASE_DATA_FIELDS = 'companyName fullName street houseNumber postalCode city country partitaIva taxNumber recipientCode pec tel extra';
const MY_ACCOUNT = /* GraphQL */ `fragment MyAccountFields on User { ...UserFields acceptsGuestOrders detail { ${BASE_DATA_FIELDS} } } ${USER_FIELDS}`;
const BAKERY_SETTINGS_FIELDS = 'createBills ignoreDeadline deliversSaturday deliversSunday takeaway deliveryCost deliveryCostMin deadline timeZone';
const HOLIDAY_FIELDS = 'id name from to';

export const MyAccountQuery = operation<{ me: MyAccount | null }>('MyAccount', `query MyAccount { me { ...MyAccountFields } } ${MY_ACCOUNT}`);

export const UpdateMyDetailsMutation = operation<{ updateMyDetails: MyAccount }, { input: Partial<BaseData> }>(
  'UpdateMyDetails',
  `mutation UpdateMyDetails($input: UserDetailInput!) { updateMyDetails(input: $input) { ...MyAccountFields } } ${MY_ACCOUNT}`,
);

export const UpdateMyProfileMutation = operation<{ updateMyProfile: MyAccount }, { acceptsGuestOrders: boolean }>(
  'UpdateMyProfile',
  `mutation UpdateMyProfile($acceptsGuestOrders: Boolean!) { updateMyProfile(acceptsGuestOrders: $acceptsGuestOrders) { ...MyAccountFields } } ${MY_ACCOUNT}`,
);

export const BakerySettingsQuery = operation<{ bakerySettings: BakerySettings }>('BakerySettings', `query BakerySettings { bakerySettings { ${BAKERY_SETTINGS_FIELDS} } }`);

export const UpdateBakerySettingsMutation = operation<{ updateBakerySettings: BakerySettings }, { input: BakerySettingsInput }>(
  'UpdateBakerySettings',
  `mutation UpdateBakerySettings($input: BakerySettingsInput!) { updateBakerySettings(input: $input) { ${BAKERY_SETTINGS_FIELDS} } }`,
);

export const DeliveryZonesQuery = operation<{ deliveryZones: DeliveryZoneCounts[] }>('DeliveryZones', `query DeliveryZones { deliveryZones { id name userCount orderCount } }`);

export const CreateDeliveryZoneMutation = operation<{ createDeliveryZone: { id: string; name: string } }, { name: string }>(
  'CreateDeliveryZone',
  `mutation CreateDeliveryZone($name: String!) { createDeliveryZone(name: $name) { id name } }`,
);

export const RenameDeliveryZoneMutation = operation<{ renameDeliveryZone: { id: string; name: string } }, { id: string; name: string }>(
  'RenameDeliveryZone',
  `mutation RenameDeliveryZone($id: ID!, $name: String!) { renameDeliveryZone(id: $id, name: $name) { id name } }`,
);

export const DeleteDeliveryZoneMutation = operation<{ deleteDeliveryZone: boolean }, { id: string }>(
  'DeleteDeliveryZone',
  `mutation DeleteDeliveryZone($id: ID!) { deleteDeliveryZone(id: $id) }`,
);

export const HolidaysQuery = operation<{ holidays: HolidayPage }, { page: number }>('Holidays', `query Holidays($page: Int) { holidays(page: $page) { total page pageSize items { ${HOLIDAY_FIELDS} } } }`);

export const HolidaysOfMyBakeryQuery = operation<{ holidaysOfMyBakery: Holiday[] }, { from?: string | null }>(
  'HolidaysOfMyBakery',
  `query HolidaysOfMyBakery($from: String) { holidaysOfMyBakery(from: $from) { ${HOLIDAY_FIELDS} } }`,
);

export const CreateHolidayMutation = operation<{ createHoliday: Holiday }, { name: string; from: string; to: string }>(
  'CreateHoliday',
  `mutation CreateHoliday($name: String!, $from: String!, $to: String!) { createHoliday(name: $name, from: $from, to: $to) { ${HOLIDAY_FIELDS} } }`,
);

export const UpdateHolidayMutation = operation<{ updateHoliday: Holiday }, { id: string; name: string; from: string; to: string }>(
  'UpdateHoliday',
  `mutation UpdateHoliday($id: ID!, $name: String!, $from: String!, $to: String!) { updateHoliday(id: $id, name: $name, from: $from, to: $to) { ${HOLIDAY_FIELDS} } }`,
);

export const DeleteHolidayMutation = operation<{ deleteHoliday: boolean }, { id: string }>('DeleteHoliday', `mutation DeleteHoliday($id: ID!) { deleteHoliday(id: $id) }`);

/** Settings → Documents: delivery docket numbering. */
export interface DocumentSettings {
  ddNumberFormat: string;
  nextDdNumber: number;
  nextDdPreview: string;
}
const DOCUMENT_SETTINGS_FIELDS = 'ddNumberFormat nextDdNumber nextDdPreview';

export const DocumentSettingsQuery = operation<{ documentSettings: DocumentSettings }>('DocumentSettings', `query DocumentSettings { documentSettings { ${DOCUMENT_SETTINGS_FIELDS} } }`);

export const UpdateDocumentSettingsMutation = operation<{ updateDocumentSettings: DocumentSettings }, { input: { ddNumberFormat?: string; nextDdNumber?: number } }>(
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

