// spec §6 the bonus rule a player lives under, for every text that describes a bonus (the bonus
// popup, the bonus page, the wallet and cash-out pages, the trade ticket): the server's word for a
// logged-in player (user info bonusRule), else the brand's own (its market; no trading: play-through).
import { useTranslation } from '@perya/i18n';
import { bonusRuleFor, type BonusRule } from '@perya/domain';
import type { BrandConfig } from '../../brand/BrandConfig';
import { useServices } from '../../services/services';
import { useUser } from '../../services/queries';

/** The i18n key of each rule's one-line description. */
export const BONUS_RULE_TEXT = { tradingOnly: 'bonus.onlyForTrading', playThrough: 'bonus.playThrough' } as const satisfies Record<BonusRule, string>;

/** The rule of a player (undefined: a guest or an older server) in a brand. */
export function bonusRuleOf(user: { readonly bonusRule?: BonusRule | undefined } | undefined, config: Pick<BrandConfig, 'market' | 'features'>): BonusRule {
  return user?.bonusRule ?? bonusRuleFor({ market: config.market, hasTrading: config.features.trading });
}

export function useBonusRule(): BonusRule {
  const s = useServices();
  return bonusRuleOf(useUser().data, s.config);
}

/** The sentence that tells the player what their bonus is for. */
export function useBonusRuleText(): string {
  const { t } = useTranslation();
  return t(BONUS_RULE_TEXT[useBonusRule()]);
}
