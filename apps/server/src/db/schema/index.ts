export * from './users';
export * from './platform';
export * from './catalogue';
export * from './orders';
export * from './billing';
export * from './production';
export * from './bakehouse';
