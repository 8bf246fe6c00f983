// The player's locale for money and dates on the rewards pages (the brand's default until i18n says).
import { useMemo } from 'react';
import { isLocaleCode, type LocaleCode } from '@perya/domain';
import { useCurrency, useTranslation } from '@perya/i18n';
import { useServices } from '../../services/services';
import type { MoneyLocale } from './rewardsLogic';

export function useLocale(): LocaleCode {
  const s = useServices();
  const { i18n } = useTranslation();
  return isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
}

/** The player's locale and the account's currency: how the rewards pages write an amount. */
export function useMoneyLocale(): MoneyLocale {
  const locale = useLocale();
  const currency = useCurrency();
  return useMemo(() => ({ locale, currency }), [locale, currency]);
}
