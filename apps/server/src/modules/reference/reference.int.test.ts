import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    appStoreUrl: 'https://apps.example/ios',
    playStoreUrl: 'https://play.example/android',
    showPrices: false,
  });
});
afterAll(() => server.close());

it('lists languages, active VAT rates and plans from the reference migration', async () => {
  const res = await server.gql('query Ref { languages { short } vats { name value } plans { key costPerMonth } }');
  expect(res.data.languages.map((l: { short: string }) => l.short)).toEqual(['de', 'it', 'en']);
  // 0 % is selectable (requirements/bills-and-e-invoices.md#vat-natura-and-stamp-duty): its sales carry the bakery's Natura and legal reference
  expect(res.data.vats.map((v: { value: string }) => v.value)).toEqual(['0.00', '4.00', '5.00', '10.00', '22.00']);
  expect(res.data.plans).toEqual([
    { key: 'bakery', costPerMonth: '3.00' },
    { key: 'host', costPerMonth: '0.00' },
    { key: 'private', costPerMonth: '0.00' },
  ]);
});

it('tells the web app its public configuration', async () => {
  const res = await server.gql(
    'query Cfg { publicConfig { showPrices appStoreUrl playStoreUrl guestAppUrl devOutbox errorReporting { dsn } operator { name } } }',
  );
  expect(res.data.publicConfig).toEqual({
    showPrices: false,
    appStoreUrl: 'https://apps.example/ios',
    playStoreUrl: 'https://play.example/android',
    guestAppUrl: 'http://bakery.test/guest',
    devOutbox: true,
    // off unless SENTRY_DSN is set
    errorReporting: null,
    // no PLATFORM_ADDRESS: the imprint keeps the brand's operator
    operator: null,
  });
});

it('names the operator of the installation for the imprint once PLATFORM_ADDRESS is set', async () => {
  const configured = await createTestServer({
    platformSeller: {
      name: 'Forno Digitale Srl',
      address: ['Via Roma 1', '39100 Bolzano (BZ)'],
      vatNumber: 'IT01234567890',
      vatRate: '22',
      iban: undefined,
    },
  });
  try {
    const res = await configured.gql('query Cfg { publicConfig { operator { name addressLines vatNumber } } }');
    expect(res.data.publicConfig.operator).toEqual({
      name: 'Forno Digitale Srl',
      addressLines: ['Via Roma 1', '39100 Bolzano (BZ)'],
      vatNumber: 'IT01234567890',
    });
  } finally {
    await configured.close();
  }
});

it('names the error reporting DSN when SENTRY_DSN is set, and lets the page send to its host', async () => {
  const reporting = await createTestServer({
    errorReporting: { dsn: 'https://public-key@errors.example/42', environment: 'staging' },
  });
  try {
    const res = await reporting.gql('query Cfg { publicConfig { errorReporting { dsn environment } } }');
    expect(res.data.publicConfig.errorReporting).toEqual({
      dsn: 'https://public-key@errors.example/42',
      environment: 'staging',
    });
    const page = await fetch(`${reporting.url}/health`);
    expect(page.headers.get('content-security-policy')).toMatch(/connect-src 'self' https:\/\/errors\.example(;|$)/);
  } finally {
    await reporting.close();
  }
});
