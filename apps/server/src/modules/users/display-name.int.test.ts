import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { accountDisplayName } from '@bakery/core';
import { userDetails, users } from '../../db/schema/index';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { uniquePrefix } from '../../../test/factories';
import { createTenant } from '../../../test/fixtures';
import { displayNameSql } from './display-name.queries';

/**
 * Issue 47 (5): the display name is computed in SQL (lists sort and search by it) and in TS
 * (services, documents). Both must answer the same for the same account row.
 */
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server.close());

describe('displayNameSql and accountDisplayName', () => {
  it('agree on the same rows: company set, company empty, only full name, only username, no details, blanks', async () => {
    const db = server.platform.db;
    const prefix = uniquePrefix('dn');
    const tenant = await createTenant(db, prefix);
    const cases: { suffix: string; details: { companyName: string | null; fullName: string | null } | null }[] = [
      { suffix: 'company', details: { companyName: 'Forno Rossi', fullName: 'Anna Rossi' } },
      { suffix: 'company-empty', details: { companyName: '', fullName: 'Anna Rossi' } },
      { suffix: 'full-only', details: { companyName: null, fullName: 'Bruno Bianchi' } },
      { suffix: 'username-only', details: { companyName: '', fullName: '' } },
      { suffix: 'nulls', details: { companyName: null, fullName: null } },
      { suffix: 'no-details', details: null },
      { suffix: 'blank-company', details: { companyName: ' ', fullName: 'Carla Verdi' } },
    ];
    const inserted = await db
      .insert(users)
      .values(
        cases.map((c) => ({
          username: `${prefix}-${c.suffix}`,
          passwordHash: 'x',
          bakeryId: tenant.bakery.id,
          isHost: true,
          confirmed: true,
        })),
      )
      .returning({ id: users.id, username: users.username });
    const withDetails = cases.flatMap((c, i) => {
      const row = inserted[i];
      return c.details && row ? [{ userId: row.id, ...c.details }] : [];
    });
    await db.insert(userDetails).values(withDetails);

    const rows = await db
      .select({
        username: users.username,
        companyName: userDetails.companyName,
        fullName: userDetails.fullName,
        sqlName: displayNameSql(userDetails, users),
      })
      .from(users)
      .leftJoin(userDetails, eq(userDetails.userId, users.id))
      .where(
        inArray(
          users.id,
          inserted.map((u) => u.id),
        ),
      )
      .orderBy(asc(users.id));

    expect(rows).toHaveLength(cases.length);
    for (const r of rows) expect(r.sqlName, r.username).toBe(accountDisplayName(r));
    // the expected names themselves, so that agreeing on a wrong answer would fail too
    expect(rows.map((r) => r.sqlName)).toEqual([
      'Forno Rossi',
      'Anna Rossi',
      'Bruno Bianchi',
      `${prefix}-username-only`,
      `${prefix}-nulls`,
      `${prefix}-no-details`,
      ' ',
    ]);
  });
});
