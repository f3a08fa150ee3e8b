/** Result shapes of apps/server/schema.graphql, as far as the web selects them. */
export type Language = 'de' | 'it' | 'en';
export type AccountKind = 'BAKERY' | 'HOST' | 'PRIVATE' | 'GUEST';

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
