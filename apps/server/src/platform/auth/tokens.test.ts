import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionTokens } from './tokens';

const SECRET = 'a-test-secret-of-enough-length-for-hs256';

describe('SessionTokens.verify', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a token it has checked before with the same claims, again and again', async () => {
    const tokens = new SessionTokens(SECRET, '1h');
    const jwt = await tokens.sign(42, 3);
    expect(await tokens.verify(jwt)).toEqual({ userId: 42, tokenVersion: 3 });
    expect(await tokens.verify(jwt)).toEqual({ userId: 42, tokenVersion: 3 });
    expect(await tokens.verify(await tokens.sign(43, 0))).toEqual({ userId: 43, tokenVersion: 0 });
  });

  it('refuses a remembered token once it has expired, to the second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00.000Z'));
    const tokens = new SessionTokens(SECRET, '60s');
    const jwt = await tokens.sign(7, 1);
    expect(await tokens.verify(jwt)).toEqual({ userId: 7, tokenVersion: 1 });
    vi.setSystemTime(new Date('2026-11-27T10:00:59.999Z'));
    expect(await tokens.verify(jwt)).toEqual({ userId: 7, tokenVersion: 1 });
    vi.setSystemTime(new Date('2026-11-27T10:01:00.000Z'));
    expect(await tokens.verify(jwt)).toBeNull();
    expect(await tokens.verify(jwt)).toBeNull();
  });

  it('refuses a token whose signature or payload was changed, also beside a remembered good one', async () => {
    const tokens = new SessionTokens(SECRET, '1h');
    const jwt = await tokens.sign(42, 3);
    expect(await tokens.verify(jwt)).not.toBeNull();
    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    const otherPayload = Buffer.from(JSON.stringify({ tv: 3, sub: '1', exp: 9_999_999_999 })).toString('base64url');
    expect(await tokens.verify(`${header}.${otherPayload}.${signature}`)).toBeNull();
  });

  it("refuses another secret's tokens", async () => {
    const other = new SessionTokens('another-secret-of-enough-length-for-hs256', '1h');
    const tokens = new SessionTokens(SECRET, '1h');
    const jwt = await other.sign(42, 3);
    expect(await other.verify(jwt)).not.toBeNull();
    expect(await tokens.verify(jwt)).toBeNull();
  });
});
