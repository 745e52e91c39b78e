import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed URLs of one kind of file under `basePath`: for what a browser loads without
 * the bearer token (an <img>, a PDF viewer, a download link).
 */
export class SignedUrls {
  private readonly key: Buffer;

  constructor(
    secretKey: string,
    purpose: string,
    private readonly basePath: string,
    private readonly lifetimeSeconds: number,
    /** Expiries fall on steps of this size, so the same URL is handed out for a while. */
    private readonly stepSeconds = 1,
  ) {
    this.key = createHmac('sha256', secretKey).update(purpose).digest();
  }

  private sign(fileName: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${fileName}:${expires}`).digest('base64url');
  }

  url(fileName: string, now: Date): string {
    const seconds = Math.floor(now.getTime() / 1000) + this.lifetimeSeconds;
    const expires = Math.ceil(seconds / this.stepSeconds) * this.stepSeconds;
    return `${this.basePath}${fileName}?exp=${expires}&sig=${this.sign(fileName, expires)}`;
  }

  /** Seconds the URL stays valid, or null when the signature is wrong or the URL has expired. */
  verify(fileName: string, expires: number, signature: string, now: Date): number | null {
    const left = expires - Math.floor(now.getTime() / 1000);
    if (!Number.isSafeInteger(expires) || left <= 0) return null;
    const expected = Buffer.from(this.sign(fileName, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? left : null;
  }
}
