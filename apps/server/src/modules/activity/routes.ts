// Activity endpoints (contract activity.ts): the bonus list, the promo list, and the guaranteed
// activity (popover, list, detail, claim).
import { BASIS_POINTS, formatMoney, spinTopMoneyPrize, type LocaleCode, type SpinPrizeWorth } from '@perya/domain';
import type { PromoItem } from '@perya/api/contract';
import type { Handlers } from '../../http/handlers';
import { callerOf } from '../../http/routes';
import type { WalletConfig } from '../wallet/config';
import type { BonusConfig } from '../bonus/config';
import type { BonusService } from '../bonus/service';
import type { PromotionsConfig } from './config';
import type { GuaranteedService } from './guaranteed';
import { seedTexts, type TextResolver } from '../texts/texts';

/** Fills {name} placeholders of an operator's text. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Basis points as a percentage ('10%', '12.5%'). */
function percent(bps: number): string {
  return `${Number(((bps * 100) / BASIS_POINTS).toFixed(2))}%`;
}

export function activityHandlers(deps: {
  bonuses: BonusService;
  guaranteed: GuaranteedService;
  walletConfig: WalletConfig;
  bonusConfig: BonusConfig;
  promotions: PromotionsConfig;
  /** The wheel's segments (its top money prize is the spin promotion's amount); default none. */
  spinPrizes?: readonly SpinPrizeWorth[];
  /** The invite reward per invitee (the invite promotion's amount); default none. */
  inviteReward?: number;
  now: () => number;
  /** The operator's texts (default: the seed's alone). */
  texts?: TextResolver;
}): Handlers {
  const { bonuses, guaranteed, walletConfig, bonusConfig, promotions, now } = deps;
  const texts = deps.texts ?? seedTexts;
  /** The most each always-on programme pays, when it names a sum (issue 24 promo cards). */
  const amounts: Partial<Record<PromoItem['kind'], number | null>> = {
    spin: spinTopMoneyPrize(deps.spinPrizes ?? []),
    invite: deps.inviteReward || null,
  };
  const programmeAmount = (kind: PromoItem['kind']): { amount?: number } => {
    const amount = amounts[kind];
    return amount ? { amount } : {};
  };

  /** spec §1 promotions the operator runs now, from their configuration, in a fixed order, in the caller's locale. */
  function promoList(locale: LocaleCode): PromoItem[] {
    const at = now();
    const text = texts.text;
    const list: PromoItem[] = [];
    const firstDeposit = bonusConfig.firstDeposit;
    if (firstDeposit.enabled) {
      list.push({
        id: 'first-deposit',
        kind: 'firstDeposit',
        title: text('firstDeposit:first-deposit:title', firstDeposit.title, locale),
        summary: text('firstDeposit:first-deposit:summary', firstDeposit.summary, locale),
        startTime: null,
        endTime: null,
        route: promotions.routes.firstDeposit,
        ...(firstDeposit.maxBonus > 0 ? { amount: firstDeposit.maxBonus } : {}),
      });
    }
    for (const offer of walletConfig.depositActivities) {
      const summary = fill(text('promoPage:deposit-offer:summary', promotions.depositOfferSummary, locale), {
        minDeposit: formatMoney(offer.minDeposit),
        rate: percent(offer.bonusRateBps),
        maxBonus: formatMoney(offer.maxBonus),
      });
      list.push({ id: `deposit-${offer.id}`, kind: 'deposit', title: text(`offer:${offer.id}:title`, offer.title, locale), summary, startTime: null, endTime: null, route: promotions.routes.deposit, ...(offer.maxBonus > 0 ? { amount: offer.maxBonus } : {}) });
    }
    for (const run of guaranteed.currentRuns(at)) {
      const activity = run.activity;
      list.push({
        id: run.runId,
        kind: 'guaranteed',
        title: text(`guaranteed:${activity.id}:title`, activity.title, locale),
        summary: text(`guaranteed:${activity.id}:summary`, activity.summary, locale),
        startTime: run.period.start,
        endTime: run.period.end,
        route: promotions.routes.guaranteed,
      });
    }
    for (const item of promotions.items) {
      if ((item.startTime !== undefined && at < item.startTime) || (item.endTime !== undefined && at >= item.endTime)) continue;
      list.push({
        id: item.id,
        kind: item.kind,
        title: text(`promo:${item.id}:title`, item.title, locale),
        summary: text(`promo:${item.id}:summary`, item.summary, locale),
        startTime: item.startTime ?? null,
        endTime: item.endTime ?? null,
        route: item.route,
        ...programmeAmount(item.kind),
      });
    }
    return list;
  }

  return {
    async bonusList(input, ctx) {
      return bonuses.list(callerOf(ctx).user.id, input);
    },
    async promoList(_input, ctx) {
      return { list: promoList(ctx.locale) };
    },
    async guaranteedPopover(_input, ctx) {
      return guaranteed.popover(callerOf(ctx).user.id, ctx.locale);
    },
    async guaranteedActList(_input, ctx) {
      return { list: await guaranteed.list(callerOf(ctx).user.id, ctx.locale) };
    },
    async guaranteedActDetailStatus(input, ctx) {
      return guaranteed.detail(callerOf(ctx).user.id, input.id, ctx.locale);
    },
    async guaranteedReceiveBonus(input, ctx) {
      return guaranteed.receive(callerOf(ctx).user.id, input.id);
    },
  };
}
