// Orders: the lists, one order, a new order and the catalogue; what abos, bills and settings reuse of them.
export { OrdersScreen } from './OrdersScreen';
export { OrderView } from './OrderView';
export { NewOrderScreen } from './NewOrderScreen';
export { CatalogueScreen } from './CatalogueScreen';
export { OrderProductPicker } from './OrderProductPicker';
export { OrderStatusBadges } from './OrderStatusBadges';
export { useOrderErrorText } from './order-errors';
export { useClientOptions } from './useClientOptions';
export { useOrderOptions } from './useOrderOptions';
