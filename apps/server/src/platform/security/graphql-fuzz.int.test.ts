import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../app/schema';
import { operationsOf } from '../../../test/security/schema-requests';
import { candidatesFor, capturingConsoleErrors, short } from '../../../test/security/attack';
import { idsOf } from '../../../test/security/victim';
import {
  fuzzVariables,
  malformed,
  prng,
  systematicRequests,
  wrongTyped,
  type FuzzContext,
  type FuzzRequest,
} from '../../../test/security/fuzz-values';
import { DEADLINE, setupOrders, TOMORROW } from '../../modules/orders/orders.test-setup';
import { createOperator } from '../../modules/operator/operator.service';
import { declaredOperations, type Scope } from '../../app/who-may-call';
import { PASSWORD, signIn } from '../../../test/fixtures';

/**
 * Seeded fuzz run (requirements/platform-and-contract.md#the-api): a few thousand requests generated from the schema — every
 * operation, signed out and as bakery, host, guest, private customer and platform operator, with valid, boundary
 * and hostile arguments, wrong-typed variables and malformed documents. Any HTTP 5xx or
 * INTERNAL answer fails, listed with operation, role and the hostile inputs; the seed replays it
 * (FUZZ_SEED=<seed>, FUZZ_REQUESTS=<n> to run more).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1_500);
const OPERATIONS = operationsOf(schema);
const ROLES = ['anonymous', 'bakery', 'host', 'guest', 'private', 'operator'] as const;
type Role = (typeof ROLES)[number];
const SCOPES = new Map(declaredOperations(schema).map((op) => [op.name, op.scopes]));
/** The scopes each role holds (requests come from this machine, which may read the development outbox). */
const HOLDS: Record<Role, Scope[]> = {
  anonymous: ['public', 'devOutbox'],
  bakery: ['public', 'devOutbox', 'loggedIn', 'bakery'],
  host: ['public', 'devOutbox', 'loggedIn', 'host'],
  guest: ['public', 'devOutbox', 'loggedIn', 'guest'],
  private: ['public', 'devOutbox', 'loggedIn', 'private'],
  operator: ['public', 'devOutbox', 'loggedIn', 'operator'],
};

let s: Awaited<ReturnType<typeof setupOrders>>;
let tokens: Record<Role, string | undefined>;
let validIds: string[];
let ids: Awaited<ReturnType<typeof idsOf>>;

beforeAll(async () => {
  s = await setupOrders('fz');
  const placed = await s.server.gql(
    'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { id lines { id } } }',
    { input: { deliveryDate: TOMORROW, lines: [{ productId: s.p.semmel, amount: 2 }] } },
    s.jwt['fz-host'],
  );
  if (placed.errors) throw new Error(JSON.stringify(placed.errors));
  tokens = {
    anonymous: undefined,
    bakery: s.jwt['fz-bakery'],
    host: s.jwt['fz-host'],
    guest: s.jwt.guest,
    private: s.jwt['fz-private'],
    operator: undefined,
  };
  await createOperator(s.server.platform.db, {
    username: 'fz-operator',
    email: 'fz-operator@example.net',
    password: PASSWORD,
  });
  tokens.operator = (await signIn(s.server, { users: ['fz-operator'] }))['fz-operator'];
  const bakery = s.jwt['fz-bakery'];
  for (const m of [
    'mutation { createHoliday(name: "Ostern", from: "2026-12-24", to: "2026-12-26") { id } }',
    'mutation { createDeliveryZone(name: "Altstadt") { id } }',
    'mutation { createDiscount(name: "Treue", steps: [{ fromCents: 0, percent: "5" }]) { id } }',
  ]) {
    const res = await s.server.gql(m, {}, bakery);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
  }
  const abo = await s.server.gql(
    'mutation A($input: AboInput!) { createAbo(input: $input) { id } }',
    { input: { interval: { kind: 'EVERY_N_DAYS', days: 2 }, lines: [{ productId: s.p.semmel, amount: 1 }] } },
    s.jwt['fz-private'],
  );
  if (abo.errors) throw new Error(JSON.stringify(abo.errors));
  ids = await idsOf(s.server.platform.database, s.t.bakery.id);
  validIds = [
    s.p.semmel,
    s.p.brezel,
    String(s.t.host.id),
    String(s.t.guest.id),
    String(s.t.privateCustomer.id),
    String(s.t.list.id),
    placed.data.placeOrder.id,
    placed.data.placeOrder.lines[0].id,
  ];
}, 60_000);
afterAll(async () => {
  await s?.server.close();
});

interface Answer {
  status: number;
  internal: boolean;
  logged: string[];
}

async function send(
  request: { query: string; variables: unknown; rawBody?: string },
  token: string | undefined,
): Promise<Answer> {
  const { result, logged } = await capturingConsoleErrors(async () => {
    const res = await fetch(`${s.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: request.rawBody ?? JSON.stringify({ query: request.query, variables: request.variables }),
    });
    const text = await res.text();
    let body: { errors?: { extensions?: { code?: string } }[] } | undefined;
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      body = undefined;
    }
    return { status: res.status, internal: Boolean(body?.errors?.some((e) => e.extensions?.code === 'INTERNAL')) };
  });
  return { ...result, logged };
}

/** The roles an operation's scopes let in (docs/requirements/who-may-call.md), so hostile arguments reach the code behind the door. */
function rolesPastTheDoor(op: (typeof OPERATIONS)[number]): Role[] {
  const scopes = SCOPES.get(op.name)!;
  return ROLES.filter((role) => HOLDS[role].some((scope) => scopes.includes(scope)));
}

function finding(
  i: string,
  op: string,
  role: string,
  answer: Answer,
  request: FuzzRequest & { rawBody?: string },
): string {
  const what = answer.status >= 500 ? `HTTP ${answer.status}` : 'INTERNAL';
  return `${i} ${op} as ${role}: ${what} — ${request.labels.join(', ') || 'no hostile input'}\n    variables ${short(request.variables, 300)}${request.rawBody ? `\n    body ${short(request.rawBody)}` : ''}\n    logged ${short(answer.logged, 300)}`;
}

const failed = (a: Answer) => a.status >= 500 || a.internal || a.logged.length > 0;

describe('GraphQL fuzz run', () => {
  it(
    'systematic: every argument of every operation with each boundary value, as a role the operation lets in',
    { timeout: 300_000 },
    async () => {
      const fc: FuzzContext = {
        rng: prng(SEED),
        validIds,
        idFor: (op, name) => candidatesFor(ids, op, name)[0],
        dates: {
          from: '2026-11-01',
          to: '2026-11-30',
          day: TOMORROW,
          deadline: DEADLINE.toISOString(),
          month: '2026-11',
        },
      };
      const findings: string[] = [];
      let sent = 0;
      for (const op of OPERATIONS) {
        const roles = rolesPastTheDoor(op);
        expect(roles, op.name).not.toEqual([]);
        for (const [n, request] of systematicRequests(op, fc).entries()) {
          const role = roles[n % roles.length]!;
          const answer = await send(request, tokens[role]);
          sent++;
          if (failed(answer)) findings.push(finding(`systematic`, op.name, role, answer, request));
        }
      }
      expect(sent).toBeGreaterThan(1_000);
      expect(findings, `${findings.length} of ${sent} systematic requests failed`).toEqual([]);
    },
  );

  it(
    `random: ${REQUESTS} generated requests (seed ${SEED}) answer no 5xx and no INTERNAL`,
    { timeout: 300_000 },
    async () => {
      const rng = prng(SEED);
      const fc: FuzzContext = {
        rng,
        validIds,
        idFor: (op, name) => candidatesFor(ids, op, name)[0],
        dates: {
          from: '2026-11-01',
          to: '2026-11-30',
          day: TOMORROW,
          deadline: DEADLINE.toISOString(),
          month: '2026-11',
        },
      };
      const findings: string[] = [];
      /** Distinct (operation, argument, input kind) that fail on their own, narrowed from the failing requests. */
      const narrowed = new Set<string>();
      const seen = new Set<string>();
      for (let i = 0; i < REQUESTS; i++) {
        const op = OPERATIONS[i % OPERATIONS.length]!;
        const role = ROLES[rng.int(ROLES.length)]!;
        const mode = rng.next();
        const request: FuzzRequest & { rawBody?: string } =
          mode < 0.8 ? fuzzVariables(op, fc) : mode < 0.92 ? wrongTyped(op, fc) : malformed(op, fc);
        const answer = await send(request, tokens[role]);
        if (!failed(answer)) continue;
        findings.push(finding(`#${i}`, op.name, role, answer, request));
        for (const label of request.only ? request.labels : []) {
          const key = `${op.name} — ${label}`;
          if (seen.has(key)) continue;
          seen.add(key);
          if (failed(await send(request.only!(label), tokens[role]))) narrowed.add(`${key} (as ${role})`);
        }
      }
      const summary =
        narrowed.size > 0
          ? `\nEach alone fails (operation — argument: input kind):\n  ${[...narrowed].sort().join('\n  ')}`
          : '';
      expect(findings, `fuzz seed ${SEED}: replay with FUZZ_SEED=${SEED}${summary}`).toEqual([]);
    },
  );
});
