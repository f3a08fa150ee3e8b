// Result and input types, derived from the operations in @bakery/api/web (ADR 017); nothing here is written by hand.
export type * from '@bakery/api/web';
