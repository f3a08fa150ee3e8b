// A host's products: its bakery's offers, its take-overs and its own products.
export { HostProductsScreen } from './HostProductsScreen';
