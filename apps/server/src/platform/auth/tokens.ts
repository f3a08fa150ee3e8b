import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

/** Signs and checks the session JWT (HS256). The subject is the user id; `tv` the token version. */
export class SessionTokens {
  private readonly raw: Uint8Array<ArrayBuffer>;
  private imported: Promise<CryptoKey> | null = null;

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
    try {
      const { payload } = await jwtVerify(token, await this.key(), { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId)) return null;
      return { userId, tokenVersion: typeof payload.tv === 'number' ? payload.tv : -1 };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
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
