import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

type Fragments = GraphQLResolveInfo['fragments'];

/** The fields named `name` of a selection set, through inline fragments and fragment spreads (aliases included). */
function collect(
  set: SelectionSetNode,
  name: string,
  fragments: Fragments,
  seen: ReadonlySet<string>,
  out: FieldNode[],
) {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === name) out.push(selection);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      collect(selection.selectionSet, name, fragments, seen, out);
    } else {
      const spread = selection.name.value;
      const fragment = fragments[spread];
      if (fragment && !seen.has(spread))
        collect(fragment.selectionSet, name, fragments, new Set([...seen, spread]), out);
    }
  }
}

/**
 * Whether the request asks for the field at `path` below the field being resolved (e.g.
 * `['items', 'descriptions']` under `products`), through fragments and aliases, so a resolver that
 * loads a whole page in one statement reads only what the page asks. `@skip`/`@include` are not
 * evaluated: a field that may be asked counts as asked (reading too much is safe, too little is not).
 */
export function selectsField(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  path: readonly string[],
): boolean {
  let nodes: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) {
    const next: FieldNode[] = [];
    for (const node of nodes) if (node.selectionSet) collect(node.selectionSet, name, info.fragments, new Set(), next);
    if (next.length === 0) return false;
    nodes = next;
  }
  return true;
}
