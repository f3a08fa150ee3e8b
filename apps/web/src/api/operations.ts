/**
 * Every GraphQL operation the web sends, as typed string constants. Each has an operationName and
 * must validate against apps/server/schema.graphql (checked in operations.test.ts).
 */
import type { Captcha, Client, ClientInput, ClientKind, ClientPage, ClientWithDetail, CreatedClient, GuestInput, HostProduct, ImportCounts, ImportFile, ProductImportPreview, Language, Plan, PriceList, PriceListProduct, Product, ProductInput, ProductOffer, ProductPage, PublicConfig, User, Vat, BakerySettings, BakerySettingsInput, BaseData, DeliveryZoneCounts, Holiday, HolidayPage, MyAccount } from './types';

import { ORDER_OPERATIONS } from './order-operations';
import { ABO_OPERATIONS } from './abo-operations';

export * from './order-operations';
export * from './abo-operations';

declare const operationTypes: unique symbol;

/** A GraphQL document with its result and variables types attached (phantom, compile time only). */
export interface Operation<TData, TVariables extends Record<string, unknown>> {
  readonly operationName: string;
  readonly query: string;
  readonly [operationTypes]?: { data: TData; variables: TVariables };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOperation = Operation<any, any>;
export type OperationData<T> = T extends Operation<infer D, Record<string, unknown>> ? D : never;
export type OperationVariables<T> = T extends Operation<unknown, infer V> ? V : never;

type NoVariables = Record<string, never>;

function operation<TData, TVariables extends Record<string, unknown> = NoVariables>(
  operationName: string,
  query: string,
): Operation<TData, TVariables> {
  return { operationName, query: query.trim() };
}

const USER_FIELDS = /* GraphQL */ `
  fragment UserFields on User {
    id
    username
    label
    displayName
    email
    language
    kind
    isBakery
    isHost
    confirmed
    blocked
    activeFrom
    activeTo
    needsDataCompletion
    bakery { id name }
    host { id name }
  }
`;

export const MeQuery = operation<{ me: User | null }>(
  'Me',
  `query Me { me { ...UserFields } } ${USER_FIELDS}`,
);

export const PublicConfigQuery = operation<{ publicConfig: PublicConfig }>(
  'PublicConfig',
  `query PublicConfig {
    publicConfig { registrationOpen registrationBakeryName showPrices appStoreUrl playStoreUrl guestAppUrl devOutbox }
  }`,
);

export const PlansQuery = operation<{ plans: Plan[] }>(
  'Plans',
  `query Plans { plans { id key name description costPerMonth userRestriction } }`,
);

export const CaptchaQuery = operation<{ captcha: Captcha }>('Captcha', `query Captcha { captcha { question token } }`);

export const UsernameCountQuery = operation<{ usernameCount: number }, { username: string }>(
  'UsernameCount',
  `query UsernameCount($username: String!) { usernameCount(username: $username) }`,
);

export const EmailCountQuery = operation<{ emailCount: number }, { email: string }>(
  'EmailCount',
  `query EmailCount($email: String!) { emailCount(email: $email) }`,
);

export const LoginMutation = operation<
  { login: { jwt: string; userId: string; user: User } },
  { identifier: string; password: string }
>(
  'Login',
  `mutation Login($identifier: String!, $password: String!) {
    login(identifier: $identifier, password: $password) { jwt userId user { ...UserFields } }
  } ${USER_FIELDS}`,
);

export const RegisterMutation = operation<
  { register: boolean },
  { username: string; email: string; password: string; language: Language }
>(
  'Register',
  `mutation Register($username: String!, $email: String!, $password: String!, $language: Language) {
    register(username: $username, email: $email, password: $password, language: $language)
  }`,
);

export const ConfirmEmailMutation = operation<
  { confirmEmail: boolean },
  { token?: string; email?: string; code?: string }
>(
  'ConfirmEmail',
  `mutation ConfirmEmail($token: String, $email: String, $code: String) {
    confirmEmail(token: $token, email: $email, code: $code)
  }`,
);

export const ResendConfirmationMutation = operation<{ resendConfirmation: boolean }, { email: string }>(
  'ResendConfirmation',
  `mutation ResendConfirmation($email: String!) { resendConfirmation(email: $email) }`,
);

export const ForgotPasswordMutation = operation<{ forgotPassword: boolean }, { email: string }>(
  'ForgotPassword',
  `mutation ForgotPassword($email: String!) { forgotPassword(email: $email) }`,
);

export const ResetPasswordMutation = operation<
  { resetPassword: boolean },
  { code: string; password: string; passwordConfirmation: string; captchaToken: string; captchaAnswer: number }
>(
  'ResetPassword',
  `mutation ResetPassword($code: String!, $password: String!, $passwordConfirmation: String!, $captchaToken: String!, $captchaAnswer: Int!) {
    resetPassword(code: $code, password: $password, passwordConfirmation: $passwordConfirmation, captchaToken: $captchaToken, captchaAnswer: $captchaAnswer)
  }`,
);

export const ChangePasswordMutation = operation<
  { changePassword: { jwt: string; userId: string; user: User } },
  { currentPassword: string; password: string; passwordConfirmation: string }
>(
  'ChangePassword',
  `mutation ChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {
    changePassword(currentPassword: $currentPassword, password: $password, passwordConfirmation: $passwordConfirmation) {
      jwt
      userId
      user { ...UserFields }
    }
  } ${USER_FIELDS}`,
);

export const ChangeLanguageMutation = operation<{ changeLanguage: User }, { language: Language }>(
  'ChangeLanguage',
  `mutation ChangeLanguage($language: Language!) { changeLanguage(language: $language) { ...UserFields } } ${USER_FIELDS}`,
);

const PRODUCT_FIELDS = /* GraphQL */ `
  fragment ProductFields on Product {
    id name names { de it en } descriptions { de it en } gramPrice approxWeight haveToWeight easybackKodex
    availableWeekdays displayOrder active inPriceList vat { id name value active }
    thumb { id url formats { thumbnail small medium } }
  }
`;

export const ProductsQuery = operation<
  { products: ProductPage },
  { page?: number; search?: string | null; priceListId?: string | null; includeInactive?: boolean }
>(
  'Products',
  `query Products($page: Int, $search: String, $priceListId: ID, $includeInactive: Boolean) {
    products(page: $page, search: $search, priceListId: $priceListId, includeInactive: $includeInactive) { items { ...ProductFields } total }
  } ${PRODUCT_FIELDS}`,
);

export const ProductQuery = operation<{ product: Product }, { id: string }>(
  'Product',
  `query Product($id: ID!) { product(id: $id) { ...ProductFields } } ${PRODUCT_FIELDS}`,
);

export const VatsQuery = operation<{ vats: Vat[] }>('Vats', `query Vats { vats { id name value active } }`);

export const CreateProductMutation = operation<{ createProduct: Product }, { input: ProductInput }>(
  'CreateProduct',
  `mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { ...ProductFields } } ${PRODUCT_FIELDS}`,
);

export const UpdateProductMutation = operation<{ updateProduct: Product }, { id: string; input: ProductInput }>(
  'UpdateProduct',
  `mutation UpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ...ProductFields } } ${PRODUCT_FIELDS}`,
);

export const ToggleProductMutation = operation<{ toggleProduct: Product }, { id: string }>(
  'ToggleProduct',
  `mutation ToggleProduct($id: ID!) { toggleProduct(id: $id) { ...ProductFields } } ${PRODUCT_FIELDS}`,
);

export const DeleteProductMutation = operation<{ deleteProduct: boolean }, { id: string }>(
  'DeleteProduct',
  `mutation DeleteProduct($id: ID!) { deleteProduct(id: $id) }`,
);

export const ChangeDisplayOrderMutation = operation<{ changeDisplayOrder: boolean }, { ids: string[] }>(
  'ChangeDisplayOrder',
  `mutation ChangeDisplayOrder($ids: [ID!]!) { changeDisplayOrder(ids: $ids) }`,
);

export const ResetDisplayOrderMutation = operation<{ resetDisplayOrder: number }>(
  'ResetDisplayOrder',
  `mutation ResetDisplayOrder { resetDisplayOrder }`,
);

/** Images are uploaded by POST /api/media (see api/upload.ts); these attach and detach them. */
export const SetProductThumbMutation = operation<{ setProductThumb: Pick<Product, 'id' | 'thumb'> }, { productId: string; mediaId: string }>(
  'SetProductThumb',
  `mutation SetProductThumb($productId: ID!, $mediaId: ID!) { setProductThumb(productId: $productId, mediaId: $mediaId) { id thumb { id url formats { thumbnail small medium } } } }`,
);

export const RemoveProductThumbMutation = operation<{ removeProductThumb: Pick<Product, 'id'> }, { productId: string }>(
  'RemoveProductThumb',
  `mutation RemoveProductThumb($productId: ID!) { removeProductThumb(productId: $productId) { id } }`,
);

export const DeleteMediaMutation = operation<{ deleteMedia: boolean }, { id: string }>(
  'DeleteMedia',
  `mutation DeleteMedia($id: ID!) { deleteMedia(id: $id) }`,
);

const PRICE_LIST_FIELDS = /* GraphQL */ `fragment PriceListFields on PriceList { id name isDefault visibleFor clientCount productCount }`;

export const PriceListsQuery = operation<{ priceLists: PriceList[] }>(
  'PriceLists',
  `query PriceLists { priceLists { ...PriceListFields } } ${PRICE_LIST_FIELDS}`,
);

export const PriceListProductsQuery = operation<{ priceListProducts: PriceListProduct[] }, { priceListId: string; page?: number }>(
  'PriceListProducts',
  `query PriceListProducts($priceListId: ID!, $page: Int) { priceListProducts(priceListId: $priceListId, page: $page) { gramPrice product { id } } }`,
);

export const CreatePriceListMutation = operation<{ createPriceList: PriceList }, { name: string }>(
  'CreatePriceList',
  `mutation CreatePriceList($name: String!) { createPriceList(name: $name) { ...PriceListFields } } ${PRICE_LIST_FIELDS}`,
);

export const RenamePriceListMutation = operation<{ renamePriceList: PriceList }, { id: string; name: string }>(
  'RenamePriceList',
  `mutation RenamePriceList($id: ID!, $name: String!) { renamePriceList(id: $id, name: $name) { ...PriceListFields } } ${PRICE_LIST_FIELDS}`,
);

export const SetDefaultPriceListMutation = operation<{ setDefaultPriceList: PriceList }, { id: string }>(
  'SetDefaultPriceList',
  `mutation SetDefaultPriceList($id: ID!) { setDefaultPriceList(id: $id) { ...PriceListFields } } ${PRICE_LIST_FIELDS}`,
);

export const SetPriceListVisibilityMutation = operation<{ setPriceListVisibility: PriceList }, { id: string; visibleFor: string[] }>(
  'SetPriceListVisibility',
  `mutation SetPriceListVisibility($id: ID!, $visibleFor: [String!]!) { setPriceListVisibility(id: $id, visibleFor: $visibleFor) { ...PriceListFields } } ${PRICE_LIST_FIELDS}`,
);

export const DeletePriceListMutation = operation<{ deletePriceList: boolean }, { id: string }>(
  'DeletePriceList',
  `mutation DeletePriceList($id: ID!) { deletePriceList(id: $id) }`,
);

export const SetProductPriceMutation = operation<{ setProductPrice: boolean }, { priceListId: string; productId: string; gramPrice: string }>(
  'SetProductPrice',
  `mutation SetProductPrice($priceListId: ID!, $productId: ID!, $gramPrice: String!) { setProductPrice(priceListId: $priceListId, productId: $productId, gramPrice: $gramPrice) }`,
);

export const RemoveProductPriceMutation = operation<{ removeProductPrice: boolean }, { priceListId: string; productId: string }>(
  'RemoveProductPrice',
  `mutation RemoveProductPrice($priceListId: ID!, $productId: ID!) { removeProductPrice(priceListId: $priceListId, productId: $productId) }`,
);

const OFFER_PRODUCT_FIELDS = /* GraphQL */ `fragment OfferProductFields on Product { id name names { de it en } approxWeight haveToWeight thumb { id url formats { thumbnail small medium } } }`;

export const ProductOffersQuery = operation<{ productOffers: ProductOffer[] }>(
  'ProductOffers',
  `query ProductOffers { productOffers { product { ...OfferProductFields } listGramPrice basePriceCents adopted } } ${OFFER_PRODUCT_FIELDS}`,
);

const HOST_PRODUCT_FIELDS = /* GraphQL */ `fragment HostProductFields on HostProduct { id displayPrice basePriceCents priceCents product { ...OfferProductFields } }`;

export const HostProductsQuery = operation<{ hostProducts: HostProduct[] }>(
  'HostProducts',
  `query HostProducts { hostProducts { ...HostProductFields } } ${HOST_PRODUCT_FIELDS} ${OFFER_PRODUCT_FIELDS}`,
);

export const AdoptProductMutation = operation<{ adoptProduct: HostProduct }, { productId: string; displayPrice?: string | null }>(
  'AdoptProduct',
  `mutation AdoptProduct($productId: ID!, $displayPrice: String) { adoptProduct(productId: $productId, displayPrice: $displayPrice) { ...HostProductFields } } ${HOST_PRODUCT_FIELDS} ${OFFER_PRODUCT_FIELDS}`,
);

export const AdoptAllProductsMutation = operation<{ adoptAllProducts: number }>('AdoptAllProducts', `mutation AdoptAllProducts { adoptAllProducts }`);

export const UpdateHostProductMutation = operation<{ updateHostProduct: HostProduct }, { id: string; displayPrice: string | null }>(
  'UpdateHostProduct',
  `mutation UpdateHostProduct($id: ID!, $displayPrice: String) { updateHostProduct(id: $id, displayPrice: $displayPrice) { ...HostProductFields } } ${HOST_PRODUCT_FIELDS} ${OFFER_PRODUCT_FIELDS}`,
);

export const RemoveHostProductMutation = operation<{ removeHostProduct: boolean }, { id: string }>(
  'RemoveHostProduct',
  `mutation RemoveHostProduct($id: ID!) { removeHostProduct(id: $id) }`,
);

export const OwnProductsQuery = operation<{ ownProducts: Product[] }>('OwnProducts', `query OwnProducts { ownProducts { ...ProductFields } } ${PRODUCT_FIELDS}`);

export const OwnProductQuery = operation<{ ownProduct: Product }, { id: string }>(
  'OwnProduct',
  `query OwnProduct($id: ID!) { ownProduct(id: $id) { ...ProductFields } } ${PRODUCT_FIELDS}`,
);

export const CreateOwnProductMutation = operation<{ createOwnProduct: Product }, { input: ProductInput }>(
  'CreateOwnProduct',
  `mutation CreateOwnProduct($input: ProductInput!) { createOwnProduct(input: $input) { ...ProductFields } } ${PRODUCT_FIELDS}`,
);

export const UpdateOwnProductMutation = operation<{ updateOwnProduct: Product }, { id: string; input: ProductInput }>(
  'UpdateOwnProduct',
  `mutation UpdateOwnProduct($id: ID!, $input: ProductInput!) { updateOwnProduct(id: $id, input: $input) { ...ProductFields } } ${PRODUCT_FIELDS}`,
);

export const ToggleOwnProductMutation = operation<{ toggleOwnProduct: Product }, { id: string }>(
  'ToggleOwnProduct',
  `mutation ToggleOwnProduct($id: ID!) { toggleOwnProduct(id: $id) { ...ProductFields } } ${PRODUCT_FIELDS}`,
);

export const DeleteOwnProductMutation = operation<{ deleteOwnProduct: boolean }, { id: string }>(
  'DeleteOwnProduct',
  `mutation DeleteOwnProduct($id: ID!) { deleteOwnProduct(id: $id) }`,
);

/** All operations, for the schema validation test. */
const IMPORT_PREVIEW_FIELDS = /* GraphQL */ `
  fragment ImportPreviewFields on ProductImportPreview {
    csvName
    encoding
    separator
    headers
    priceUnit
    mapping { code name nameIt nameEn weight price vat }
    counts { new changed unchanged invalid }
    rows { row status code name problems changes { field from to } }
  }
`;

export const PreviewProductImportMutation = operation<{ previewProductImport: ProductImportPreview }, { file: ImportFile }>(
  'PreviewProductImport',
  `mutation PreviewProductImport($file: ImportFileInput!) { previewProductImport(file: $file) { ...ImportPreviewFields } } ${IMPORT_PREVIEW_FIELDS}`,
);

export const RunProductImportMutation = operation<
  { runProductImport: ImportCounts },
  { file: ImportFile; expected: { new: number; changed: number }; priceListId?: string | null }
>(
  'RunProductImport',
  `mutation RunProductImport($file: ImportFileInput!, $expected: ImportExpectedCounts!, $priceListId: ID) {
    runProductImport(file: $file, expected: $expected, priceListId: $priceListId) { new changed unchanged invalid }
  }`,
);

// --- clients and guests
const CLIENT_FIELDS = /* GraphQL */ `
  fragment ClientFields on User {
    ...UserFields
    stayStatus
    clientSettings {
      awaitingAcceptance priceListId deliveryZoneId checkOrders createBills ignoreDeadline deliversSaturday deliversSunday
      deliveryCost deliveryCostMin noDeliveryCost takeaway
    }
  }
  ${USER_FIELDS}
`;
const CLIENT_DETAIL_FIELDS = /* GraphQL */ `
  fragment ClientDetailFields on User {
    ...ClientFields
    detail { companyName fullName street houseNumber postalCode city country partitaIva taxNumber recipientCode pec tel extra deadline }
  }
  ${CLIENT_FIELDS}
`;

export const ClientsQuery = operation<
  { clients: ClientPage },
  { page?: number; search?: string | null; kind?: ClientKind; includeBlocked?: boolean }
>(
  'Clients',
  `query Clients($page: Int, $search: String, $kind: ClientKind, $includeBlocked: Boolean) {
    clients(page: $page, search: $search, kind: $kind, includeBlocked: $includeBlocked) { total page pageSize items { ...ClientFields } }
  } ${CLIENT_FIELDS}`,
);

export const CountNewPrivatesQuery = operation<{ countNewPrivates: number }>('CountNewPrivates', `query CountNewPrivates { countNewPrivates }`);

export const ClientQuery = operation<{ user: ClientWithDetail | null }, { id: string }>(
  'Client',
  `query Client($id: ID!) { user(id: $id) { ...ClientDetailFields } } ${CLIENT_DETAIL_FIELDS}`,
);

export const DeliveryZoneNamesQuery = operation<{ deliveryZones: { id: string | null; name: string | null }[] }>(
  'DeliveryZoneNames',
  `query DeliveryZoneNames { deliveryZones { id name } }`,
);

export const AcceptPrivateMutation = operation<{ acceptPrivate: Client }, { id: string }>(
  'AcceptPrivate',
  `mutation AcceptPrivate($id: ID!) { acceptPrivate(id: $id) { ...ClientFields } } ${CLIENT_FIELDS}`,
);

export const DeleteClientMutation = operation<{ deleteClient: Client }, { id: string }>(
  'DeleteClient',
  `mutation DeleteClient($id: ID!) { deleteClient(id: $id) { ...ClientFields } } ${CLIENT_FIELDS}`,
);

export const RestoreClientMutation = operation<{ restoreClient: Client }, { id: string }>(
  'RestoreClient',
  `mutation RestoreClient($id: ID!) { restoreClient(id: $id) { ...ClientFields } } ${CLIENT_FIELDS}`,
);

export const CreateClientMutation = operation<{ createClient: CreatedClient }, { input: ClientInput; sendWelcomeMail?: boolean }>(
  'CreateClient',
  `mutation CreateClient($input: ClientInput!, $sendWelcomeMail: Boolean) {
    createClient(input: $input, sendWelcomeMail: $sendWelcomeMail) { password signInUrl mailed user { ...ClientDetailFields } }
  } ${CLIENT_DETAIL_FIELDS}`,
);

export const UpdateClientMutation = operation<{ updateClient: ClientWithDetail }, { id: string; input: ClientInput }>(
  'UpdateClient',
  `mutation UpdateClient($id: ID!, $input: ClientInput!) { updateClient(id: $id, input: $input) { ...ClientDetailFields } } ${CLIENT_DETAIL_FIELDS}`,
);

export const CreateGuestMutation = operation<{ createGuest: CreatedClient }, { input: GuestInput }>(
  'CreateGuest',
  `mutation CreateGuest($input: GuestInput!) { createGuest(input: $input) { password signInUrl mailed user { ...ClientDetailFields } } } ${CLIENT_DETAIL_FIELDS}`,
);

export const UpdateGuestMutation = operation<{ updateGuest: ClientWithDetail }, { id: string; input: GuestInput }>(
  'UpdateGuest',
  `mutation UpdateGuest($id: ID!, $input: GuestInput!) { updateGuest(id: $id, input: $input) { ...ClientDetailFields } } ${CLIENT_DETAIL_FIELDS}`,
);

export const ResetGuestPasswordMutation = operation<{ resetGuestPassword: CreatedClient }, { guestId: string }>(
  'ResetGuestPassword',
  `mutation ResetGuestPassword($guestId: ID!) { resetGuestPassword(guestId: $guestId) { password signInUrl mailed user { ...ClientDetailFields } } } ${CLIENT_DETAIL_FIELDS}`,
);

export const CreateGuestSignInTokenMutation = operation<{ createGuestSignInToken: { url: string; expiresAt: string } }, { guestId: string }>(
  'CreateGuestSignInToken',
  `mutation CreateGuestSignInToken($guestId: ID!) { createGuestSignInToken(guestId: $guestId) { url expiresAt } }`,
);

export const RevokeGuestSignInTokensMutation = operation<{ revokeGuestSignInTokens: number }, { guestId: string }>(
  'RevokeGuestSignInTokens',
  `mutation RevokeGuestSignInTokens($guestId: ID!) { revokeGuestSignInTokens(guestId: $guestId) }`,
);

// --- settings, profile, delivery zones, holidays (/settings, /profile)
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

export const ALL_OPERATIONS: readonly AnyOperation[] = [
  MeQuery,
  PublicConfigQuery,
  PlansQuery,
  CaptchaQuery,
  UsernameCountQuery,
  EmailCountQuery,
  LoginMutation,
  RegisterMutation,
  ConfirmEmailMutation,
  ResendConfirmationMutation,
  ForgotPasswordMutation,
  ResetPasswordMutation,
  ChangePasswordMutation,
  ChangeLanguageMutation,
  ProductsQuery,
  ProductQuery,
  VatsQuery,
  CreateProductMutation,
  UpdateProductMutation,
  ToggleProductMutation,
  DeleteProductMutation,
  ChangeDisplayOrderMutation,
  ResetDisplayOrderMutation,
  SetProductThumbMutation,
  RemoveProductThumbMutation,
  DeleteMediaMutation,
  PriceListsQuery,
  PriceListProductsQuery,
  CreatePriceListMutation,
  RenamePriceListMutation,
  SetDefaultPriceListMutation,
  SetPriceListVisibilityMutation,
  DeletePriceListMutation,
  SetProductPriceMutation,
  RemoveProductPriceMutation,
  ProductOffersQuery,
  HostProductsQuery,
  AdoptProductMutation,
  AdoptAllProductsMutation,
  UpdateHostProductMutation,
  RemoveHostProductMutation,
  OwnProductsQuery,
  OwnProductQuery,
  CreateOwnProductMutation,
  UpdateOwnProductMutation,
  ToggleOwnProductMutation,
  DeleteOwnProductMutation,
  PreviewProductImportMutation,
  RunProductImportMutation,
  ClientsQuery,
  CountNewPrivatesQuery,
  ClientQuery,
  DeliveryZoneNamesQuery,
  AcceptPrivateMutation,
  DeleteClientMutation,
  RestoreClientMutation,
  CreateClientMutation,
  UpdateClientMutation,
  CreateGuestMutation,
  UpdateGuestMutation,
  ResetGuestPasswordMutation,
  CreateGuestSignInTokenMutation,
  RevokeGuestSignInTokensMutation,
  ...ORDER_OPERATIONS,
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
  ...ABO_OPERATIONS,
];
