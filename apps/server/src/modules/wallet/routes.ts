// The wallet's contract endpoints (spec §7: finance/list, paramConfig, recharge, withdraw, channel
// lists, payListActivity).
import type { Handlers } from '../../http/handlers';
import type { RateLimiter } from '../../security/rateLimits';
import type { QueuedPasswordHasher } from '../../security/hashQueue';
import type { SmsService } from '../sms/service';
import { callerOf } from '../../http/routes';
import { notInMarket, type MarketSwitches } from '../protection/markets';
import { checkPayerTaxIdAllowed, depositChannelsFor, offersDepositMethod } from '@perya/domain';
import { AppError } from '../../http/errors';
import { originAllowed } from '../../http/cors';
import { withdrawChannelsFor, type WalletConfig } from './config';
import type { DepositService } from './deposits';
import type { FinanceService } from './finance';
import type { WithdrawalService } from './withdrawals';
import type { WithdrawalFeedbackService } from '../withdrawalFeedback/service';
import { seedTexts, type TextResolver } from '../texts/texts';

export function walletHandlers(services: {
  config: WalletConfig;
  deposits: DepositService;
  withdrawals: WithdrawalService;
  finance: FinanceService;
  limiter: RateLimiter;
  passwords: QueuedPasswordHasher;
  sms: SmsService;
  /** PUBLIC_BASE_URL (or the listening address in dev), never the Host header: checkout URLs. */
  publicBaseUrl: () => string;
  /**
   * The brand origins allowed by CORS (config.corsOrigins; undefined: any localhost, development):
   * a deposit's Origin header names the brand app a provider's checkout returns to only when it is one.
   */
  corsOrigins: readonly string[] | undefined;
  /**
   * The player's market: its deposit methods in its order and its banks (@perya/domain cashFlows);
   * crypto channels are neither listed nor accepted where it bans crypto.
   */
  markets: Pick<MarketSwitches, 'crypto' | 'market'>;
  /** The operator's texts (default: the seed's alone): offer names in the caller's locale. */
  texts?: TextResolver;
  /** What the player did about a withdrawal (speed-up, rating; spec §5), answered with the order. */
  withdrawalFeedback?: Pick<WithdrawalFeedbackService, 'of'>;
}): Handlers {
  const { config, deposits, withdrawals, finance, limiter, passwords, sms, markets } = services;
  const texts = services.texts ?? seedTexts;
  return {
    async financeList(input, ctx) {
      return finance.list(callerOf(ctx).user.id, input);
    },
    async rechargeConfig(_input, ctx) {
      const { presets, min, max, bonusRateBps } = config.recharge;
      const offer = await deposits.firstDepositOffer(callerOf(ctx).user.id);
      const firstDepositBonus = offer === null ? null : { ...offer, title: texts.text('firstDeposit:first-deposit:title', offer.title, ctx.locale) };
      return { presets, min, max, bonusRateBps, firstDepositBonus };
    },
    async payChannels(_input, ctx) {
      const { app_code: appCode } = callerOf(ctx).user;
      const crypto = markets.crypto(appCode);
      const offered = config.payChannels.filter((c) => crypto || (c.crypto !== true && c.method !== 'crypto'));
      return { list: depositChannelsFor(markets.market(appCode), offered).map(({ adapter: _adapter, crypto: _crypto, ...channel }) => channel) };
    },
    async channelList(_input, ctx) {
      const { app_code: appCode } = callerOf(ctx).user;
      const crypto = markets.crypto(appCode);
      return { list: withdrawChannelsFor(config, markets.market(appCode)).filter((c) => crypto || c.method !== 'crypto') };
    },
    async recharge(input, ctx) {
      const { user } = callerOf(ctx);
      const market = markets.market(user.app_code);
      const channel = config.payChannels.find((c) => c.id === input.channelId);
      if (channel !== undefined) {
        // A crafted call for a method of another market (Pix for a PH account) or crypto where it is banned.
        if (!offersDepositMethod(market, channel.method)) throw notInMarket();
        if ((channel.crypto === true || channel.method === 'crypto') && !markets.crypto(user.app_code)) throw notInMarket();
      }
      // A CPF/CNPJ for an account of a market without one is refused, not dropped (spec §3/§5).
      const taxId = checkPayerTaxIdAllowed(market, input.taxId);
      if (!taxId.ok) throw new AppError('VALIDATION', taxId.error);
      // The brand app to come back to after a provider's checkout: the Origin header, trusted only
      // when it is an allowed brand origin (the same check as a game's backUrl), never a foreign one.
      const origin = ctx.request.headers.origin;
      const appOrigin = typeof origin === 'string' && originAllowed(origin, services.corsOrigins) ? origin : undefined;
      return deposits.create(user.id, input, services.publicBaseUrl(), appOrigin);
    },
    async rechargeStatus(input, ctx) {
      return deposits.get(callerOf(ctx).user.id, input.orderNo);
    },
    async payListUpActivity(_input, ctx) {
      return { list: config.depositActivities.map((a) => ({ ...a, title: texts.text(`offer:${a.id}:title`, a.title, ctx.locale) })) };
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
      if (input.method === 'crypto' && !markets.crypto(callerOf(ctx).user.app_code)) throw notInMarket();
      // Each password or code attempt counts per account and per IP (issue 11: wrong passwords are limited).
      return withdrawals.apply(callerOf(ctx).user, input, {
        // The password check queues with every other hash, charged to this caller's IP.
        passwords: { hash: (pwd) => passwords.hash(pwd, ctx.ip), verify: (pwd, stored) => passwords.verify(pwd, stored, ctx.ip) },
        sms,
        attempt: (userId) => limiter.hit('withdraw', ctx.request, `user:${userId}`),
      });
    },
    async withdrawPending(_input, ctx) {
      return withdrawals.pendingOf(callerOf(ctx).user.id);
    },
    async withdrawStatus(input, ctx) {
      const order = await withdrawals.get(callerOf(ctx).user.id, input.orderNo);
      return services.withdrawalFeedback === undefined ? order : { ...order, ...(await services.withdrawalFeedback.of(order.orderNo)) };
    },
    async withdrawLatestAccount(_input, ctx) {
      return withdrawals.latestAccount(callerOf(ctx).user.id);
    },
  };
}
