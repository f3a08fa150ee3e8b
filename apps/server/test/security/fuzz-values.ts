import { isEnumType, type GraphQLInputType } from 'graphql';
import { documentFor, plausibleString, variablesFor, type Leaf, type Operation } from './schema-requests';

/** A small seeded PRNG (mulberry32): the same seed gives the same requests, so a failure replays. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Rng = ReturnType<typeof prng>;

/** A value and what kind of input it is, for the report. */
type Candidate = [label: string, value: unknown];

const HUGE = 'x'.repeat(100_000);
const LONG = 'a'.repeat(5_000);
const HOSTILE_IDS: Candidate[] = [
  ['id 0', '0'],
  ['id -1', '-1'],
  ['id 2147483647', '2147483647'],
  ['id 2147483648', '2147483648'],
  ['id 9007199254740993', '9007199254740993'],
  ['id "abc"', 'abc'],
  ['id ""', ''],
  ['id " 1"', ' 1'],
  ['id "1e3"', '1e3'],
  ['id "1.5"', '1.5'],
  ['id int 2147483648', 2147483648],
  ['id 5,000 chars', LONG],
  ['id with NUL', '1\u0000'],
];
const HOSTILE_STRINGS: Candidate[] = [
  ['string ""', ''],
  ['string 5,000 chars', LONG],
  ['string 100,000 chars', HUGE],
  ['string with NUL', 'a\u0000b'],
  ['string lone surrogate', 'a\ud800b'],
  ['string lone low surrogate', '\udfffz'],
  ['string SQL', "'; DROP TABLE users; --"],
  ['string LIKE wildcards', '%_\\'],
  ['string HTML', '<script>alert(1)</script>'],
  ['string emoji', '🥖🥐'],
  ['string spaces', '   '],
  ['string newline', 'a\r\nb'],
];
const HOSTILE_DATES: Candidate[] = [
  ['date 2026-02-30', '2026-02-30'],
  ['date 0000-01-01', '0000-01-01'],
  ['date 9999-12-31', '9999-12-31'],
  ['date 2026-13-01', '2026-13-01'],
  ['date 5,000 chars', '2026-11-24'.repeat(500)],
  ['date +275760-09-13', '+275760-09-13'],
  ['date ISO time', '2026-11-23T17:00:00.000Z'],
  ['date "Invalid"', 'Invalid Date'],
  ['date with NUL', '2026-11-24\u0000'],
  ['date 1970-01-01', '1970-01-01'],
  ['date far 10000-01-01', '10000-01-01'],
];
const HOSTILE_INTS: Candidate[] = [
  ['int 0', 0],
  ['int -1', -1],
  ['int 2147483647', 2147483647],
  ['int -2147483648', -2147483648],
  ['int 99999', 99999],
  ['int 1000001', 1000001],
];
const HOSTILE_FLOATS: Candidate[] = [
  ['float 0', 0],
  ['float -1', -1],
  ['float 1e308', 1e308],
  ['float -1e308', -1e308],
  ['float 5e-324', 5e-324],
  ['float 0.1', 0.1],
];
/** Values of another JSON type than the variable declares. */
export const WRONG_TYPES: Candidate[] = [
  ['wrong type {}', {}],
  ['wrong type []', []],
  ['wrong type "s"', 's'],
  ['wrong type 1.5', 1.5],
  ['wrong type true', true],
  ['wrong type null', null],
  ['wrong type 2^53', 2 ** 53],
];

const isDateName = (name: string) => /date|^from$|^to$|until|month|deadline|startsOn|activeFrom|activeTo/i.test(name);

export interface FuzzContext {
  rng: Rng;
  /** Real ids of the fuzz tenant's rows, so valid ids reach the code behind the checks too. */
  validIds: string[];
  /** A real id of the record an ID argument names (by its name and the operation), when the tenant has one. */
  idFor?(op: Operation, name: string): string | undefined;
  dates: Parameters<typeof plausibleString>[1];
}

export interface FuzzRequest {
  query: string;
  variables: unknown;
  /** What the hostile parts were: `argument.path: kind`. */
  labels: string[];
  /** Rebuilds the request with only the hostile leaf `label` kept (the others plausible), for narrowing a finding. */
  only?(label: string): { query: string; variables: Record<string, unknown> };
}

function plausible(leaf: Leaf, fc: FuzzContext): unknown {
  if (leaf.type.name === 'ID') return fc.idFor?.(leaf.op, leaf.name) ?? fc.validIds[0];
  if (isEnumType(leaf.type)) return leaf.type.getValues()[0]!.value;
  if (leaf.type.name === 'String') return plausibleString(leaf.name, fc.dates);
  if (leaf.type.name === 'Int') return /page/i.test(leaf.name) ? 0 : 1;
  if (leaf.type.name === 'Float') return 1;
  if (leaf.type.name === 'Boolean') return false;
  return undefined;
}

function hostile(leaf: Leaf, fc: FuzzContext): Candidate {
  const { rng } = fc;
  if (rng.chance(0.25)) return ['valid', plausible(leaf, fc)];
  if (isEnumType(leaf.type)) return ['enum value', rng.pick(leaf.type.getValues()).value];
  switch (leaf.type.name) {
    case 'ID':
      return rng.chance(0.3) ? ['valid id', rng.pick(fc.validIds)] : rng.pick(HOSTILE_IDS);
    case 'Int':
      return rng.pick(HOSTILE_INTS);
    case 'Float':
      return rng.pick(HOSTILE_FLOATS);
    case 'Boolean':
      return ['boolean', rng.chance(0.5)];
    default:
      return isDateName(leaf.name) && rng.chance(0.7) ? rng.pick(HOSTILE_DATES) : rng.pick(HOSTILE_STRINGS);
  }
}

/** A request of generated arguments: valid, boundary and hostile leaves, lists empty to huge, optional arguments sometimes. */
export function fuzzVariables(op: Operation, fc: FuzzContext): FuzzRequest {
  const { rng } = fc;
  const chosen = new Map<string, Candidate>();
  const lengths = new Map<string, number>();
  const optional = new Map<string, boolean>();
  const build = (keep: (key: string) => boolean) =>
    variablesFor(op, {
      leaf: (leaf) => {
        const key = leaf.path.join('.');
        if (!chosen.has(key)) chosen.set(key, hostile(leaf, fc));
        const [label, value] = chosen.get(key)!;
        return label === 'valid' || keep(key) ? value : plausible(leaf, fc);
      },
      includeOptional: (_name: string, _type: GraphQLInputType, path: string[]) => {
        const key = path.join('.');
        if (!optional.has(key)) optional.set(key, rng.chance(0.5));
        return optional.get(key)!;
      },
      listLength: (_name, path) => {
        const key = path.join('.');
        if (!lengths.has(key)) lengths.set(key, rng.pick([0, 1, 1, 2, 3, 1000]));
        return lengths.get(key)!;
      },
    });
  const variables = build(() => true);
  // a list of 1,000 copies of a 100,000-character string would be 100 MB: huge lists hold short values
  const text = JSON.stringify(variables);
  const tooBig = text.length > 1_500_000;
  const labels = [...chosen.entries()]
    .filter(([, [label]]) => label !== 'valid')
    .map(([key, [label]]) => `${key.replace(/\.\d+(?=\.|$)/g, '[]')}: ${label}`);
  for (const [key, n] of lengths)
    if (n === 0 || n === 1000) labels.push(`${key.replace(/\.\d+(?=\.|$)/g, '[]')}: list of ${n}`);
  if (tooBig) {
    for (const key of lengths.keys()) lengths.set(key, 1);
    return fuzzVariablesFrom(
      op,
      build(() => true),
      labels,
      build,
    );
  }
  return fuzzVariablesFrom(op, variables, labels, build);
}

function fuzzVariablesFrom(
  op: Operation,
  variables: Record<string, unknown>,
  labels: string[],
  build: (keep: (key: string) => boolean) => Record<string, unknown>,
): FuzzRequest {
  return {
    query: documentFor(op, variables, 2),
    variables,
    labels: [...new Set(labels)],
    only: (label) => {
      const path = label.split(': ')[0]!;
      const vars = build((key) => key.replace(/\.\d+(?=\.|$)/g, '[]') === path);
      return { query: documentFor(op, vars, 2), variables: vars };
    },
  };
}

/** One variable replaced by a value of another JSON type (the server must answer BAD_INPUT, not crash). */
export function wrongTyped(op: Operation, fc: FuzzContext): FuzzRequest {
  const base = fuzzVariables(op, fc);
  const args = op.field.args;
  if (args.length === 0)
    return {
      query: base.query,
      variables: { unexpected: fc.rng.pick(WRONG_TYPES)[1] },
      labels: ['undeclared variable'],
    };
  const arg = fc.rng.pick(args);
  const [label, value] = fc.rng.pick(WRONG_TYPES);
  const variables = { ...(base.variables as Record<string, unknown>), [arg.name]: value };
  return {
    query: documentFor(op, Object.fromEntries(args.map((a) => [a.name, true])), 2),
    variables,
    labels: [`${arg.name}: ${label}`],
  };
}

/** Documents that are not what the schema allows: cut off, unknown fields, junk, bodies of the wrong shape. */
export function malformed(op: Operation, fc: FuzzContext): FuzzRequest & { rawBody?: string } {
  const { rng } = fc;
  const base = fuzzVariables(op, fc);
  switch (rng.int(8)) {
    case 0:
      return { ...base, query: base.query.slice(0, rng.int(base.query.length)), labels: ['document cut off'] };
    case 1:
      return { ...base, query: base.query.replace(/\{ (\w+)/, '{ $1 __nonexistentField'), labels: ['unknown field'] };
    case 2:
      return { ...base, query: `${base.query} ${base.query}`, labels: ['two operations, no name'] };
    case 3:
      return {
        ...base,
        query: rng.pick([
          '',
          '{',
          '}}}',
          'query {',
          '\u0000',
          '{ __schema { types { name } } }',
          'subscription { x }',
          '{'.repeat(5000),
        ]),
        labels: ['junk document'],
      };
    case 4:
      return {
        ...base,
        query: `query Deep { me { ${'__typename '.repeat(1)}${'a { '.repeat(50)}b${' }'.repeat(50)} } }`,
        labels: ['deep document'],
      };
    case 5:
      return {
        ...base,
        rawBody: rng.pick([
          '{"query": 5}',
          '{"query": "{ me { id } }", "variables": "x"}',
          '[1,2]',
          'not json',
          '{"query": null}',
          '{"variables": {}}',
          '{"query":"{ me { id } }","operationName":7}',
        ]),
        labels: ['body of the wrong shape'],
      };
    case 6:
      return { ...base, variables: rng.pick(['x', [1], 7, null]), labels: ['variables not an object'] };
    default:
      return {
        ...base,
        query: `${base.query.replace(/^(query|mutation) \w+/, '$1')}`.replace(/\$(\w+)/g, (m, n: string) =>
          rng.chance(0.5) ? `$${n}x` : m,
        ),
        labels: ['undeclared variable in document'],
      };
  }
}

/** The boundary values every argument gets once in the systematic pass, by leaf type. */
const SYSTEMATIC: Record<'ID' | 'Int' | 'Float' | 'String' | 'date', Candidate[]> = {
  ID: [
    ['id 2147483648', '2147483648'],
    ['id int 2147483648', 2147483648],
    ['id 9007199254740993', '9007199254740993'],
    ['id -1', '-1'],
    ['id "abc"', 'abc'],
  ],
  Int: [
    ['int 2147483647', 2147483647],
    ['int -2147483648', -2147483648],
  ],
  Float: [
    ['float 1e308', 1e308],
    ['float -1e308', -1e308],
  ],
  String: [
    ['string with NUL', 'a\u0000b'],
    ['string lone surrogate', 'a\ud800b'],
    ['string 100,000 chars', HUGE],
  ],
  date: [
    ['date 5,000 chars', '2026-11-24'.repeat(500)],
    ['date 2026-02-30', '2026-02-30'],
    ['date 0000-01-01', '0000-01-01'],
    ['date with NUL', '2026-11-24\u0000'],
  ],
};

/**
 * The systematic pass: each leaf of each operation (optional arguments and input fields
 * included) gets each boundary value of its type once, every other leaf a plausible value.
 */
export function systematicRequests(op: Operation, fc: FuzzContext): FuzzRequest[] {
  const leaves: Leaf[] = [];
  const fillWith = (override: (leaf: Leaf) => Candidate | undefined) =>
    variablesFor(op, {
      leaf: (leaf) => (override(leaf) ?? ['valid', plausible(leaf, fc)])[1],
      includeOptional: () => true,
      listLength: () => 1,
    });
  fillWith((leaf) => void leaves.push(leaf) as undefined);
  const requests: FuzzRequest[] = [];
  for (const target of leaves) {
    const key = target.path.join('.');
    const kind = target.type.name === 'String' && isDateName(target.name) ? 'date' : target.type.name;
    for (const [label, value] of SYSTEMATIC[kind as keyof typeof SYSTEMATIC] ?? []) {
      const variables = fillWith((leaf) => (leaf.path.join('.') === key ? [label, value] : undefined));
      requests.push({
        query: documentFor(op, variables, 2),
        variables,
        labels: [`${key.replace(/\.\d+(?=\.|$)/g, '[]')}: ${label}`],
      });
    }
  }
  return requests;
}
