// Abos (standing orders): the orders screen's abo tab for hosts and private customers.
export { OrdersAbosTabs } from './OrdersAbosTabs';
