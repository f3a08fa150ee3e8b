/**
 * Which top-level sections of a catalogue the signed-out pages need (/login, registration, password,
 * public and help pages, errors): they come first, in a small chunk; the sections of the signed-in
 * screens follow with the signed-in area (load.ts). Every section is in exactly one list
 * (sections.test.ts), so a new one is placed on purpose.
 */
export const PUBLIC_SECTIONS = [
  'help',
  'common',
  'brand',
  'nav',
  'footer',
  'consent',
  'language',
  'auth',
  'password',
  'register',
  'verify',
  'reset',
  'kinds',
  'guard',
  'screens',
  'plans',
  'appGet',
  'chat',
  'errorPages',
  'sitemap',
  'legal',
  'errors',
  'messages',
] as const;

export const SIGNED_IN_SECTIONS = [
  'dashboard',
  'settings',
  'printInstruction',
  'bakeList',
  'catalogue',
  'products',
  'productEditor',
  'priceLists',
  'hostProducts',
  'productImport',
  'clients',
  'orders',
  'holidays',
  'zones',
  'discounts',
  'profile',
  'abos',
  'compile',
  'bills',
  'guestBilling',
  'serviceFee',
  'contract',
  'operator',
  // the allergen names of @bakery/i18n (Reg. EU 1169/2011 Annex II), shared with the guest app
  'allergens',
] as const;
