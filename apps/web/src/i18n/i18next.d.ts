import 'i18next';
import type { Catalogue } from './catalogue';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // the web's catalogue with the shared texts of @bakery/i18n: `errors.<CODE>` type-checks from there
    resources: { translation: Catalogue };
  }
}
