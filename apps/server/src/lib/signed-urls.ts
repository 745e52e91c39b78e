import { KeyedHash } from './keyed-hash.js';

/**
 * Short-lived signed URLs of one kind of file under `basePath`: for what a browser loads without
 * the bearer token (an <img>, a PDF viewer, a download link).
 */
export class SignedUrls {
  private readonly hash: KeyedHash;

  constructor(
    secretKey: string,
    purpose: string,
    private readonly basePath: string,
    private readonly lifetimeSeconds: number,
    /** Expiries fall on steps of this size, so the same URL is handed out for a while. */
    private readonly stepSeconds = 1,
  ) {
    this.hash = new KeyedHash(secretKey, purpose);
  }

  url(fileName: string, now: Date): string {
    const seconds = Math.floor(now.getTime() / 1000) + this.lifetimeSeconds;
    const expires = Math.ceil(seconds / this.stepSeconds) * this.stepSeconds;
    return `${this.basePath}${fileName}?exp=${expires}&sig=${this.hash.digest(`${fileName}:${expires}`, 'base64url')}`;
  }

  /** Seconds the URL stays valid, or null when the signature is wrong or the URL has expired. */
  verify(fileName: string, expires: number, signature: string, now: Date): number | null {
    const left = expires - Math.floor(now.getTime() / 1000);
    if (!Number.isSafeInteger(expires) || left <= 0) return null;
    return this.hash.matches(`${fileName}:${expires}`, signature, 'base64url') ? left : null;
  }
}
