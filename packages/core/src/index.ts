// Public API of @bakery/core: pure domain rules shared by server, web and mobile.
export * from './errors';
export * from './calendar';
export * from './random';
export * from './password';
export * from './password-generator';
export * from './username';
export * from './email';
export * from './guest';
export * from './document-number';
export * from './delivery';
export * from './day-rules';
export * from './language';
export * from './decimal';
export * from './money';
export * from './price-input';
export * from './schemas';
export * from './product-import';
