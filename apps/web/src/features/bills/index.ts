// Bills: the list, one bill and a new bill.
export { BillsScreen } from './BillsScreen';
export { BillView } from './BillView';
export { BillCreateScreen } from './BillCreateScreen';
