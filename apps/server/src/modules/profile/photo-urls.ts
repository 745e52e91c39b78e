import { createHmac, timingSafeEqual } from 'node:crypto';

const lifetimeSeconds = 60 * 60;
// Expiries fall on ten-minute steps, so the header hands out the same URL for a while and the
// browser's cached copy is reused.
const stepSeconds = 10 * 60;

/**
 * Short-lived signed URLs of display photos: an <img> cannot send the bearer token, so the header
 * gives a URL that works for about an hour and only for that one file.
 */
export class PhotoUrls {
  private readonly key: Buffer;

  constructor(secretKey: string) {
    this.key = createHmac('sha256', secretKey).update('display-photo-url').digest();
  }

  private sign(fileName: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${fileName}:${expires}`).digest('base64url');
  }

  url(fileName: string, now: Date): string {
    const seconds = Math.floor(now.getTime() / 1000) + lifetimeSeconds;
    const expires = Math.ceil(seconds / stepSeconds) * stepSeconds;
    return `/cdesk/gw/media/photo/${fileName}?exp=${expires}&sig=${this.sign(fileName, expires)}`;
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
