/**
 * Product and operator data shown in the header, footer, imprint and legal texts. The operator
 * data is a placeholder until the real company details are supplied.
 */
export const BRAND = {
  name: 'Brotzeit',
  company: 'Brotzeit Digital GmbH',
  street: 'Handwerkerzone 4',
  city: '39031 Bruneck (BZ)',
  country: { de: 'Italien', it: 'Italia', en: 'Italy' },
  vat: 'IT03218470219',
  rea: 'BZ-239581',
  managingDirector: 'Lukas Pichler',
  phone: '+39 0474 555 120',
  supportEmail: 'support@brotzeit.app',
  privacyEmail: 'privacy@brotzeit.app',
  pec: 'brotzeit@pec.brotzeit.app',
  firstYear: 2021,
} as const;
