import { getNamedType, isEnumType, type GraphQLInputType } from 'graphql';
import { isIdLike, plausibleString, requestFor, type Leaf, type Operation } from './schema-requests';
import { MARKER, type Kind, type Victim } from './victim';
import { PERIOD } from '../../src/modules/bills/bills.test-setup';
import { TOMORROW } from '../../src/modules/orders/orders.test-setup';

/** What an ID argument names, by its name (`productId`, `guestIds`…); plain `id` by the operation's name. */
const BY_ARGUMENT: [RegExp, Kind[]][] = [
  [/^orderedProduct/i, ['orderedProducts']],
  [/^(base)?product/i, ['products', 'ownProducts']],
  [/^bill/i, ['bills']],
  [/^order/i, ['orders']],
  [/^priceList/i, ['priceLists']],
  [/^zone/i, ['zones']],
  [/^guest/i, ['guests']],
  [/^client/i, ['clients']],
  [/^user/i, ['users']],
  [/^media/i, ['media']],
  [/^abo/i, ['abos']],
  [/^discount/i, ['discounts']],
  [/^ingredient/i, ['ingredients']],
  [/^docket/i, ['dockets']],
  [/^(message|conversation|replyTo)/i, ['messages']],
];
const BY_OPERATION: [RegExp, Kind[]][] = [
  [/conversation|message/i, ['messages']],
  [/orderedProduct/i, ['orderedProducts']],
  [/hostProduct/i, ['hostProducts']],
  [/ownProduct/i, ['ownProducts']],
  [/priceList/i, ['priceLists']],
  [/zone/i, ['zones']],
  [/docket/i, ['dockets']],
  [/billRun/i, ['billRuns']],
  [/bill/i, ['bills']],
  [/abo/i, ['abos']],
  [/order/i, ['orders']],
  [/discount/i, ['discounts']],
  [/ingredient/i, ['ingredients']],
  [/recipe/i, ['recipes', 'ingredients']],
  [/holiday/i, ['holidays']],
  [/media/i, ['media']],
  [/product/i, ['products', 'ownProducts']],
  [/guest/i, ['guests']],
  [/client|private/i, ['clients']],
  [/user/i, ['users']],
];

/** The victim's ids an ID argument gets: by its name, else by the operation, else every id the victim has. */
export function candidatesFor(victim: Victim['victim'], op: Operation, name: string): string[] {
  const table =
    name === 'id' || name === 'ids'
      ? BY_OPERATION.find(([re]) => re.test(op.name))
      : BY_ARGUMENT.find(([re]) => re.test(name));
  const kinds = table?.[1] ?? (Object.keys(victim) as Kind[]);
  return [...new Set(kinds.flatMap((k) => victim[k]))];
}

/** How many requests an operation gets per role: one per victim id of its busiest ID argument (at most `max`). */
export function roundsFor(victim: Victim['victim'], op: Operation, max = 6): number {
  const idNames: string[] = [];
  const walk = (name: string, type: GraphQLInputType) => {
    const named = getNamedType(type);
    if (named.name === 'ID') idNames.push(name);
    else if ('getFields' in named && !isEnumType(named))
      for (const f of Object.values(named.getFields())) walk(f.name, f.type as GraphQLInputType);
  };
  for (const arg of op.field.args) walk(arg.name, arg.type);
  return idNames.length === 0 ? 1 : Math.min(max, ...idNames.map((n) => candidatesFor(victim, op, n).length));
}

/** The paths of an operation's ID leaves (arguments and input fields), e.g. `input.lines.0.productId`. */
export function idLeaves(v: Victim, op: Operation): string[] {
  const paths: string[] = [];
  victimRequest(v, op, 0, undefined, (leaf) => void (leaf.type.name === 'ID' && paths.push(leaf.path.join('.'))));
  return paths;
}

/**
 * The arguments of round `round`: plausible values, ID arguments the victim's ids (rotating over
 * rounds); `ownLeaf` names one ID leaf that gets the attacker bakery's own id instead (mixing
 * its own record with the victim's, e.g. its own client into the victim's price list).
 */
export function victimRequest(v: Victim, op: Operation, round: number, ownLeaf?: string, spy?: (leaf: Leaf) => void) {
  const dates = { from: PERIOD.from, to: PERIOD.to, day: TOMORROW, deadline: v.deadline, month: '2026-11' };
  return requestFor(op, {
    leaf: (leaf: Leaf) => {
      spy?.(leaf);
      if (leaf.type.name === 'ID') {
        const own = leaf.path.join('.') === ownLeaf ? candidatesFor(v.own, op, leaf.name) : [];
        const list = own.length > 0 ? own : candidatesFor(v.victim, op, leaf.name);
        const index = leaf.inList ? Number(leaf.path.at(-1)) : 0;
        return list[(round + index) % list.length];
      }
      if (isEnumType(leaf.type)) return leaf.type.getValues()[0]!.value;
      if (leaf.type.name === 'String') return plausibleString(leaf.name, dates);
      if (leaf.type.name === 'Int')
        return /page|days/i.test(leaf.name) ? (leaf.name === 'days' ? 1 : 0) : leaf.name === 'grams' ? 1000 : 1;
      if (leaf.type.name === 'Boolean') return true;
      if (leaf.type.name === 'Float') return 1;
      return undefined;
    },
    includeOptional: (name, type) => isIdLike(type),
    listLength: (name) =>
      /ids$/i.test(name) ? Math.min(3, candidatesFor(v.victim, op, name === 'ids' ? 'id' : name).length) : 1,
  });
}

/** GraphQL types whose `id` is a row of a kind: an answer holding one of the victim's is a leak. */
const TYPE_KINDS: Record<string, Kind[]> = {
  Product: ['products', 'ownProducts'],
  ProductionProduct: ['products', 'ownProducts'],
  HostProduct: ['hostProducts'],
  PriceList: ['priceLists'],
  DeliveryZone: ['zones'],
  DeliveryZoneCounts: ['zones'],
  Order: ['orders'],
  BillOrder: ['orders'],
  BillDraftOrder: ['orders'],
  CompileOrder: ['orders'],
  DeliveryDocketOrder: ['orders'],
  OrderedProduct: ['orderedProducts'],
  CompileLine: ['orderedProducts'],
  Bill: ['bills'],
  BillRun: ['billRuns'],
  Abo: ['abos'],
  Discount: ['discounts'],
  Ingredient: ['ingredients'],
  Recipe: ['recipes'],
  RecipeLine: ['ingredients', 'recipes'],
  Holiday: ['holidays'],
  Media: ['media'],
  DeliveryDocket: ['dockets'],
  User: ['users'],
  AccountRef: ['users'],
  CompileClient: ['users'],
  Conversation: ['messages'],
  Message: ['messages'],
};

/** What of the victim an answer shows: its marker strings, its e-mail addresses, objects with its ids. */
export function leaksIn(v: Victim, body: unknown): string[] {
  const found: string[] = [];
  const text = JSON.stringify(body);
  const marker = text.match(new RegExp(`.{0,40}${MARKER.source}.{0,40}`, 'i'));
  if (marker) found.push(`marker: …${marker[0]}…`);
  for (const email of v.emails) if (text.toLowerCase().includes(email)) found.push(`e-mail ${email}`);
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const o = value as Record<string, unknown>;
    const kinds = typeof o.__typename === 'string' ? TYPE_KINDS[o.__typename] : undefined;
    if (kinds && typeof o.id === 'string' && kinds.some((k) => v.victim[k].includes(o.id as string)))
      found.push(`${o.__typename} ${o.id} of the victim`);
    Object.values(o).forEach(walk);
  };
  walk((body as { data?: unknown })?.data);
  return found;
}

/** console.error swapped for a collector while `work` runs: INTERNALs become findings, not a failed hook. */
export async function capturingConsoleErrors<T>(work: () => Promise<T>): Promise<{ result: T; logged: string[] }> {
  const original = console.error;
  const logged: string[] = [];
  console.error = (...args: unknown[]) =>
    void logged.push(args.map(String).join(' ').split('\n').slice(0, 3).join(' | '));
  try {
    return { result: await work(), logged };
  } finally {
    console.error = original;
  }
}

export function short(value: unknown, max = 300): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}
