import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../app/schema';
import { declaredOperations, type Scope } from '../../app/who-may-call';
import { operationsOf, type Operation } from '../../../test/security/schema-requests';
import { changedTables, fingerprint } from '../../../test/security/tenancy';
import { REMOTE, setupVictim, type Victim } from '../../../test/security/victim';
import { capturingConsoleErrors, short, victimRequest } from '../../../test/security/attack';
import { PERIOD } from '../../modules/bills/bills.test-setup';

/**
 * The wrong role inside one bakery (docs/requirements/who-may-call.md): every operation, called
 * with the bakery's own ids by each of its accounts and by the platform operator whose scope the
 * operation does not name, is refused with FORBIDDEN, answers no data and changes nothing of the
 * bakery. Scopes are read from the schema, so a new operation is called without a line here, and
 * a scope widened by mistake shows in the generated page's diff. The document routes alike: only
 * the account a document belongs to gets it. (The tenancy matrix beside this
 * one attacks from another bakery; the modules' tests cover the roles an operation admits.)
 */
const OPERATIONS = operationsOf(schema);
const SCOPES = new Map(declaredOperations(schema).map((op) => [op.name, op.scopes]));

type Account = 'bakery' | 'host' | 'guest' | 'private' | 'operator';
/** The scopes each account holds besides `public` and `loggedIn`. */
const HOLDS: Record<Account, Scope> = {
  bakery: 'bakery',
  host: 'host',
  guest: 'guest',
  private: 'private',
  operator: 'operator',
};

let v: Victim;
let tokens: Record<Account, string>;
let current: Record<string, string>;
let refused = 0;

beforeAll(async () => {
  v = await setupVictim();
  tokens = {
    bakery: v.s.jwt.bakery,
    host: v.s.jwt.host,
    guest: v.s.jwt.guest,
    private: v.s.jwt.private,
    operator: v.tokens.operator!,
  };
  current = await fingerprint(v.server.platform.database, v.bakeryId);
}, 120_000);
afterAll(async () => {
  await v?.server.close();
});

/** The accounts an operation's scopes leave out (everyone remote, for the developer's outbox). */
function outsiders(op: Operation): Account[] {
  const scopes = SCOPES.get(op.name)!;
  if (scopes.includes('public') || scopes.includes('loggedIn')) return [];
  return (Object.keys(HOLDS) as Account[]).filter((a) => !scopes.includes(HOLDS[a]));
}

async function refusals(op: Operation): Promise<string[]> {
  const failures: string[] = [];
  for (const account of outsiders(op)) {
    const { query, variables } = victimRequest(v, op, 0);
    const { result, logged } = await capturingConsoleErrors(async () => {
      const res = await fetch(`${v.server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...REMOTE, authorization: `Bearer ${tokens[account]}` },
        body: JSON.stringify({ query, variables }),
      });
      return {
        status: res.status,
        body: (await res.json()) as {
          data?: Record<string, unknown> | null;
          errors?: { extensions?: { code?: string } }[];
        },
      };
    });
    refused++;
    const where = `${op.name} × ${account}`;
    const codes = (result.body.errors ?? []).map((e) => e.extensions?.code);
    if (result.status !== 200 || codes.length !== 1 || codes[0] !== 'FORBIDDEN')
      failures.push(`${where}: expected FORBIDDEN, got HTTP ${result.status} ${short(result.body.errors)}`);
    if (result.body.data?.[op.name] != null) failures.push(`${where}: ANSWERED ${short(result.body.data, 200)}`);
    if (logged.length > 0) failures.push(`${where}: LOGGED ${short(logged)}`);
  }
  const after = await fingerprint(v.server.platform.database, v.bakeryId);
  const changed = changedTables(current, after);
  current = after;
  if (changed.length > 0) failures.push(`${op.name}: CHANGED the bakery's ${changed.join(', ')}`);
  return failures;
}

describe('the wrong role inside one bakery', () => {
  for (const op of OPERATIONS)
    it(`${op.kind} ${op.name}: refused to ${outsiders(op).join(', ') || 'nobody (public or any signed-in account)'}`, async () => {
      expect(await refusals(op)).toEqual([]);
    });

  it('refused every operation to the accounts its scopes leave out (about 500 calls)', () => {
    const expected = OPERATIONS.reduce((n, op) => n + outsiders(op).length, 0);
    expect(expected).toBeGreaterThan(400);
    expect(refused).toBe(expected);
  });

  it('document routes: only the account a document belongs to gets it; the others 403 or 404', async () => {
    const { victim, deadline } = v;
    const bakeryOnly: Account[] = ['bakery'];
    const hostOnly: Account[] = ['host'];
    // the bill is the host's, not yet sent: until it is, it is the bakery's alone (the host's bill list is empty too)
    const routes: [string, unknown, Account[]][] = [
      ['/api/bills/pdf', { billId: victim.bills[0] }, bakeryOnly],
      ['/api/bills/xml', { billId: victim.bills[0] }, bakeryOnly],
      ['/api/bills/export', { from: '2026-01-01', to: '2026-12-31' }, bakeryOnly],
      ['/api/production/bake-list.pdf', { deadline }, bakeryOnly],
      ['/api/production/labels.pdf', { lineIds: victim.orderedProducts }, bakeryOnly],
      ['/api/production/labels.zpl', { orderIds: victim.orders }, bakeryOnly],
      ['/api/production/dockets.pdf', { docketIds: victim.dockets }, bakeryOnly],
      ['/api/production/dockets.pdf', { deadline, zoneId: victim.zones[0] }, bakeryOnly],
      ['/api/service-fee/statement.pdf', { month: '2026-11' }, bakeryOnly],
      [`/api/guests/${victim.guests[0]}/instruction-sheet.pdf`, {}, hostOnly],
      ['/api/guest-billing/receipt.pdf', { guestId: victim.guests[0], ...PERIOD }, hostOnly],
      ['/api/guest-billing/summary.pdf', PERIOD, hostOnly],
    ];
    const failures: string[] = [];
    for (const [path, body, owners] of routes) {
      const accounts = Object.keys(HOLDS) as Account[];
      // the others first: their calls must change nothing; the owner's own (a sign-in token on the sheet) may
      for (const account of [...accounts.filter((a) => !owners.includes(a)), ...owners]) {
        if (account === owners[0]) {
          const changed = changedTables(current, await fingerprint(v.server.platform.database, v.bakeryId));
          if (changed.length > 0) failures.push(`${path} ${short(body, 60)}: the others CHANGED ${changed.join(', ')}`);
        }
        const res = await fetch(`${v.server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...REMOTE, authorization: `Bearer ${tokens[account]}` },
          body: JSON.stringify(body),
        });
        await res.arrayBuffer();
        const expected = owners.includes(account) ? [200] : [403, 404];
        if (!expected.includes(res.status))
          failures.push(
            `${path} ${short(body, 60)} × ${account}: HTTP ${res.status}, expected ${expected.join(' or ')}`,
          );
      }
      current = await fingerprint(v.server.platform.database, v.bakeryId);
    }
    expect(failures).toEqual([]);
  });

  it('the check can fail: an account the scope names gets past the door', async () => {
    const bill = OPERATIONS.find((o) => o.name === 'bill')!;
    expect(outsiders(bill)).toEqual(['guest', 'operator']);
    const { query, variables } = victimRequest(v, bill, 0);
    const res = await v.server.gql(query, variables, tokens.bakery);
    expect(res.errors).toBeUndefined();
    expect(res.data.bill.id).toBe(variables.id);
  });
});
