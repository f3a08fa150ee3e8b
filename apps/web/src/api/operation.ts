// operation() and its types live in @bakery/api, shared with the guest app.
export { operation, type AnyOperation, type Operation, type OperationData, type OperationVariables } from '@bakery/api';
