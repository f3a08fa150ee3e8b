import { Kind, parse, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/** Root fields that try credentials or send mail: each occurrence spends one attempt of the per-IP budget. */
export const CREDENTIAL_FIELDS: ReadonlySet<string> = new Set([
  'login',
  'guestLogin',
  'guestTokenLogin',
  'register',
  'forgotPassword',
  'resetPassword',
  'confirmEmail',
  'resendConfirmation',
  'changePassword',
  'contactSupport',
]);

const MENTIONS_ONE = new RegExp(`\\b(${[...CREDENTIAL_FIELDS].join('|')})\\b`);
/** Parsing stops here: a document this long is refused by Yoga's own parse anyway. */
const MAX_TOKENS = 20_000;

/**
 * How many credential or mail operations a GraphQL document holds, counted from the parsed
 * document, not its text: every operation in it (whichever one `operationName` picks), aliases
 * (`a: login … b: login …` are two attempts), inline fragments and fragment spreads on the root
 * type, and whatever comments or other operations come first. A document that does not parse
 * counts 0: Yoga refuses it before any resolver runs.
 */
export function countCredentialFields(query: string): number {
  if (!MENTIONS_ONE.test(query)) return 0; // most requests: no parse here, Yoga parses once
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true, maxTokens: MAX_TOKENS });
  } catch {
    return 0;
  }
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  let count = 0;
  const visit = (selectionSet: SelectionSetNode, seen: ReadonlySet<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (CREDENTIAL_FIELDS.has(selection.name.value)) count++;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment && !seen.has(name)) visit(fragment.selectionSet, new Set([...seen, name]));
      }
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) visit(definition.selectionSet, new Set());
  }
  return count;
}
