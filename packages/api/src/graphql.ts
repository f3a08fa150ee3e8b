/**
 * `graphql()` of gql.tada (ADR 017): a document written here is typed from apps/server/schema.graphql
 * through src/graphql-env.d.ts (`npm run codegen`), so `ResultOf`/`VariablesOf` are what the server
 * answers and accepts. Fragments are not masked: an operation's result carries its fragments' fields.
 * The schema has no custom scalars; ID is a string, Int and Float numbers.
 */
import { initGraphQLTada, type DocumentDecoration, type ResultOf, type VariablesOf } from 'gql.tada';
import { Kind, print, type DocumentNode, type OperationDefinitionNode } from '@0no-co/graphql.web';
import type { introspection } from './graphql-env';

const tada = initGraphQLTada<{ introspection: introspection; disableMasking: true }>();

/**
 * A document parsed on first use (its definitions or its text are read), not when its module is loaded: the
 * web app defines some 200 documents and a screen sends a handful, and parsing them all held up the first
 * screen (about 80 ms of main thread at Lighthouse's 4× slowdown). The same DocumentNode once read.
 */
function lazyDocument(source: string, fragments?: readonly DocumentNode[]): DocumentNode {
  let document: DocumentNode | undefined;
  const parsed = () => (document ??= tada(source, fragments as Parameters<typeof tada>[1]) as DocumentNode);
  return {
    kind: Kind.DOCUMENT,
    get definitions() {
      return parsed().definitions;
    },
    get loc() {
      return parsed().loc;
    },
  };
}

/** gql.tada's `graphql()` (typed from the schema), its documents parsed lazily (lazyDocument). */
export const graphql = Object.assign(lazyDocument, { scalar: tada.scalar, persisted: tada.persisted }) as typeof tada;

export { readFragment } from 'gql.tada';
export type { FragmentOf, ResultOf, TadaDocumentNode, VariablesOf } from 'gql.tada';

/** A document made by `graphql()`: a DocumentNode with its result and variables types attached. */
export type Operation<TData = unknown, TVariables = Record<string, unknown>> = DocumentNode &
  DocumentDecoration<TData, TVariables>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = Operation<any, any>;
export type OperationData<TOp> = ResultOf<TOp>;
export type OperationVariables<TOp> = VariablesOf<TOp>;

const operationDefinitions = new WeakMap<DocumentNode, OperationDefinitionNode | null>();
const printed = new WeakMap<DocumentNode, string>();

/** The document's operation (query or mutation), or null for a fragment. */
export function operationDefinition(document: DocumentNode): OperationDefinitionNode | null {
  let definition = operationDefinitions.get(document);
  if (definition === undefined) {
    definition =
      document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION) ?? null;
    operationDefinitions.set(document, definition);
  }
  return definition;
}

/** The operation's name (`query Orders …` → `Orders`): the server's logs, the query keys and test fakes use it. */
export function operationName(document: DocumentNode): string {
  const name = operationDefinition(document)?.name?.value;
  if (!name) throw new Error('GraphQL operation without a name');
  return name;
}

/** The document as sent to the server: the operation and the fragments it uses. */
export function operationText(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

/**
 * A named type of the schema as TypeScript: an enum (`SchemaType<'Language'>` is `'de' | 'it' | 'en'`)
 * or an input object (`SchemaType<'PlaceOrderInput'>`), derived from the schema, never written by hand.
 */
export type SchemaType<Name extends string> = ReturnType<typeof graphql.scalar<Name>>;
