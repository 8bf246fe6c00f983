// Routes of /x2/sms/* (spec §7): send codes through the SMS gateway and check them.
import type { Handlers } from '../../http/handlers';
import { callerOf } from '../../http/routes';
import { AppError } from '../../http/errors';
import type { RateLimiter } from '../../security/rateLimiter';
import { enforceLimit } from '../account/routes';
import type { AccountService } from '../account/service';
import type { SmsService } from './service';

export function smsHandlers(sms: SmsService, accounts: AccountService, limiter: RateLimiter): Handlers {
  return {
    async smsSendRegister(input, ctx) {
      enforceLimit(limiter, 'sms', ctx, input.phone);
      if (await accounts.findByAccount(input.phone)) throw new AppError('ACCOUNT_EXISTS');
      return sms.send(input.phone, 'register');
    },
    async smsSendLogin(input, ctx) {
      enforceLimit(limiter, 'sms', ctx, input.phone);
      // An unknown phone is registered when the code is used (register v3), so no lookup here.
      return sms.send(input.phone, 'login');
    },
    async smsSend(input, ctx) {
      enforceLimit(limiter, 'sms', ctx, input.phone);
      const user = callerOf(ctx).user;
      if (input.purpose === 'bindPhone') {
        if (user.phone !== null) throw new AppError('ALREADY_BOUND');
        if (await accounts.findByAccount(input.phone)) throw new AppError('ACCOUNT_EXISTS');
      } else if (input.phone !== user.phone) {
        // Security, withdrawal and reset codes go only to the phone bound to this account.
        throw new AppError('PHONE_INVALID');
      }
      return sms.send(input.phone, input.purpose);
    },
    async smsCheck(input, ctx) {
      enforceLimit(limiter, 'sms', ctx, input.phone);
      await sms.verify(input.phone, [input.purpose], input.code, { consume: false });
      return { valid: true as const };
    },
  };
}
