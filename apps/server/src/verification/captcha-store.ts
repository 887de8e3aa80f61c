import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../db/database.ts';

/**
 * Letters and digits a person cannot mistake for one another in the captcha's hand-drawn font:
 * none of 0/O, 1/I/L, 2/Z, 5/S, 6/G, 8/B, U/V. Answers are case-insensitive.
 */
export const captchaAlphabet = 'ACDEFHJKMNPQRTUWXY2345679';
export const captchaLength = 4;
export const captchaValidMs = 5 * 60_000;

const hashAnswer = (id: string, answer: string) =>
  createHash('sha256').update(`${id}:${answer.trim().toUpperCase()}`).digest('hex');

/**
 * Image captchas (verify_reg_type = 2): the answer is kept hashed with its id, for five
 * minutes, and is good for one check, right or wrong.
 */
export class CaptchaStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** A new captcha: its id and the text to draw. */
  async issue(): Promise<{ id: string; answer: string }> {
    const now = this.now();
    const id = randomBytes(18).toString('base64url');
    const answer = Array.from(
      { length: captchaLength },
      () => captchaAlphabet[randomInt(captchaAlphabet.length)],
    ).join('');
    await this.db.deleteFrom('captchas').where('expires_at', '<=', now).execute();
    await this.db
      .insertInto('captchas')
      .values({
        id,
        answer_hash: hashAnswer(id, answer),
        expires_at: new Date(now.getTime() + captchaValidMs),
      })
      .execute();
    return { id, answer };
  }

  /** True when `answer` is the captcha's; the captcha is used up either way. */
  async check(id: string, answer: string): Promise<boolean> {
    const row = await this.db
      .deleteFrom('captchas')
      .where('id', '=', id)
      .returning(['answer_hash', 'expires_at'])
      .executeTakeFirst();
    if (!row || row.expires_at.getTime() <= this.now().getTime()) return false;
    return row.answer_hash === hashAnswer(id, answer);
  }
}
