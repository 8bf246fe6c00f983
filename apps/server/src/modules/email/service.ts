// Email codes (issue 26 item 5): an email binds to an account only once a code mailed to it comes
// back. The same rules as SMS codes (modules/sms/service.ts, and the same settings: SMS_CODE_TTL_S,
// SMS_MAX_ATTEMPTS, SMS_RESEND_COOLDOWN_S, SMS_DAILY_PER_PHONE per account and per address,
// SMS_DAILY_PER_IP): 6 digits, stored hashed, 5 minutes, 5 wrong tries, no resend within the
// cooldown, daily caps per GMT+8 day. A code is for one account and one address. The code is in
// the message only, never in a log line or a stored row.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { gmt8StartOfDay } from '@perya/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { EmailSender } from '../../adapters/email/mailer';
import { AppError } from '../../http/errors';
import { hashCode, randomCode } from '../../security/oneTimeCodes';

/** The one purpose of an email code today. */
export const BIND_EMAIL = 'bindEmail';

/** How an email is stored and compared: trimmed and lower-cased (one account per address, whatever its case). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface SentEmailCode {
  readonly resendAfterSeconds: number;
  readonly expiresAt: number;
}

export interface EmailCodeService {
  /** Mails a code for `email` (normalised) to prove it for `userId`; `ip` counts against the daily cap per IP. */
  send(userId: number, email: string, ip: string): Promise<SentEmailCode>;
  /**
   * Checks `code` against the newest unused code of `userId`, which must have been sent to `email`.
   * A wrong code counts a try; `consume` uses the code up on success so it cannot be replayed.
   */
  verify(userId: number, email: string, code: string, options: { consume: boolean }): Promise<void>;
}

export interface EmailCodeServiceDeps {
  readonly db: Kysely<Database>;
  readonly sender: EmailSender;
  readonly config: Config['sms'];
  readonly now: () => number;
  /** Code generator; tests may fix it. Default: crypto-random 6 digits. */
  readonly generateCode?: () => string;
}

export function createEmailCodeService(deps: EmailCodeServiceDeps): EmailCodeService {
  const { db, sender, config, now } = deps;
  const generateCode = deps.generateCode ?? randomCode;

  async function sentToday(column: 'user_id' | 'email' | 'sender_ip', value: string | number, dayStart: number): Promise<number> {
    const row = await db
      .selectFrom('email_codes')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where(column, '=', value)
      .where('created_at', '>=', dayStart)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function lastSent(column: 'user_id' | 'email', value: string | number): Promise<number | undefined> {
    const row = await db.selectFrom('email_codes').select('created_at').where(column, '=', value).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
    return row?.created_at;
  }

  return {
    async send(userId, email, ip) {
      const at = now();
      // The cooldown holds per account and per address: many accounts cannot flood one inbox.
      for (const last of [await lastSent('user_id', userId), await lastSent('email', email)]) {
        if (last !== undefined && at < last + config.resendCooldownS * 1000) throw new AppError('CODE_RESEND_TOO_SOON');
      }
      const dayStart = gmt8StartOfDay(at);
      if (
        (await sentToday('user_id', userId, dayStart)) >= config.dailyPerPhone ||
        (await sentToday('email', email, dayStart)) >= config.dailyPerPhone ||
        (await sentToday('sender_ip', ip, dayStart)) >= config.dailyPerIp
      ) {
        throw new AppError('RATE_LIMITED', 'smsDailyLimit');
      }
      const code = generateCode();
      const salt = randomBytes(16).toString('hex');
      const expiresAt = at + config.codeTtlS * 1000;
      // Only the newest code of an account works: older ones are retired.
      await db.updateTable('email_codes').set({ consumed_at: at }).where('user_id', '=', userId).where('consumed_at', 'is', null).execute();
      await db
        .insertInto('email_codes')
        .values({ user_id: userId, email, code_hash: hashCode(salt, code), salt, created_at: at, expires_at: expiresAt, attempts: 0, consumed_at: null, sender_ip: ip })
        .execute();
      const minutes = Math.round(config.codeTtlS / 60);
      await sender.send({
        to: email,
        purpose: BIND_EMAIL,
        subject: 'Your verification code',
        text: `Your verification code is ${code}. It expires in ${minutes} minutes. Enter it in the app to bind this email to your account. Never share it with anyone. If you did not ask for it, ignore this email.`,
      });
      return { resendAfterSeconds: config.resendCooldownS, expiresAt };
    },

    async verify(userId, email, code, options) {
      const row = await db
        .selectFrom('email_codes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('consumed_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      // No code, or the newest one went to another address: this address was never proven.
      if (row === undefined || row.email !== email) throw new AppError('CODE_INCORRECT');
      if (row.attempts >= config.maxAttempts) throw new AppError('CODE_TOO_MANY_ATTEMPTS');
      if (row.expires_at <= now()) throw new AppError('CODE_EXPIRED');
      const matches = timingSafeEqual(Buffer.from(row.code_hash, 'hex'), Buffer.from(hashCode(row.salt, code), 'hex'));
      if (!matches) {
        await db
          .updateTable('email_codes')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id', '=', row.id)
          .execute();
        throw new AppError(row.attempts + 1 >= config.maxAttempts ? 'CODE_TOO_MANY_ATTEMPTS' : 'CODE_INCORRECT');
      }
      if (options.consume) {
        const result = await db.updateTable('email_codes').set({ consumed_at: now() }).where('id', '=', row.id).where('consumed_at', 'is', null).executeTakeFirst();
        // Two requests raced with the same code: only one may use it.
        if (result.numUpdatedRows === 0n) throw new AppError('CODE_INCORRECT');
      }
    },
  };
}
