// SMS verification codes (spec §5, §9): 6 digits, stored hashed, 5 minutes, 5 wrong tries, and no
// resend to the same phone within the cooldown (120 s). Sends are capped per phone and per client
// IP per GMT+8 day (issue 11). Phones here are E.164 (normalised at the door).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { gmt8StartOfDay } from '@perya/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { SmsGateway } from '../../adapters/sms/gateway';
import { AppError } from '../../http/errors';
import { hashCode, randomCode } from '../../security/oneTimeCodes';

export interface SentCode {
  readonly resendAfterSeconds: number;
  readonly expiresAt: number;
}

export interface SmsService {
  /** Sends a code; `ip` is the client's, counted against the daily cap per IP. */
  send(phone: string, purpose: string, ip: string): Promise<SentCode>;
  /**
   * Checks `code` against the newest unused code of `phone` for one of `purposes`. A wrong code
   * counts a try; `consume` uses the code up on success so it cannot be replayed.
   */
  verify(phone: string, purposes: readonly string[], code: string, options: { consume: boolean }): Promise<void>;
  /**
   * /x2/sms/check: like verify without using the code up, but a wrong answer counts against the
   * caller (IP + device), never against the code, so a stranger cannot burn the owner's code.
   */
  check(phone: string, purpose: string, code: string, caller: string): Promise<void>;
}

export interface SmsServiceDeps {
  readonly db: Kysely<Database>;
  readonly gateway: SmsGateway;
  readonly config: Config['sms'];
  readonly now: () => number;
  /** Code generator; tests may fix it. Default: crypto-random 6 digits. */
  readonly generateCode?: () => string;
}

export function createSmsService(deps: SmsServiceDeps): SmsService {
  const { db, gateway, config, now } = deps;
  const generateCode = deps.generateCode ?? randomCode;
  /** Wrong /x2/sms/check answers per caller and code; dropped once the code has expired. */
  const checkMisses = new Map<string, { count: number; expiresAt: number }>();

  async function newestCode(phone: string, purposes: readonly string[]) {
    return db
      .selectFrom('sms_codes')
      .selectAll()
      .where('phone', '=', phone)
      .where('purpose', 'in', [...purposes])
      .where('consumed_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  function matches(row: { code_hash: string; salt: string }, code: string): boolean {
    return timingSafeEqual(Buffer.from(row.code_hash, 'hex'), Buffer.from(hashCode(row.salt, code), 'hex'));
  }

  async function sentToday(column: 'phone' | 'sender_ip', value: string, dayStart: number): Promise<number> {
    const row = await db
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where(column, '=', value)
      .where('created_at', '>=', dayStart)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    async send(phone, purpose, ip) {
      const at = now();
      const last = await db
        .selectFrom('sms_codes')
        .select('created_at')
        .where('phone', '=', phone)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (last !== undefined && at < last.created_at + config.resendCooldownS * 1000) {
        throw new AppError('CODE_RESEND_TOO_SOON');
      }
      const dayStart = gmt8StartOfDay(at);
      if ((await sentToday('phone', phone, dayStart)) >= config.dailyPerPhone || (await sentToday('sender_ip', ip, dayStart)) >= config.dailyPerIp) {
        throw new AppError('RATE_LIMITED', 'smsDailyLimit');
      }
      const code = generateCode();
      const salt = randomBytes(16).toString('hex');
      const expiresAt = at + config.codeTtlS * 1000;
      // Only the newest code of a phone and purpose works: older ones are retired.
      await db
        .updateTable('sms_codes')
        .set({ consumed_at: at })
        .where('phone', '=', phone)
        .where('purpose', '=', purpose)
        .where('consumed_at', 'is', null)
        .execute();
      await db
        .insertInto('sms_codes')
        .values({ phone, purpose, code_hash: hashCode(salt, code), salt, created_at: at, expires_at: expiresAt, attempts: 0, consumed_at: null, sender_ip: ip })
        .execute();
      const minutes = Math.round(config.codeTtlS / 60);
      await gateway.send({
        phone,
        purpose,
        body: `Your verification code is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`,
      });
      return { resendAfterSeconds: config.resendCooldownS, expiresAt };
    },

    async check(phone, purpose, code, caller) {
      const row = await newestCode(phone, [purpose]);
      if (row === undefined) throw new AppError('CODE_INCORRECT');
      const at = now();
      if (row.attempts >= config.maxAttempts) throw new AppError('CODE_TOO_MANY_ATTEMPTS');
      if (row.expires_at <= at) throw new AppError('CODE_EXPIRED');
      // Two counts, neither of them the code's own attempts (so a stranger cannot burn it for its
      // owner's login): this caller's wrong checks, and everyone's together, capped at the code's
      // own number of tries so many IPs cannot guess through /check either.
      const key = `${caller}|${row.id}`;
      const totalKey = `*|${row.id}`;
      const misses = checkMisses.get(key);
      const total = checkMisses.get(totalKey);
      if ((misses !== undefined && misses.count >= config.checkTriesPerCaller) || (total !== undefined && total.count >= config.maxAttempts)) {
        throw new AppError('CODE_TOO_MANY_ATTEMPTS');
      }
      if (matches(row, code)) return;
      if (checkMisses.size >= 10_000) for (const [k, m] of checkMisses) if (m.expiresAt <= at) checkMisses.delete(k);
      const count = (misses?.count ?? 0) + 1;
      checkMisses.set(key, { count, expiresAt: row.expires_at });
      checkMisses.set(totalKey, { count: (total?.count ?? 0) + 1, expiresAt: row.expires_at });
      throw new AppError(count >= config.checkTriesPerCaller ? 'CODE_TOO_MANY_ATTEMPTS' : 'CODE_INCORRECT');
    },

    async verify(phone, purposes, code, options) {
      const row = await newestCode(phone, purposes);
      if (row === undefined) throw new AppError('CODE_INCORRECT');
      if (row.attempts >= config.maxAttempts) throw new AppError('CODE_TOO_MANY_ATTEMPTS');
      if (row.expires_at <= now()) throw new AppError('CODE_EXPIRED');
      if (!matches(row, code)) {
        const attempts = row.attempts + 1;
        await db
          .updateTable('sms_codes')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id', '=', row.id)
          .execute();
        throw new AppError(attempts >= config.maxAttempts ? 'CODE_TOO_MANY_ATTEMPTS' : 'CODE_INCORRECT');
      }
      if (options.consume) {
        const result = await db
          .updateTable('sms_codes')
          .set({ consumed_at: now() })
          .where('id', '=', row.id)
          .where('consumed_at', 'is', null)
          .executeTakeFirst();
        // Two requests raced with the same code: only one may use it.
        if (result.numUpdatedRows === 0n) throw new AppError('CODE_INCORRECT');
      }
    },
  };
}
