import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

/** How many verified session tokens an instance remembers (FIFO; a few hundred bytes each). */
export const VERIFIED_TOKENS_KEPT = 10_000;

interface VerifiedToken {
  userId: number;
  tokenVersion: number;
  /** `exp` of the payload (seconds since the epoch); undefined when the token has none. */
  expiresAt: number | undefined;
}

/** Signs and checks the session JWT (HS256). The subject is the user id; `tv` the token version. */
export class SessionTokens {
  private readonly raw: Uint8Array<ArrayBuffer>;
  private imported: Promise<CryptoKey> | null = null;
  /**
   * Tokens whose signature this instance has checked, by their exact text (issue 18): every request
   * of a session sends the same token, and its HMAC check through WebCrypto cost half a millisecond
   * of CPU per order under the morning rush. Only the signature check is skipped: expiry is checked
   * on every use as jose does, and the token version and the account's state are read from the
   * database on every request (userFromToken), so signing out everywhere still takes effect at once.
   */
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    private readonly secret: string,
    private readonly expiresIn: string,
  ) {
    this.raw = new TextEncoder().encode(secret);
  }

  /** The HMAC key imported once: jose imports raw bytes again on every call (issue 18: half the cost of a check). */
  private key(): Promise<CryptoKey> {
    this.imported ??= crypto.subtle.importKey('raw', this.raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    return this.imported;
  }

  /** Keyed hash: a value a client cannot compute without the server's secret. */
  hmac(value: string): string {
    return createHmac('sha256', this.secret).update(value).digest('base64url');
  }

  async sign(userId: number, tokenVersion: number): Promise<string> {
    return new SignJWT({ tv: tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(this.expiresIn)
      .sign(await this.key());
  }

  /** Returns null for a missing, forged or expired token. */
  async verify(token: string): Promise<{ userId: number; tokenVersion: number } | null> {
    const known = this.verified.get(token);
    if (known) {
      // jose's rule: expired when exp <= now (whole seconds, no clock tolerance)
      if (known.expiresAt === undefined || known.expiresAt > Math.floor(Date.now() / 1000))
        return { userId: known.userId, tokenVersion: known.tokenVersion };
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, await this.key(), { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId)) return null;
      const claims = { userId, tokenVersion: typeof payload.tv === 'number' ? payload.tv : -1 };
      this.remember(token, { ...claims, expiresAt: payload.exp });
      return claims;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }

  private remember(token: string, verified: VerifiedToken): void {
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, verified);
  }

  /** Short-lived signed payloads (captcha answers). */
  async signPayload(payload: Record<string, unknown>, expiresIn: string): Promise<string> {
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(await this.key());
  }

  async verifyPayload(token: string): Promise<Record<string, unknown> | null> {
    try {
      return (await jwtVerify(token, await this.key(), { algorithms: ['HS256'] })).payload;
    } catch {
      return null;
    }
  }
}

/** A random URL-safe token for mail links; only its SHA-256 is stored. */
export function randomUrlToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A six-digit code to type by hand. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
