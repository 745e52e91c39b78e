import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { KeyedHash } from '../../lib/keyed-hash.js';
import { lazy } from '../../lib/lazy.js';
import * as repo from './repository.js';

const validMs = 5 * 60 * 1000;
const loadSvgCaptcha = lazy(async () => (await import('svg-captcha')).default);

/** Captcha images drawn on the server as SVG paths, answers kept only as keyed hashes. */
export class CaptchaService {
  private readonly hash: KeyedHash;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    secretKey: string,
    private readonly sandbox: boolean,
  ) {
    this.hash = new KeyedHash(secretKey, 'captcha');
  }

  async issue(loginId: string): Promise<string> {
    const svgCaptcha = await loadSvgCaptcha();
    const { text, data } = svgCaptcha.create({
      size: 5,
      noise: 3,
      ignoreChars: '0oO1iIlL',
      color: false,
      background: '#f8fafc',
      width: 160,
      height: 52,
    });
    const now = this.clock.realNow();
    await repo.insertCaptcha(this.db, {
      loginKey: loginKey(loginId),
      answerHash: this.hash.digest(answerKey(text)),
      answerPlain: this.sandbox ? text : null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + validMs),
    });
    return data;
  }

  /** Checks and spends the latest captcha issued for the login ID: one guess per image. */
  async verify(loginId: string, answer: string): Promise<boolean> {
    const latest = await repo.latestCaptcha(this.db, loginKey(loginId));
    const now = this.clock.realNow();
    if (!latest || latest.usedAt || latest.expiresAt <= now) return false;
    if (!(await repo.useCaptcha(this.db, latest.id, now))) return false;
    return this.hash.matches(answerKey(answer), latest.answerHash);
  }

  /** The answer of the last image, for the sandbox inspection path only. */
  async sandboxAnswer(loginId: string): Promise<string | null> {
    if (!this.sandbox) return null;
    const latest = await repo.latestCaptcha(this.db, loginKey(loginId));
    return latest?.answerPlain ?? null;
  }
}

function loginKey(loginId: string): string {
  return loginId.trim().toLowerCase();
}

function answerKey(answer: string): string {
  return answer.trim().toLowerCase();
}
