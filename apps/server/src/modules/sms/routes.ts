// Routes of /x2/sms/* (spec §7): send codes through the SMS gateway and check them. Every phone
// is normalised to E.164 first, so one number has one cooldown, one daily cap and one code.
import type { Handlers } from '../../http/handlers';
import { callerOf } from '../../http/routes';
import { AppError } from '../../http/errors';
import type { RateLimiter } from '../../security/rateLimits';
import { enforceLimit } from '../account/routes';
import type { AccountService } from '../account/service';
import type { SmsService } from './service';

export function smsHandlers(sms: SmsService, accounts: AccountService, limiter: RateLimiter): Handlers {
  return {
    async smsSendRegister(input, ctx) {
      const phone = accounts.phoneOf(input.phone);
      await enforceLimit(limiter, 'sms', ctx, phone);
      if (await accounts.findByAccount(phone)) throw new AppError('ACCOUNT_EXISTS');
      return sms.send(phone, 'register', ctx.ip);
    },
    async smsSendLogin(input, ctx) {
      const phone = accounts.phoneOf(input.phone);
      await enforceLimit(limiter, 'sms', ctx, phone);
      // An unknown phone is registered when the code is used (register v3), so no lookup here.
      return sms.send(phone, 'login', ctx.ip);
    },
    async smsSend(input, ctx) {
      const phone = accounts.phoneOf(input.phone);
      await enforceLimit(limiter, 'sms', ctx, phone);
      const user = callerOf(ctx).user;
      if (input.purpose === 'bindPhone') {
        if (user.phone !== null) throw new AppError('ALREADY_BOUND');
        if (await accounts.findByAccount(phone)) throw new AppError('ACCOUNT_EXISTS');
      } else if (phone !== user.phone) {
        // Security, withdrawal and reset codes go only to the phone bound to this account.
        throw new AppError('PHONE_INVALID');
      }
      return sms.send(phone, input.purpose, ctx.ip);
    },
    async smsCheck(input, ctx) {
      const phone = accounts.phoneOf(input.phone);
      // Per IP only: counting per phone would let strangers block the owner's own check.
      await enforceLimit(limiter, 'sms', ctx);
      // The caller is its IP: a device id is whatever the caller writes, so a fresh one per try
      // would lift the limit.
      await sms.check(phone, input.purpose, input.code, ctx.ip);
      return { valid: true as const };
    },
  };
}
