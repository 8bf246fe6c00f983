// Routes of lotto (contract: packages/api/src/contract/lotto.ts) and the operator's early draw,
// POST /ops/lotto/draw-now {game}, guarded by OPERATOR_TOKEN like every /ops route (production
// refuses to start without the token, so this door is shut there unless the operator holds it).
import { z } from 'zod';
import { LOTTO_GAMES } from '@perya/domain';
import { okEnvelope } from '@perya/api/contract';
import type { Handlers } from '../../http/handlers';
import { callerOf } from '../../http/routes';
import { AppError } from '../../http/errors';
import type { Lotto } from './service';
import type { OpsRoutes } from '../../http/ops';

export function lottoHandlers(lotto: Lotto): Handlers {
  return {
    async lottoState() {
      return lotto.state();
    },
    async lottoResults(input) {
      return lotto.results(input);
    },
    async lottoTickets(input, ctx) {
      return lotto.tickets(callerOf(ctx).user.id, input);
    },
    async lottoBuy(input, ctx) {
      return lotto.buy(callerOf(ctx).user.id, input);
    },
  };
}

export function lottoOps(deps: { lotto: Lotto }): OpsRoutes {
  return (scope) => {
    scope.post('/ops/lotto/draw-now', async (request) => {
      const parsed = z.object({ game: z.enum(LOTTO_GAMES) }).safeParse(request.body ?? {});
      if (!parsed.success) throw new AppError('VALIDATION');
      return okEnvelope(await deps.lotto.drawNow(parsed.data.game));
    });
  };
}
