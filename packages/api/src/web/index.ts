// The web's GraphQL operations and the types derived from them (ADR 017), one module per area.
export * from './account';
export * from './products';
export * from './price-lists';
export * from './host-products';
export * from './product-import';
export * from './clients';
export * from './settings';
export * from './orders';
export * from './abos';
export * from './discounts';
export * from './bake-list';
export * from './compile';
export * from './bills';
export * from './guest-billing';
export * from './service-fee';
export * from './contract';
export * from './operator';
