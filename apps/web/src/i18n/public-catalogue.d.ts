/**
 * `virtual:catalogue/de` (it, en), made by build/public-catalogue.ts: the whole catalogue with the
 * shared texts of @bakery/i18n (src/i18n/catalogue.ts).
 */
declare module 'virtual:catalogue/*' {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}

/**
 * `virtual:public-catalogue/de` (it, en), made by build/public-catalogue.ts: the public sections of a
 * catalogue (sections.ts) as a module of their own.
 */
declare module 'virtual:public-catalogue/*' {
  type Section = Record<string, unknown>;
  export const help: Section;
  export const common: Section;
  export const brand: Section;
  export const nav: Section;
  export const footer: Section;
  export const consent: Section;
  export const language: Section;
  export const auth: Section;
  export const password: Section;
  export const register: Section;
  export const verify: Section;
  export const reset: Section;
  export const kinds: Section;
  export const guard: Section;
  export const screens: Section;
  export const plans: Section;
  export const appGet: Section;
  export const chat: Section;
  export const errorPages: Section;
  export const sitemap: Section;
  export const legal: Section;
  export const errors: Section;
  export const messages: Section;
}
