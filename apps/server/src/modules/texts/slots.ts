// Which operator texts exist: one slot per text of the seed's records (missions, VIP levels, spin
// prizes, promotions, deposit offers, the first-deposit bonus, guaranteed activities, the home
// page's plates, banners and promos), with the limits the seed's schemas put on them.
import type { EngagementConfig } from '../engagement/config';
import type { GuaranteedConfig, PromotionsConfig } from '../activity/config';
import type { WalletConfig } from '../wallet/config';
import type { BonusConfig } from '../bonus/config';
import type { FrontGameSeed } from '../app/seed';
import type { TextSlot } from './texts';

export interface TextSources {
  readonly engagement: EngagementConfig;
  readonly promotions: PromotionsConfig;
  readonly guaranteed: GuaranteedConfig;
  readonly wallet: WalletConfig;
  readonly bonus: BonusConfig;
  /** The home page's front_game as stored (absent: no home texts to set). */
  readonly frontGame: FrontGameSeed | undefined;
}

/** Every text the operator may set through /ops/texts, as `kind:id:field`. */
export function textSlots(sources: TextSources): TextSlot[] {
  const slots: TextSlot[] = [];
  const add = (ref: string, seed: TextSlot['seed'], max: number, min = 1) => slots.push({ ref, seed, max, min });
  for (const m of sources.engagement.missions) {
    add(`mission:${m.id}:title`, m.title, 64);
    add(`mission:${m.id}:description`, m.description, 200, 0);
  }
  for (const l of sources.engagement.vip.levels) {
    add(`vipLevel:${l.level}:name`, l.name, 32);
    add(`vipLevel:${l.level}:privileges`, l.privileges, 120);
  }
  for (const p of sources.engagement.spin.prizes) add(`spinPrize:${p.id}:name`, p.name, 32);
  for (const item of sources.promotions.items) {
    add(`promo:${item.id}:title`, item.title, 128);
    add(`promo:${item.id}:summary`, item.summary, 255, 0);
  }
  add('promoPage:deposit-offer:summary', sources.promotions.depositOfferSummary, 255, 0);
  for (const offer of sources.wallet.depositActivities) add(`offer:${offer.id}:title`, offer.title, 128);
  add('firstDeposit:first-deposit:title', sources.bonus.firstDeposit.title, 128);
  add('firstDeposit:first-deposit:summary', sources.bonus.firstDeposit.summary, 255, 0);
  for (const a of sources.guaranteed.activities) {
    add(`guaranteed:${a.id}:title`, a.title, 128);
    add(`guaranteed:${a.id}:summary`, a.summary, 255, 0);
    add(`guaranteed:${a.id}:details`, a.details, 4000, 0);
  }
  const front = sources.frontGame;
  if (front !== undefined) {
    for (const part of front.parts) add(`plate:${part.key}:title`, part.title, 64);
    for (const b of front.banners) add(`banner:${b.id}:title`, b.title ?? '', 64, 0);
    for (const p of front.promos) add(`homePromo:${p.id}:title`, p.title ?? '', 64, 0);
  }
  return slots;
}
