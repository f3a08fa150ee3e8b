import { Kind, print, type DocumentNode, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import type { RequestContext } from './context';

/**
 * Reads, from the database, the version of what a root field answers to this request's viewer: a
 * number that changes in the same transaction as anything the answer shows. Null: do not cache.
 */
export type VersionOf = (ctx: RequestContext) => Promise<string | null>;

/** Root fields whose answers are cached, with the version each is kept under. */
export type CachedQueries = Readonly<Record<string, VersionOf>>;

/** Budget of the cache, measured as the answers' JSON length: about 130 products pages of 500. */
export const RESPONSE_CACHE_BYTES = 24 * 1024 * 1024;

/**
 * Answers a query whose only root field is one of `queries` from an in-memory cache while the
 * field's version is unchanged (ADR 022). The version is read from the database before the query
 * runs, so an answer is never kept under a newer version than the data it shows, and an instance
 * never serves what another instance's write made old: a write raises the version in its own
 * transaction. The key holds the document, the variables, the viewer (account, kind, operator) and
 * both languages, so an answer goes only to the viewer it was made for, after that viewer's
 * authorisation passed once for the same question. Answers with errors are not kept.
 */
export function useVersionedResponseCache(queries: CachedQueries, maxBytes = RESPONSE_CACHE_BYTES): Plugin {
  // each answer kept as the JSON it was sent as, sized by its length
  const answers = new LRUCache<string, string>({
    maxSize: maxBytes,
    sizeCalculation: (json, key) => json.length + key.length,
  });
  const texts = new WeakMap<DocumentNode, string>();
  const textOf = (document: DocumentNode) => {
    let text = texts.get(document);
    if (text === undefined) texts.set(document, (text = print(document)));
    return text;
  };
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const versionOf = cachedQuery(args.document, args.operationName, queries);
      const ctx = args.contextValue as unknown as RequestContext;
      if (!versionOf || !ctx.viewer) return;
      const version = await versionOf(ctx);
      if (version === null) return;
      const { viewer } = ctx;
      // the document names the field; the version is that field's
      const key = JSON.stringify([
        version,
        viewer.id,
        viewer.kind,
        viewer.operator,
        viewer.language,
        ctx.requestLanguage,
        args.operationName ?? null,
        args.variableValues ?? {},
        textOf(args.document),
      ]);
      const json = answers.get(key);
      if (json !== undefined) {
        setResultAndStopExecution(fromJson(json));
        return;
      }
      return {
        onExecuteDone({ result }) {
          if (!isPlainResult(result) || result.errors?.length || !result.data) return;
          answers.set(key, JSON.stringify({ data: result.data }));
        },
      };
    },
  };
}

/**
 * A kept answer as a result: Yoga sends the `stringify` of a result (graphql-jit's hook) instead of
 * serialising its data again; `data` is parsed only if something reads it.
 */
function fromJson(json: string): ExecutionResult & { stringify: () => string } {
  let data: ExecutionResult['data'];
  return {
    get data() {
      return (data ??= (JSON.parse(json) as ExecutionResult).data);
    },
    stringify: () => json,
  };
}

/** The version of the cached query the operation asks, when its one root field is one (no fragments, no second field). */
function cachedQuery(
  document: DocumentNode,
  operationName: string | null | undefined,
  queries: CachedQueries,
): VersionOf | null {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation || operation.operation !== 'query' || (!operationName && operations.length > 1)) return null;
  const [only, ...more] = operation.selectionSet.selections;
  if (!only || more.length > 0 || only.kind !== Kind.FIELD) return null;
  const field = only.name.value;
  return (Object.hasOwn(queries, field) && queries[field]) || null;
}

const isPlainResult = (result: unknown): result is ExecutionResult =>
  typeof result === 'object' && result !== null && !(Symbol.asyncIterator in result);
