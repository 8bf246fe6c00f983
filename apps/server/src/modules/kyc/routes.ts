// The identity check's endpoint (contract: packages/api/src/contract/protection.ts kycSubmit). Each
// submission carries up to ~1.5 MB of image and is sealed and checked: counted per account and per
// IP like logins (RATE_LIMIT_*), so nobody can flood the identity adapter or the disk.
import type { Handlers } from '../../http/handlers';
import { AppError } from '../../http/errors';
import { callerOf } from '../../http/routes';
import type { RateLimiter } from '../../security/rateLimits';
import type { KycService } from './service';

export function kycHandlers(kyc: KycService, limiter: RateLimiter): Handlers {
  return {
    async kycSubmit(input, ctx) {
      const userId = callerOf(ctx).user.id;
      if (!(await limiter.hit('kyc', ctx.request, `user:${userId}`))) throw new AppError('RATE_LIMITED');
      return kyc.submit(userId, input);
    },
  };
}
