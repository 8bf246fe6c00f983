// Route of /x2/email/send (issue 26 item 5): mails a code to prove an email before it is bound with
// /x2/user/info/edit. Counted per IP and per account by the attempt limits, then by the code rules
// (resend cooldown, daily caps per account, per address and per IP).
import type { Handlers } from '../../http/handlers';
import { callerOf } from '../../http/routes';
import { AppError } from '../../http/errors';
import type { RateLimiter } from '../../security/rateLimits';
import { enforceLimit } from '../account/routes';
import type { AccountService } from '../account/service';
import { normalizeEmail, type EmailCodeService } from './service';

export function emailHandlers(emailCodes: EmailCodeService, accounts: AccountService, limiter: RateLimiter): Handlers {
  return {
    async emailSend(input, ctx) {
      const { user } = callerOf(ctx);
      await enforceLimit(limiter, 'email', ctx, `user:${user.id}`);
      if (user.email !== null) throw new AppError('ALREADY_BOUND');
      const email = normalizeEmail(input.email);
      // Another account holds it: refused before anything is mailed, and only that (not whose it is).
      const holder = await accounts.emailHolder(email);
      if (holder !== undefined && holder !== user.id) throw new AppError('ACCOUNT_EXISTS');
      return emailCodes.send(user.id, email, ctx.ip);
    },
  };
}
