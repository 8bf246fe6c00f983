// Pieces several popups share: the account's money format and the big amount. Their artwork is
// in `@perya/ui/art` (art/PopupArt.tsx).
import { formatMoney } from '@perya/domain';
import type { LocaleCode } from '@perya/domain';
import { useCurrency } from '../currency';
import { useUiLocale } from '../i18n';
import * as css from './popup.css';

/** Format minor units in the account's currency (spec §5 money format; D$ for demo, spec §1). */
export function useFormatMoney(locale?: LocaleCode): (amountMinor: number, demo?: boolean) => string {
  const uiLocale = useUiLocale();
  const currency = useCurrency();
  return (amountMinor, demo = false) => formatMoney(amountMinor, { currency, locale: locale ?? uiLocale, demo });
}

export function BigAmount({ amount, demo = false, locale }: { amount: number; demo?: boolean; locale?: LocaleCode | undefined }) {
  const format = useFormatMoney(locale);
  return <p className={css.amount}>{format(amount, demo)}</p>;
}
