// The identity check's endpoint (contract: packages/api/src/contract/protection.ts kycSubmit).
import type { Handlers } from '../../http/handlers';
import { callerOf } from '../../http/routes';
import type { KycService } from './service';

export function kycHandlers(kyc: KycService): Handlers {
  return {
    async kycSubmit(input, ctx) {
      return kyc.submit(callerOf(ctx).user.id, input);
    },
  };
}
