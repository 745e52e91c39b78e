import { createHmac, timingSafeEqual } from 'node:crypto';

type Encoding = 'hex' | 'base64url';

/**
 * HMAC-SHA256 under a key derived from the secret key and a purpose, so a value hashed for one
 * purpose (an OTP, a captcha answer, a signed link) never verifies for another.
 */
export class KeyedHash {
  private readonly key: Buffer;

  constructor(secretKey: string, purpose: string) {
    this.key = createHmac('sha256', secretKey).update(purpose).digest();
  }

  bytes(data: string): Buffer {
    return createHmac('sha256', this.key).update(data).digest();
  }

  digest(data: string, encoding: Encoding = 'hex'): string {
    return this.bytes(data).toString(encoding);
  }

  /** True when `expected` is the digest of `data`, compared in constant time. */
  matches(data: string, expected: string, encoding: Encoding = 'hex'): boolean {
    return sameText(this.digest(data, encoding), expected);
  }
}

/** Constant-time equality of two strings (their lengths are not secret). */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
