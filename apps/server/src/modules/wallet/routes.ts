// The wallet's contract endpoints (spec §7: finance/list, paramConfig, recharge, withdraw, channel
// lists, payListActivity).
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../http/handlers';
import { callerOf } from '../../http/routes';
import type { WalletConfig } from './config';
import type { DepositService } from './deposits';
import type { FinanceService } from './finance';
import type { WithdrawalService } from './withdrawals';

/** scheme://host the player reached us at (the Host header; with TRUST_PROXY_HOPS, the trusted proxy's forwarded host). */
export function publicBaseUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function walletHandlers(services: {
  config: WalletConfig;
  deposits: DepositService;
  withdrawals: WithdrawalService;
  finance: FinanceService;
}): Handlers {
  const { config, deposits, withdrawals, finance } = services;
  return {
    async financeList(input, ctx) {
      return finance.list(callerOf(ctx).user.id, input);
    },
    async rechargeConfig() {
      const { presets, min, max, bonusRateBps } = config.recharge;
      return { presets, min, max, bonusRateBps };
    },
    async payChannels() {
      return { list: config.payChannels.map(({ adapter: _adapter, ...channel }) => channel) };
    },
    async channelList() {
      return { list: config.withdrawChannels };
    },
    async recharge(input, ctx) {
      return deposits.create(callerOf(ctx).user.id, input, publicBaseUrl(ctx.request));
    },
    async rechargeStatus(input, ctx) {
      return deposits.get(callerOf(ctx).user.id, input.orderNo);
    },
    async payListUpActivity() {
      return { list: config.depositActivities };
    },
    async payListBonus(_input, ctx) {
      return deposits.takeUnannouncedBonus(callerOf(ctx).user.id);
    },
    async withdrawConfig(_input, ctx) {
      return withdrawals.config(callerOf(ctx).user.id);
    },
    async withdrawCheckLimit(input, ctx) {
      return withdrawals.checkLimit(callerOf(ctx).user, input.amount);
    },
    async withdrawApply(input, ctx) {
      return withdrawals.apply(callerOf(ctx).user, input);
    },
    async withdrawStatus(input, ctx) {
      return withdrawals.get(callerOf(ctx).user.id, input.orderNo);
    },
    async withdrawLatestAccount(_input, ctx) {
      return withdrawals.latestAccount(callerOf(ctx).user.id);
    },
  };
}
