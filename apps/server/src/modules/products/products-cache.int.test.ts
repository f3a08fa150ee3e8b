import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { languages, media, productPriceLists, products, translations, users, vats } from '../../db/schema/index';
import { createProduct as seedProduct } from '../../db/seed/factories';
import { buildServerApp } from '../../app/app';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';
import { recordStatements } from '../../../test/statements';
import { findCatalogueVersion } from './products.queries';

/** The products page is answered from memory while the bakery's catalogue version stands (ADR 022). */

const PAGE = `query Page($search: String) { products(search: $search) { total items { id name names { de it en } gramPrice active inPriceList vat { value } thumb { url formats { thumbnail } } } } }`;

let server: TestServer;
let a: Awaited<ReturnType<typeof createTenant>>;
let b: Awaited<ReturnType<typeof createTenant>>;
const jwt: Record<string, string> = {};
let sent: ReturnType<typeof recordStatements>;

beforeAll(async () => {
  server = await createTestServer();
  a = await createTenant(server.platform.db, 'ca');
  b = await createTenant(server.platform.db, 'cb');
  for (const [tenant, names] of [
    [a, ['Roggenbrot', 'Vinschgerle']],
    [b, ['Semmel']],
  ] as const)
    for (const [i, de] of names.entries())
      await seedProduct(server.platform.db, tenant.bakery.id, {
        name: { de, it: `${de} (it)`, en: `${de} (en)` },
        description: { de, it: de, en: de },
        gramPrice: '0.004',
        approxWeight: 500,
        displayOrder: i,
      });
  Object.assign(jwt, await signIn(server, { users: ['ca-bakery', 'cb-bakery', 'ca-host'] }));
  sent = recordStatements(server.platform.db);
});
afterAll(async () => {
  sent.restore();
  await server.close();
});

type Page = {
  total: number;
  items: {
    id: string;
    name: string;
    names: { de: string; it: string; en: string };
    gramPrice: string;
    active: boolean;
    inPriceList: boolean;
    vat: { value: string } | null;
    thumb: { url: string; formats: { thumbnail: string | null } } | null;
  }[];
};

async function page(token = jwt['ca-bakery'], search: string | null = null) {
  sent.reset();
  const result = await server.gql(PAGE, { search }, token);
  expect(result.errors).toBeUndefined();
  return { page: result.data.products as Page, statements: sent.texts.length };
}

/** Two loads: the second comes from memory (the session and the version only) and equals the first. */
async function twice(token = jwt['ca-bakery']) {
  const first = await page(token);
  const second = await page(token);
  expect(second.statements).toBe(2);
  expect(second.page).toEqual(first.page);
  return first;
}

const firstProductId = async (bakeryId: number, displayOrder = 0) =>
  (
    await server.platform.db
      .select({ id: products.id, nameKey: products.nameKey })
      .from(products)
      .where(sql`${products.bakeryId} = ${bakeryId} and ${products.displayOrder} = ${displayOrder}`)
  )[0]!;

describe('the products page from the versioned response cache', () => {
  it('answers an unchanged catalogue again without reading it: the session and the version, the same page', async () => {
    const first = await page();
    expect(first.statements).toBe(3); // the session, the version, the page
    expect(first.page.items.map((p) => p.name)).toEqual(['Roggenbrot', 'Vinschgerle']);
    const again = await page();
    expect(again).toEqual({ page: first.page, statements: 2 });
    // another search is another question
    expect((await page(undefined, 'vinsch')).statements).toBe(3);
  });

  it('shows a change made through the API at once', async () => {
    await twice();
    const { id } = await firstProductId(a.bakery.id);
    const update = `mutation U($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }`;
    const changed = await server.gql(
      update,
      {
        id: String(id),
        input: {
          names: { de: 'Schüttelbrot', it: 'Pane scosso', en: 'Shaken bread' },
          descriptions: { de: 'd', it: 'i', en: 'e' },
          gramPrice: '0.0123',
          approxWeight: 100,
          haveToWeight: false,
        },
      },
      jwt['ca-bakery'],
    );
    expect(changed.errors).toBeUndefined();
    const after = await page();
    expect(after.statements).toBe(3);
    expect(after.page.items[0]).toMatchObject({ name: 'Schüttelbrot', gramPrice: '0.012300' });
    const toggled = await server.gql(
      `mutation T($id: ID!) { toggleProduct(id: $id) { active } }`,
      { id: String(id) },
      jwt['ca-bakery'],
    );
    expect(toggled.data.toggleProduct.active).toBe(false);
    expect((await page()).page.items[0]!.active).toBe(false);
  });

  it('shows a change written to any table the page reads, by any code, at once', async () => {
    const db = server.platform.db;
    const { id, nameKey } = await firstProductId(a.bakery.id);
    const de = (await db.select().from(languages).where(eq(languages.short, 'de')))[0]!;
    const writes: [string, () => Promise<unknown>, (p: Page) => unknown][] = [
      [
        'a name',
        () =>
          db
            .update(translations)
            .set({ translation: 'Paarl' })
            .where(sql`${translations.key} = ${nameKey} and ${translations.languageId} = ${de.id}`),
        (p) => expect(p.items[0]!.name).toBe('Paarl'),
      ],
      [
        'a price list',
        () => db.insert(productPriceLists).values({ priceListId: a.list.id, productId: id, gramPrice: '0.01' }),
        (p) => expect(p.items[0]!.inPriceList).toBe(true),
      ],
      [
        'a thumb',
        async () => {
          const [m] = await db
            .insert(media)
            .values({ url: '/media/x.webp', formats: {}, ownerId: a.bakery.id })
            .returning();
          await db.update(products).set({ thumbId: m!.id }).where(eq(products.id, id));
        },
        (p) => expect(p.items[0]!.thumb).toEqual({ url: '/media/x.webp', formats: { thumbnail: null } }),
      ],
      [
        "the thumb's variants",
        () =>
          db
            .update(media)
            .set({ formats: { thumbnail: { url: '/media/x-t.webp' } } })
            .where(eq(media.url, '/media/x.webp')),
        (p) => expect(p.items[0]!.thumb?.formats.thumbnail).toBe('/media/x-t.webp'),
      ],
      [
        'a VAT rate (the platform’s)',
        async () => {
          const [vat] = await db.select().from(vats).limit(1);
          await db.update(products).set({ vatId: vat!.id }).where(eq(products.id, id));
          await twice(); // the product change is seen; now the rate alone changes
          await db.update(vats).set({ value: '99.00' }).where(eq(vats.id, vat!.id));
        },
        (p) => expect(p.items[0]!.vat?.value).toBe('99.00'),
      ],
      [
        'a deletion',
        async () => {
          const second = await firstProductId(a.bakery.id, 1);
          await db.update(products).set({ deleted: true }).where(eq(products.id, second.id));
        },
        (p) => expect(p.total).toBe(1),
      ],
    ];
    for (const [what, write, check] of writes) {
      await twice();
      await write();
      const after = await page();
      expect(after.statements, what).toBe(3);
      check(after.page);
    }
  });

  it("keeps a bakery's cached page when another bakery changes its catalogue", async () => {
    await twice();
    const { id } = await firstProductId(b.bakery.id);
    await server.platform.db.update(products).set({ gramPrice: '0.5' }).where(eq(products.id, id));
    expect((await page()).statements).toBe(2);
    expect((await page(jwt['cb-bakery'])).page.items[0]!.gramPrice).toBe('0.500000');
  });

  it('gives each bakery its own page for the same question, and refuses a host as before', async () => {
    // the same version number for both: only the viewer in the key tells their pages apart
    await server.platform.db.execute(
      sql`update catalogue_versions set version = 1000 where bakery_id in (${a.bakery.id}, ${b.bakery.id})`,
    );
    const [mine, theirs] = [await twice(jwt['ca-bakery']), await twice(jwt['cb-bakery'])];
    expect(theirs.page.items.map((p) => p.name)).toEqual(['Semmel']);
    expect(mine.page.items.map((p) => p.name)).not.toContain('Semmel');
    for (let i = 0; i < 2; i++) {
      const host = await server.gql(PAGE, { search: null }, jwt['ca-host']);
      expect([codeOf(host), host.data?.products ?? null]).toEqual(['FORBIDDEN', null]);
    }
    const signedOut = await server.gql(PAGE, { search: null });
    expect([codeOf(signedOut), signedOut.data?.products ?? null]).toEqual(['UNAUTHENTICATED', null]);
  });

  it("answers in the viewer's language: a changed language is another page", async () => {
    const before = await twice();
    await server.platform.db.update(users).set({ language: 'it' }).where(eq(users.id, a.bakery.id));
    const after = await page();
    expect(after.statements).toBe(3);
    expect(after.page.items[0]!.name).toBe(before.page.items[0]!.names.it);
    await server.platform.db.update(users).set({ language: 'de' }).where(eq(users.id, a.bakery.id));
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'raises the version at commit: two catalogue transactions of a bakery wait for each other, never deadlock on it',
    async () => {
      const db = server.platform.db;
      const versionOf = () => findCatalogueVersion(db, a.bakery.id);
      const before = await versionOf();
      const [x, y] = [await firstProductId(a.bakery.id, 0), await firstProductId(a.bakery.id, 1)];
      const weigh = (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], id: number, grams: number) =>
        tx.update(products).set({ approxWeight: grams }).where(eq(products.id, id));
      let firstWrote!: () => void;
      const firstWritten = new Promise<void>((resolve) => (firstWrote = resolve));
      let secondWrote!: () => void;
      const secondWritten = new Promise<void>((resolve) => (secondWrote = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      // the first writes x, then y (which the second holds): it waits until the second commits
      const first = db.transaction(async (tx) => {
        await weigh(tx, x.id, 111);
        firstWrote();
        // a version lock taken by the first write would hold the second's write of y here
        await Promise.race([secondWritten, new Promise((resolve) => setTimeout(resolve, 1500))]);
        setTimeout(release, 200);
        await weigh(tx, y.id, 111);
      });
      const second = firstWritten.then(() =>
        db.transaction(async (tx) => {
          await weigh(tx, y.id, 222);
          secondWrote();
          await released;
        }),
      );
      const outcomes = await Promise.allSettled([first, second]);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(await versionOf()).toBe(before + 2);
    },
  );

  it("serves no instance an old page after another instance's write (the version is in the database)", async () => {
    // a second instance on the same database, with its own cache
    const other = await buildServerApp(server.platform);
    try {
      const ask = async () => {
        const res = await other.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt['ca-bakery']}` },
          payload: { query: PAGE, variables: { search: null } },
        });
        return (res.json() as { data: { products: Page } }).data.products;
      };
      await twice();
      const cached = await ask();
      expect(await ask()).toEqual(cached);
      const { id } = await firstProductId(a.bakery.id);
      const update = `mutation P($id: ID!) { toggleProduct(id: $id) { active } }`;
      await server.gql(update, { id: String(id) }, jwt['ca-bakery']); // through the first instance
      const seen = await ask();
      expect(seen.items.find((p) => p.id === String(id))?.active).not.toBe(
        cached.items.find((p) => p.id === String(id))?.active,
      );
    } finally {
      await other.close();
    }
  });
});
