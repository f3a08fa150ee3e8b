import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../app/schema';
import { operationsOf, type Operation } from '../../../test/security/schema-requests';
import { changedTables, databaseTables, fingerprint, TENANT_ROWS } from '../../../test/security/tenancy';
import { REMOTE, setupVictim, type Role, type Victim } from '../../../test/security/victim';
import {
  capturingConsoleErrors,
  idLeaves,
  leaksIn,
  roundsFor,
  short,
  victimRequest,
} from '../../../test/security/attack';
import { attackDocumentRoutes } from '../../../test/security/document-routes';

/**
 * Role × operation matrix (requirements/platform-and-contract.md#screens-and-who-may-open-them): every Query and Mutation of the schema, called by every
 * attacker with the victim bakery's ids, must show nothing of the victim and change nothing of
 * it. Operations come from the executable schema, so a new one is attacked without a line here.
 */
const OPERATIONS = operationsOf(schema);
const ROLES: Role[] = ['anonymous', 'bakery B', "B's host", "B's guest", "B's private", "A's blocked", 'operator'];
/**
 * The platform operator's own operations reach every bakery by design (requirements/platform-and-contract.md#platform-operator):
 * it lists the bakeries and revokes a bakery's notice. Only those may show or change the victim; errors still count.
 */
const OPERATOR_DOORS = new Set(['allBakeries', 'revokeContractNotice']);

let v: Victim;
let current: Record<string, string>;
let sent = 0;

beforeAll(async () => {
  v = await setupVictim();
  current = await fingerprint(v.server.platform.database, v.bakeryId);
}, 120_000);
afterAll(async () => {
  await v?.server.close();
});

async function post(query: string, variables: Record<string, unknown>, token: string | undefined) {
  const res = await fetch(`${v.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...REMOTE, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

/** Every role, every round: the findings as "operation × role: what", empty when the door holds. */
async function attack(op: Operation): Promise<string[]> {
  const failures: string[] = [];
  for (const role of ROLES) {
    // every victim id in turn; then, with several ID arguments, each of them once the attacker's own
    const leaves = idLeaves(v, op);
    const plan: [number, string | undefined][] = Array.from({ length: roundsFor(v.victim, op) }, (_, round) => [
      round,
      undefined,
    ]);
    if (leaves.length > 1) for (const leaf of leaves) plan.push([0, leaf]);
    for (const [round, ownLeaf] of plan) {
      const { query, variables } = victimRequest(v, op, round, ownLeaf);
      const { result, logged } = await capturingConsoleErrors(() => post(query, variables, v.tokens[role]));
      sent++;
      const where = `${op.name} × ${role} (variables ${short(variables, 200)})`;
      const byDesign = role === 'operator' && OPERATOR_DOORS.has(op.name);
      if (!byDesign) for (const leak of leaksIn(v, result.body)) failures.push(`${where}: LEAK ${leak}`);
      if (result.status >= 500) failures.push(`${where}: HTTP ${result.status}`);
      // the request itself must be valid, or the matrix proves nothing about the operation
      if (
        result.status === 400 ||
        result.body.errors?.some((e) => !e.extensions?.code || e.extensions.code === 'GRAPHQL_VALIDATION_FAILED')
      )
        failures.push(`${where}: MALFORMED REQUEST ${short(result.body.errors)}`);
      const internal = result.body.errors?.find((e) => e.extensions?.code === 'INTERNAL');
      if (internal || logged.length > 0) failures.push(`${where}: INTERNAL ${short(logged, 300)}`);
    }
    // mutations are checked after each role; queries once after all roles (17 ms a fingerprint)
    if (op.kind === 'mutation' || role === ROLES.at(-1)) {
      const after = await fingerprint(v.server.platform.database, v.bakeryId);
      const changed = changedTables(current, after);
      if (changed.length > 0 && !(role === 'operator' && OPERATOR_DOORS.has(op.name)))
        failures.push(
          `${op.name} × ${op.kind === 'mutation' ? role : 'one of the roles'}: CHANGED the victim's ${changed.join(', ')}`,
        );
      current = after;
    }
  }
  return [...new Set(failures)];
}

describe('role × operation matrix', () => {
  it('every table of the database says how its rows belong to a tenant (test/security/tenancy.ts)', async () => {
    const tables = await databaseTables(v.server.platform.database);
    expect(tables.filter((t) => !(t in TENANT_ROWS))).toEqual([]);
    expect(Object.keys(TENANT_ROWS).filter((t) => !tables.includes(t))).toEqual([]);
  });

  it('covers every operation of the schema', () => {
    expect(OPERATIONS.length).toBeGreaterThan(120);
    expect(OPERATIONS.some((o) => o.kind === 'query') && OPERATIONS.some((o) => o.kind === 'mutation')).toBe(true);
  });

  for (const op of OPERATIONS) {
    it(`${op.kind} ${op.name}: no attacker sees or changes the victim's data`, async () => {
      expect(await attack(op)).toEqual([]);
    });
  }

  it('the detectors work: the victim itself sees its data and its own change is noticed', async () => {
    const bakery = v.s.jwt.bakery;
    const billOp = OPERATIONS.find((o) => o.name === 'bill')!;
    const own = await post(victimRequest(v, billOp, 0).query, victimRequest(v, billOp, 0).variables, bakery);
    expect(leaksIn(v, own.body)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^marker/), expect.stringMatching(/^Bill \d+ of the victim$/)]),
    );
    const toggle = OPERATIONS.find((o) => o.name === 'toggleProduct')!;
    await post(victimRequest(v, toggle, 0).query, victimRequest(v, toggle, 0).variables, bakery);
    const after = await fingerprint(v.server.platform.database, v.bakeryId);
    // the product, and the catalogue version its commit raised (ADR 022)
    expect(changedTables(current, after).sort()).toEqual(['catalogue_versions', 'products']);
    current = after;
  });

  it("document routes: no attacker gets a document of the victim's", async () => {
    const failures = await attackDocumentRoutes(v, ROLES);
    const after = await fingerprint(v.server.platform.database, v.bakeryId);
    const changed = changedTables(current, after);
    current = after;
    expect([
      ...failures,
      ...(changed.length > 0 ? [`document routes: CHANGED the victim's ${changed.join(', ')}`] : []),
    ]).toEqual([]);
  });

  it('sent every operation to every role (about 2,400 requests)', () => {
    expect(sent).toBeGreaterThanOrEqual(OPERATIONS.length * ROLES.length);
  });
});
