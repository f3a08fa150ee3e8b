// operation() (typed by hand) until the web's operations are written with graphql() in @bakery/api.
export {
  operation,
  type AnyOperation,
  type Operation,
  type OperationData,
  type OperationVariables,
} from '@bakery/api/legacy-operation';
