// The player's locale for money and dates on the rewards pages (the brand's default until i18n says).
import { useTranslation } from 'react-i18next';
import { isLocaleCode, type LocaleCode } from '@perya/domain';
import { useServices } from '../../services/services';

export function useLocale(): LocaleCode {
  const s = useServices();
  const { i18n } = useTranslation();
  return isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
}
