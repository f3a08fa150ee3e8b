// The operation types of @bakery/api (gql.tada documents, ADR 017), for the web's generic hooks.
export {
  operationName,
  type AnyOperation,
  type Operation,
  type OperationData,
  type OperationVariables,
} from '@bakery/api';
