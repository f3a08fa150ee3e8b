// Every GraphQL operation the web sends, with its result types: written with gql.tada in @bakery/api/web (ADR 017).
export * from '@bakery/api/web';
