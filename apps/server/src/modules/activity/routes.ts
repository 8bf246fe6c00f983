// Activity endpoints (contract activity.ts): the bonus list, the promo list, and the guaranteed
// activity (popover, list, detail, claim).
import { BASIS_POINTS, formatMoney } from '@perya/domain';
import type { PromoItem } from '@perya/api/contract';
import type { Handlers } from '../../http/handlers';
import { callerOf } from '../../http/routes';
import type { WalletConfig } from '../wallet/config';
import type { BonusConfig } from '../bonus/config';
import type { BonusService } from '../bonus/service';
import type { PromotionsConfig } from './config';
import type { GuaranteedService } from './guaranteed';

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
  now: () => number;
}): Handlers {
  const { bonuses, guaranteed, walletConfig, bonusConfig, promotions, now } = deps;

  /** spec §1 promotions the operator runs now, from their configuration, in a fixed order. */
  function promoList(): PromoItem[] {
    const at = now();
    const list: PromoItem[] = [];
    const firstDeposit = bonusConfig.firstDeposit;
    if (firstDeposit.enabled) {
      list.push({ id: 'first-deposit', kind: 'firstDeposit', title: firstDeposit.title, summary: firstDeposit.summary, startTime: null, endTime: null, route: promotions.routes.firstDeposit });
    }
    for (const offer of walletConfig.depositActivities) {
      const summary = fill(promotions.depositOfferSummary, { minDeposit: formatMoney(offer.minDeposit), rate: percent(offer.bonusRateBps), maxBonus: formatMoney(offer.maxBonus) });
      list.push({ id: `deposit-${offer.id}`, kind: 'deposit', title: offer.title, summary, startTime: null, endTime: null, route: promotions.routes.deposit });
    }
    for (const run of guaranteed.currentRuns(at)) {
      list.push({ id: run.runId, kind: 'guaranteed', title: run.activity.title, summary: run.activity.summary, startTime: run.period.start, endTime: run.period.end, route: promotions.routes.guaranteed });
    }
    for (const item of promotions.items) {
      if ((item.startTime !== undefined && at < item.startTime) || (item.endTime !== undefined && at >= item.endTime)) continue;
      list.push({ id: item.id, kind: item.kind, title: item.title, summary: item.summary, startTime: item.startTime ?? null, endTime: item.endTime ?? null, route: item.route });
    }
    return list;
  }

  return {
    async bonusList(input, ctx) {
      return bonuses.list(callerOf(ctx).user.id, input);
    },
    async promoList() {
      return { list: promoList() };
    },
    async guaranteedPopover(_input, ctx) {
      return guaranteed.popover(callerOf(ctx).user.id);
    },
    async guaranteedActList(_input, ctx) {
      return { list: await guaranteed.list(callerOf(ctx).user.id) };
    },
    async guaranteedActDetailStatus(input, ctx) {
      return guaranteed.detail(callerOf(ctx).user.id, input.id);
    },
    async guaranteedReceiveBonus(input, ctx) {
      return guaranteed.receive(callerOf(ctx).user.id, input.id);
    },
  };
}
